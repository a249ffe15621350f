// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * Copy /proc/crypto into the kernel log, one "proc-crypto: LINE" record per
 * line, so that a kernel booted with only a static init (tools/uml/init.c,
 * "--run /proc-crypto") shows in its console log which crypto API drivers
 * registered and whether they passed their self-tests.
 *
 * Built with "gcc -static" for the guest; exits 0 when it copied the file.
 */
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int main(void)
{
	char line[512], rec[600];
	FILE *in = fopen("/proc/crypto", "r");
	int out = open("/dev/kmsg", O_WRONLY | O_CLOEXEC);
	int n;

	if (!in || out < 0) {
		perror("proc-crypto: /proc/crypto or /dev/kmsg");
		return 1;
	}
	while (fgets(line, sizeof(line), in)) {
		line[strcspn(line, "\n")] = '\0';
		n = snprintf(rec, sizeof(rec), "proc-crypto: %s\n", line);
		if (n < 0 || write(out, rec, (size_t)n) != n) {
			perror("proc-crypto: write");
			return 1;
		}
	}
	fclose(in);
	close(out);
	return 0;
}
