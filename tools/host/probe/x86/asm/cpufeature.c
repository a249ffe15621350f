/* <asm/cpufeature.h> (x86): boot_cpu_has() and the X86_FEATURE_ bits */
int probe_x86_cpufeature(void);
int probe_x86_cpufeature(void)
{
	return boot_cpu_has(X86_FEATURE_SSSE3) + boot_cpu_has(X86_FEATURE_AVX) +
	       boot_cpu_has(X86_FEATURE_AVX2) + boot_cpu_has(X86_FEATURE_BMI2) +
	       boot_cpu_has(X86_FEATURE_BMI1) +
	       static_cpu_has(X86_FEATURE_SHA_NI) +
	       cpu_feature_enabled(X86_FEATURE_AVX512VL);
}
