// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * Negative controls for check-asan and check-valgrind: each mode makes one
 * deliberate error that the checker must report (and fail on), so a
 * sanitizer or valgrind setup that silently reports nothing can't pass.
 *
 *   sanitizer-control heap-overflow   read one byte past a heap buffer
 *   sanitizer-control shift           shift a 32-bit value by 32 (UBSan)
 *   sanitizer-control uninit          branch on uninitialized heap memory
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static volatile int sink;

int main(int argc, char **argv)
{
	const char *mode = argc > 1 ? argv[1] : "";
	volatile unsigned int amount = 32;

	if (!strcmp(mode, "heap-overflow")) {
		char *p = (char *)malloc(16);

		memset(p, 1, 16);
		sink = p[16];
		free(p);
	} else if (!strcmp(mode, "shift")) {
		sink = (int)(1u << amount);
	} else if (!strcmp(mode, "uninit")) {
		int *p = (int *)malloc(sizeof(*p));

		if (*p == 42)
			sink = 1;
		free(p);
	} else {
		fprintf(stderr, "usage: sanitizer-control MODE\n");
		return 2;
	}
	printf("sanitizer-control: %s not detected\n", mode);
	return 0;
}
