/* <asm/processor.h> (x86): boot_cpu_data, X86_VENDOR_* */
int probe_x86_processor(void);
int probe_x86_processor(void)
{
	return (boot_cpu_data.x86_vendor == X86_VENDOR_ZHAOXIN) +
	       boot_cpu_data.x86 + boot_cpu_data.x86_model;
}
