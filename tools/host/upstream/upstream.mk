# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# check-upstream-kunit: the kernel's own 7.3 KUnit suites for BLAKE2b,
# BLAKE2s, SHA-224, SHA-256, SHA-384, SHA-512 and SHA-3 (sha3_kunit.c, with
# its sha3-testvecs.h), unmodified, built in place
# from the kernel cache through build/host/kcrypto-kunit.pc alone (with
# gcc and clang-19) and run with the arch code on and forced to generic
# (tools/host/upstream/check-upstream-kunit.sh). Included by
# tools/host/host.mk, after tools/host/kunit-pc.mk. The same script runs
# them for i386, armhf and arm64 under qemu-user in
# check-upstream-kunit-cross (tools/cross/cross.mk, which has the cross
# compilers and qemu command lines).

.PHONY: check-upstream-kunit
check-upstream-kunit: host-kunit-pc $(CPUFLAGS)
	@$(TOP)/tools/host/upstream/check-upstream-kunit.sh $@ \
		-- host host $(HOST_DIR) '' 'gcc;clang-19' ''

CHECK_STEPS += check-upstream-kunit
