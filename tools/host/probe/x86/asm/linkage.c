/* <asm/linkage.h> (x86): nothing for C, RET and the alignment for assembly */
