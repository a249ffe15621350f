// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * Host shim: the few objects the kernel-shaped headers under
 * tools/host/include/ need a single definition of.
 */
#include <linux/bug.h>
#include <ctype.h>
#include <string.h>
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

/* "lib/crypto/sha256.c" or "kcrypto_sha256" and "impl": KCRYPTO_SHA256_IMPL */
static void kcrypto_host_param_env(char *env, size_t size, const char *module,
				   const char *name)
{
	const char *base = strrchr(module, '/');
	size_t n = 0;
	const char *p;

	base = base ? base + 1 : module;
	if (strncmp(base, "kcrypto_", 8) != 0)
		n = snprintf(env, size, "KCRYPTO_");
	for (p = base; *p && *p != '.' && n + 1 < size; p++)
		env[n++] = toupper((unsigned char)*p);
	if (n + 1 < size)
		env[n++] = '_';
	for (p = name; *p && n + 1 < size; p++)
		env[n++] = toupper((unsigned char)*p);
	env[n] = '\0';
}

void kcrypto_host_module_param(const char *module, const char *name,
			       const char *type, void *value)
{
	char env[128];
	char *v, *end;
	long l;

	kcrypto_host_param_env(env, sizeof(env), module, name);
	v = getenv(env);
	if (!v)
		return;
	if (!strcmp(type, "charp")) {
		*(char **)value = v;
		return;
	}
	if (!strcmp(type, "bool")) {
		if (strchr("yY1", v[0]) && (!v[0] || !v[1]))
			*(bool *)value = true;
		else if (strchr("nN0", v[0]) && v[0] && !v[1])
			*(bool *)value = false;
		else
			goto bad;
		return;
	}
	l = strtol(v, &end, 0);
	if (!*v || *end)
		goto bad;
	if (!strcmp(type, "int")) {
		*(int *)value = l;
		return;
	}
	if (!strcmp(type, "uint") && l >= 0) {
		*(unsigned int *)value = l;
		return;
	}
bad:
	fprintf(stderr, "%s=%s: not a valid %s, ignored\n", env, v, type);
}
