/* <linux/linkage.h>: asmlinkage for C declarations of assembly functions */
asmlinkage void probe_linkage_asm_function(u32 *state, const u8 *data);
