/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/* Host shim: no FIPS mode, as a kernel without CONFIG_CRYPTO_FIPS. */
#ifndef _KCRYPTO_SHIM_LINUX_FIPS_H
#define _KCRYPTO_SHIM_LINUX_FIPS_H

#define fips_enabled 0
#define fips_fail_notify()                                                     \
	do {                                                                   \
	} while (0)

#endif
