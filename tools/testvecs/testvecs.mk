# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# The generated test vector headers of the KUnit suites:
#
#   tests/{blake2b,blake2s,sha224,sha256,sha384,sha512}-testvecs.h,
#   tests/{sha3_224,sha3_256,sha3_384,sha3_512,shake128,shake256}-testvecs.h
#       tools/testvecs/gen-hash-testvecs.py ALG   (Python's hashlib/hmac)
#   tests/{blake2b,blake2s}-kat.h
#       tools/testvecs/gen-kat-header.py KAT_FILE (the official BLAKE2 keyed KATs)
#   tests/shash-kat.h
#       tools/testvecs/gen-shash-kats.py          (Python's hashlib/hmac)
#
#   make testvecs         regenerate them all (commit them with the generator)
#   make check-testvecs   fail if any committed header differs from what the
#                         generators produce now (a CHECK_STEPS step)
#
# The KAT files live outside the repository, in ../shared/vectors/ (override
# with KAT_DIR=...). Without them the KAT headers are not checked, which is a
# failure under CI=true.

KAT_DIR ?= $(abspath $(TOP)/../shared/vectors)
TESTVEC_ALGS := blake2b blake2s sha224 sha256 sha384 sha512 sha3_224 sha3_256 \
	sha3_384 sha3_512 shake128 shake256
KAT_ALGS := blake2b blake2s

.PHONY: testvecs check-testvecs

testvecs:
	@for a in $(TESTVEC_ALGS); do \
		python3 $(TOP)/tools/testvecs/gen-hash-testvecs.py $$a || exit 1; \
	done
	@python3 $(TOP)/tools/testvecs/gen-shash-kats.py
	@for a in $(KAT_ALGS); do \
		python3 $(TOP)/tools/testvecs/gen-kat-header.py \
			$(KAT_DIR)/$$a-kat.txt || exit 1; \
	done

check-testvecs:
	@status=0; \
	for a in $(TESTVEC_ALGS); do \
		python3 $(TOP)/tools/testvecs/gen-hash-testvecs.py --check $$a || \
			status=1; \
	done; \
	python3 $(TOP)/tools/testvecs/gen-shash-kats.py --check || status=1; \
	for a in $(KAT_ALGS); do \
		f=$(KAT_DIR)/$$a-kat.txt; \
		if [ -f "$$f" ]; then \
			python3 $(TOP)/tools/testvecs/gen-kat-header.py --check "$$f" || \
				status=1; \
		elif [ "$${CI:-}" = true ]; then \
			echo "check-testvecs: missing $$f" >&2; status=1; \
		else \
			echo "check-testvecs: SKIP $$a-kat.h: no $$f"; \
		fi; \
	done; \
	[ $$status = 0 ] && echo "check-testvecs: generated headers up to date"; \
	exit $$status

CHECK_STEPS += check-testvecs
