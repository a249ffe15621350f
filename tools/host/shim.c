// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * Host shim: the few objects the kernel-shaped headers under
 * tools/host/include/ need a single definition of.
 */
#include <linux/bug.h>
#include <kcrypto-host.h>

unsigned long kcrypto_host_warnings;
unsigned long kcrypto_host_simd_sections;

bool kcrypto_host_force_generic(void)
{
	static int force = -1;

	if (force < 0) {
		const char *v = getenv("KCRYPTO_FORCE_GENERIC");

		force = v && *v && strcmp(v, "0") != 0;
	}
	return force;
}
