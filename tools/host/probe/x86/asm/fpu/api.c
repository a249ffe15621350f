/* <asm/fpu/api.h> (x86): kernel_fpu_begin/end(), irq_fpu_usable() */
void probe_x86_fpu_api(void);
void probe_x86_fpu_api(void)
{
	if (irq_fpu_usable()) {
		kernel_fpu_begin();
		kernel_fpu_end();
	}
}
