/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host shim: of x86's <asm/processor.h>, the CPU features and the boot
 * CPU's identity (vendor, family, model), read from CPUID once.
 */
#ifndef _KCRYPTO_SHIM_ASM_PROCESSOR_H
#define _KCRYPTO_SHIM_ASM_PROCESSOR_H

#include <cpuid.h>
#include <string.h>
#include <asm/cpufeature.h>
#include <linux/kmsan-checks.h>
#include <linux/panic.h>

#define X86_VENDOR_INTEL 0
#define X86_VENDOR_CYRIX 1
#define X86_VENDOR_AMD 2
#define X86_VENDOR_UMC 3
#define X86_VENDOR_CENTAUR 5
#define X86_VENDOR_TRANSMETA 7
#define X86_VENDOR_NSC 8
#define X86_VENDOR_HYGON 9
#define X86_VENDOR_ZHAOXIN 10
#define X86_VENDOR_VORTEX 11
#define X86_VENDOR_UNKNOWN 0xff

struct cpuinfo_x86 {
	u8 x86; /* family */
	u8 x86_vendor;
	u8 x86_model;
	u8 x86_stepping;
};

/* The vendor string of CPUID leaf 0 (EBX, EDX, ECX) as X86_VENDOR_*. */
static inline u8 kcrypto_x86_vendor(unsigned int b, unsigned int c,
				    unsigned int d)
{
	static const struct {
		char id[13];
		u8 vendor;
	} vendors[] = {
		{ "GenuineIntel", X86_VENDOR_INTEL },
		{ "AuthenticAMD", X86_VENDOR_AMD },
		{ "HygonGenuine", X86_VENDOR_HYGON },
		{ "CentaurHauls", X86_VENDOR_CENTAUR },
		{ "  Shanghai  ", X86_VENDOR_ZHAOXIN },
	};
	char id[12];
	size_t i;

	memcpy(id, &b, 4);
	memcpy(id + 4, &d, 4);
	memcpy(id + 8, &c, 4);
	for (i = 0; i < sizeof(vendors) / sizeof(vendors[0]); i++)
		if (!memcmp(id, vendors[i].id, sizeof(id)))
			return vendors[i].vendor;
	return X86_VENDOR_UNKNOWN;
}

static inline struct cpuinfo_x86 *kcrypto_x86_boot_cpu_data(void)
{
	static struct cpuinfo_x86 c;
	static bool done;
	unsigned int a, b, cx, d;

	if (done)
		return &c;
	c.x86_vendor = X86_VENDOR_UNKNOWN;
	if (__get_cpuid(0, &a, &b, &cx, &d))
		c.x86_vendor = kcrypto_x86_vendor(b, cx, d);
	if (__get_cpuid(1, &a, &b, &cx, &d)) {
		c.x86 = (a >> 8) & 0xf;
		c.x86_model = (a >> 4) & 0xf;
		c.x86_stepping = a & 0xf;
		if (c.x86 == 0xf)
			c.x86 += (a >> 20) & 0xff;
		if (c.x86 >= 6)
			c.x86_model += ((a >> 16) & 0xf) << 4;
	}
	done = true;
	return &c;
}

#define boot_cpu_data (*kcrypto_x86_boot_cpu_data())

#endif
