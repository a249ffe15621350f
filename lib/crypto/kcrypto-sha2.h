/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * The renamed working variables of the SHA-2 block functions (sha256.c,
 * sha512.c). Internal to lib/crypto; not an API.
 *
 * The working variables a..h live in an array s[], and instead of moving
 * all eight after each round (FIPS 180-4, sections 6.2.2 and 6.4.2, step
 * 3), round j renames them: a is s[-j mod 8], b is s[1 - j mod 8] and so
 * on. With the rounds unrolled, every index is a constant and s[] stays in
 * registers where the CPU has enough of them. The including file #undefs
 * them after its block function.
 */
#ifndef _LIB_CRYPTO_KCRYPTO_SHA2_H
#define _LIB_CRYPTO_KCRYPTO_SHA2_H

#define SA(j) s[(0 - (j)) & 7]
#define SB(j) s[(1 - (j)) & 7]
#define SC(j) s[(2 - (j)) & 7]
#define SD(j) s[(3 - (j)) & 7]
#define SE(j) s[(4 - (j)) & 7]
#define SF(j) s[(5 - (j)) & 7]
#define SG(j) s[(6 - (j)) & 7]
#define SH(j) s[(7 - (j)) & 7]

#endif /* _LIB_CRYPTO_KCRYPTO_SHA2_H */
