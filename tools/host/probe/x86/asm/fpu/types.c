/* <asm/fpu/types.h> (x86): the XFEATURE_MASK_ bits */
u64 probe_x86_fpu_types(void);
u64 probe_x86_fpu_types(void)
{
	return XFEATURE_MASK_FP | XFEATURE_MASK_SSE | XFEATURE_MASK_YMM |
	       XFEATURE_MASK_AVX512;
}
