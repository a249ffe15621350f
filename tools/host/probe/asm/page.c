/* <asm/page.h>: PAGE_SIZE, PAGE_SHIFT, PAGE_MASK */
unsigned long probe_asm_page(unsigned long addr);
unsigned long probe_asm_page(unsigned long addr)
{
	return (addr & PAGE_MASK) + PAGE_SIZE + (1UL << PAGE_SHIFT);
}
