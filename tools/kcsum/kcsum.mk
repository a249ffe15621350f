# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# make kcsum: build/kcsum/kcsum, a b2sum/sha256sum work-alike over the host
# library; make check-kcsum compares it with coreutils b2sum/sha*sum, and
# its SHA-3 and SHAKE with rhash and openssl dgst.

KCSUM_DIR := $(BUILD)/kcsum

.PHONY: kcsum check-kcsum kcsum-deps

kcsum-deps:
	@$(TOP)/tools/deps/install-deps.sh kcsum

$(KCSUM_DIR)/kcsum: $(TOP)/tools/kcsum/kcsum.cc $(HOST_DIR)/libkcrypto.a \
		    $(HOST_DIR)/include/.stamp | host-deps
	@mkdir -p $(@D)
	g++ -std=gnu++20 -O2 -g -Wall -Wextra -Werror -o $@ $< \
		-I$(HOST_DIR)/include -L$(HOST_DIR) -lkcrypto

kcsum: $(KCSUM_DIR)/kcsum

check-kcsum: $(KCSUM_DIR)/kcsum | fuzz-deps kcsum-deps
	@$(TOP)/tools/kcsum/check-kcsum.sh $<

ALL_TARGETS += kcsum
CHECK_STEPS += check-kcsum
