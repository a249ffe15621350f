# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# make check-ct: secret-independent code, checked with valgrind memcheck on
# inputs marked secret (tools/ct/ct-check.c, tools/ct/check-ct.sh).

CT_DIR := $(BUILD)/ct

.PHONY: check-ct

$(CT_DIR)/ct-check: $(TOP)/tools/ct/ct-check.c $(HOST_DIR)/libkcrypto.a \
		   $(HOST_DIR)/include/.stamp | fuzz-deps
	@mkdir -p $(@D)
	gcc -std=gnu11 -O2 -g -Wall -Wextra -Werror -o $@ $< \
		-I$(HOST_DIR)/include -L$(HOST_DIR) -lkcrypto

# The same with the library compiled by clang-19, whose code generation
# (branches or not) is its own. Valgrind 3.19 reads DWARF 4, not 5.
$(CT_DIR)/ct-check-clang: $(TOP)/tools/ct/ct-check.c $(HOST_LIB_SRCS) \
			  $(HOST_DIR)/include/.stamp | fuzz-deps host-deps
	@mkdir -p $(CT_DIR)/clang
	@set -e; objs=; for src in $(HOST_LIB_SRCS); do \
		obj=$(CT_DIR)/clang/$$(basename $$src).o; \
		case $$src in *.c) lang="-x c -std=gnu11";; *) lang=;; esac; \
		echo "clang-19 $$lang ... -c $$src"; \
		clang-19 $$lang $(FUZZ_BITS) $(HOST_CFLAGS) -gdwarf-4 \
			-c $$src -o $$obj; \
		objs="$$objs $$obj"; \
	done; \
	clang-19 -std=gnu11 -O2 -gdwarf-4 -Wall -Wextra -Werror \
		-I$(HOST_DIR)/include -o $@ $< $$objs

# The negative control: ct-check with the library built by gcc from the
# tree of tools/plants/ct_branch.patch (tools/plants/plants.mk), which
# check-ct.sh requires memcheck to report.
ct_plant_srcs := $(call plant_srcs,ct_branch,$(HOST_LIB_SRCS))
$(CT_DIR)/ct-check-plant: $(TOP)/tools/ct/ct-check.c \
			  $(call plant_stamp,ct_branch) $(ct_plant_srcs) \
			  $(HOST_DIR)/include/.stamp | fuzz-deps host-deps
	@mkdir -p $(CT_DIR)/plant
	@set -e; objs=; for src in $(ct_plant_srcs); do \
		obj=$(CT_DIR)/plant/$$(basename $$src).o; \
		case $$src in *.c) lang="-x c -std=gnu11";; *) lang=;; esac; \
		echo "gcc $$lang ... -c $${src#$(BUILD)/}"; \
		gcc $$lang $(FUZZ_BITS) \
			$(call plant_flags,ct_branch,$(HOST_CFLAGS)) \
			-c $$src -o $$obj; \
		objs="$$objs $$obj"; \
	done; \
	gcc -std=gnu11 -O2 -g -Wall -Wextra -Werror -I$(HOST_DIR)/include \
		-o $@ $< $$objs

# A second pass with KCRYPTO_FORCE_GENERIC=1: valgrind emulates SSSE3 and
# AVX2, so without it the timed BLAKE2b and BLAKE2s choice and the SHA-512
# glue may run only their x86 code, and the C would go unchecked.
check-ct: $(CT_DIR)/ct-check-plant $(CT_DIR)/ct-check $(CT_DIR)/ct-check-clang
	@$(TOP)/tools/ct/check-ct.sh check-ct generic $^

CHECK_STEPS += check-ct

