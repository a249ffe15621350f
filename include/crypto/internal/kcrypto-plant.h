/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Deliberate bugs in the library, for the negative controls of the host
 * checks only; never in a kernel or a real build. (final_byte and
 * ct_branch, for check-fuzz and check-ct, are patches applied to a copy of
 * the tree: tools/plants/.) A separate build with
 * -DKCRYPTO_SELFTEST_PLANT=NAME turns on the bug NAME, and the check that
 * claims to catch that kind of bug must report it:
 *
 *   overread    SHA-256's update copies one byte more than it   check-asan,
 *               was given into the block buffer                 check-valgrind
 *
 * KCRYPTO_PLANTED(NAME) is a constant, 1 in the build of plant NAME and 0
 * otherwise, so the compiler drops the bug from every other build. An
 * unknown NAME does not compile, in any build.
 */
#ifndef _CRYPTO_INTERNAL_KCRYPTO_PLANT_H
#define _CRYPTO_INTERNAL_KCRYPTO_PLANT_H

#define __KCRYPTO_PLANT_overread 3

#ifdef KCRYPTO_SELFTEST_PLANT
#ifdef __KERNEL__
#error "KCRYPTO_SELFTEST_PLANT is for the host negative controls only"
#endif
#define __KCRYPTO_PLANT_ID(name) __KCRYPTO_PLANT_##name
#define __KCRYPTO_PLANT_ID_OF(name) __KCRYPTO_PLANT_ID(name)
#define KCRYPTO_PLANTED(name)                                                  \
	(__KCRYPTO_PLANT_ID_OF(KCRYPTO_SELFTEST_PLANT) ==                      \
	 __KCRYPTO_PLANT_##name)
#else
#define KCRYPTO_PLANTED(name) (__KCRYPTO_PLANT_##name == 0)
#endif

#endif
