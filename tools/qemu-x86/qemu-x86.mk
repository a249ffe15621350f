# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Debian's own kernels booted for real: the linux-image packages that match
# the 6.1 and 6.12 header sets check-module builds against, under
# qemu-system-x86_64 (TCG, -cpu max), with our modules loaded and
# tools/clients/clients.sh run against Debian's userland over virtio-9p;
# then the 6.12 kernel once more on -cpu Nehalem (SSSE3, no AVX). Neither
# model has SHA-NI: the library must pick its avx2, resp. ssse3, SHA-256
# path by itself, and our drivers must rank first in /proc/crypto.
#
#   make check-debian-kernels   both kernels, booted at the same time; see
#                               tools/qemu-x86/debian-kernels.sh for the
#                               knobs (QEMU_X86_TIMEOUT, CLIENTS_PARTS, ...)
#
# Cached under build/qemu-x86/VER/: the unpacked image, our modules, the
# initramfs; console logs in build/qemu-x86/VER/console.log. Counts go to
# $(BUILD)/results/check-debian-kernels.counts.

.PHONY: check-debian-kernels
check-debian-kernels:
	@$(TOP)/tools/qemu-x86/debian-kernels.sh

CHECK_STEPS += check-debian-kernels
