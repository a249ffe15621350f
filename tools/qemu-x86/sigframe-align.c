// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * Reproducer: qemu-x86_64 (user mode, Debian's qemu 7.2) enters a signal
 * handler with the stack pointer 16-byte aligned. The x86-64 ABI, and the
 * Linux kernel's signal frame, have %rsp at 8 mod 16 on a function's
 * entry, as a call leaves it. Code the handler calls that keeps 16-byte
 * locals with aligned SSE stores (movaps, as gcc emits for an inlined
 * sha256_init()) then faults: the SIGSEGV of test_hash_interrupt_context
 * under qemu-x86_64, whose SIGALRM handler is the shim's hardirq
 * (tools/host/shim.c, which now realigns its stack on entry).
 *
 *   gcc -O2 -o /tmp/sigframe-align tools/qemu-x86/sigframe-align.c
 *   /tmp/sigframe-align                      # 0 of 1 entered misaligned
 *   qemu-x86_64 -cpu max /tmp/sigframe-align # 1 of 1 ..., exit status 1
 *
 * Every -cpu model gives the same. qemu-i386 is not affected.
 */
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static volatile unsigned long got, misaligned;

/*
 * entry_sp() returns %rsp as it finds it: a caller that keeps the ABI's
 * alignment calls it with %rsp at 0 mod 16, so it sees 8 mod 16.
 */
unsigned long entry_sp(void);
asm(".text\n"
    ".globl entry_sp\n"
    ".type entry_sp, @function\n"
    "entry_sp:\n"
    "\tmovq %rsp, %rax\n"
    "\tret\n"
    ".size entry_sp, .-entry_sp\n");

static unsigned int entry_sp_mod16(void)
{
	return entry_sp() % 16;
}

static void handler(int sig)
{
	(void)sig;
	got++;
	if (entry_sp_mod16() != 8)
		misaligned++;
}

int main(void)
{
	struct sigaction sa;

	if (entry_sp_mod16() != 8) {
		printf("a plain call is misaligned: not an x86-64 ABI build\n");
		return 2;
	}
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = handler;
	sigaction(SIGALRM, &sa, NULL);
	raise(SIGALRM);
	printf("%lu of %lu signal handlers entered with a misaligned stack\n",
	       misaligned, got);
	return misaligned != 0;
}
