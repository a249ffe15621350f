/*
 * <linux/kconfig.h>: IS_ENABLED() in #if and in C
 * (Documentation/process/coding-style.rst, 21)
 */
#if IS_ENABLED(CONFIG_KCRYPTO_PROBE_UNSET)
#error "an unset option is enabled"
#endif

int probe_linux_kconfig(void);
int probe_linux_kconfig(void)
{
	return IS_ENABLED(CONFIG_KCRYPTO_PROBE_UNSET) +
	       IS_BUILTIN(CONFIG_KCRYPTO_PROBE_UNSET) +
	       IS_REACHABLE(CONFIG_KCRYPTO_PROBE_UNSET);
}
