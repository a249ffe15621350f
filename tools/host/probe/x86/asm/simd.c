/* <asm/simd.h> (x86): may_use_simd() */
bool probe_x86_simd(void);
bool probe_x86_simd(void)
{
	return may_use_simd();
}
