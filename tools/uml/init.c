// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * The init process of the UML kernel that runs kcrypto's KUnit suites.
 *
 *   linux ... init=/init -- [NAME.PARAM=VALUE...] /modules/a.ko ...
 *	[--run PROG ARG...]
 *
 * NAME.PARAM=VALUE words, before the module paths, give module NAME that
 * parameter when it loads (as modprobe does with such words on the kernel
 * command line, which the kernel itself keeps from loadable modules).
 * Loads each module named on the command line, in order, with finit_module()
 * (KUnit runs a module's suites while it loads and prints their KTAP to the
 * kernel log); with --run, then runs PROG with its arguments and waits for
 * it (tools/clients/ runs its clients so); then removes the modules in
 * reverse order with delete_module(), and powers the machine off. Dependencies are not resolved: name the library
 * modules before the test modules that use them.
 *
 * Progress and errors go to the kernel log (/dev/kmsg), so that they appear
 * in order with KUnit's output. The last line is either
 *   kcrypto-init: done: N loaded, N removed, status ok
 * or the same with "status FAILED"; tools/check/ktap.py checks for it.
 *
 * Built with "gcc -static", so the root file system needs nothing else.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/reboot.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#define MAX_MODULES 64
#define NAME_LEN 64

static int log_fd = -1;

static void say(const char *fmt, ...)
{
	char line[512];
	va_list ap;
	int n, m;

	n = snprintf(line, sizeof(line), "kcrypto-init: ");
	va_start(ap, fmt);
	m = vsnprintf(line + n, sizeof(line) - (size_t)n - 1, fmt, ap);
	va_end(ap);
	if (m < 0)
		m = 0;
	n += m;
	if (n > (int)sizeof(line) - 2)
		n = (int)sizeof(line) - 2;
	line[n++] = '\n';
	if (log_fd < 0 || write(log_fd, line, (size_t)n) < 0)
		(void)!write(2, line, (size_t)n);
}

/* "/modules/kcrypto_blake2b.ko" -> "kcrypto_blake2b", as the kernel names it. */
static int module_name(const char *path, char *name, size_t size)
{
	const char *base = strrchr(path, '/');
	size_t len, i;

	base = base ? base + 1 : path;
	len = strlen(base);
	if (len > 3 && strcmp(base + len - 3, ".ko") == 0)
		len -= 3;
	if (len == 0 || len >= size)
		return -1;
	for (i = 0; i < len; i++)
		name[i] = base[i] == '-' ? '_' : base[i];
	name[len] = '\0';
	return 0;
}

static void ensure_mounted(const char *dir, const char *type)
{
	struct stat st;

	if (stat(dir, &st) != 0)
		mkdir(dir, 0755);
	if (mount("none", dir, type, 0, NULL) != 0 && errno != EBUSY)
		say("mount %s on %s: %s", type, dir, strerror(errno));
}

/* Run argv[0] with its arguments; 0 when it exits with status 0. */
static int run(char **argv)
{
	int status;
	pid_t pid;

	say("running %s", argv[0]);
	pid = fork();
	if (pid < 0) {
		say("fork: %s", strerror(errno));
		return -1;
	}
	if (pid == 0) {
		execv(argv[0], argv);
		say("exec %s: %s", argv[0], strerror(errno));
		_exit(127);
	}
	while (waitpid(pid, &status, 0) < 0) {
		if (errno != EINTR) {
			say("waitpid: %s", strerror(errno));
			return -1;
		}
	}
	if (WIFEXITED(status)) {
		say("%s exited with status %d", argv[0], WEXITSTATUS(status));
		return WEXITSTATUS(status) ? -1 : 0;
	}
	say("%s killed by signal %d", argv[0],
	    WIFSIGNALED(status) ? WTERMSIG(status) : 0);
	return -1;
}

/*
 * The parameters that argv[1..first - 1] give module @name, as
 * finit_module() takes them: "PARAM=VALUE PARAM=VALUE". -1 if too long.
 */
static int module_params(char **argv, int first, const char *name, char *buf,
			 size_t size)
{
	size_t len = strlen(name), used = 0;
	int i, n;

	buf[0] = '\0';
	for (i = 1; i < first; i++) {
		if (strncmp(argv[i], name, len) != 0 || argv[i][len] != '.')
			continue;
		n = snprintf(buf + used, size - used, "%s%s", used ? " " : "",
			     argv[i] + len + 1);
		if (n < 0 || (size_t)n >= size - used)
			return -1;
		used += (size_t)n;
	}
	return 0;
}

static void power_off(void)
{
	sync();
	reboot(RB_POWER_OFF);
	/* Not reached; init must never exit. */
	for (;;)
		pause();
}

int main(int argc, char **argv)
{
	static char names[MAX_MODULES][NAME_LEN];
	int loaded = 0, removed = 0, failed = 0;
	char taint[32] = "?";
	char params[256];
	char **prog = NULL;
	int i, fd, first;

	ensure_mounted("/dev", "devtmpfs");
	ensure_mounted("/proc", "proc");
	log_fd = open("/dev/kmsg", O_WRONLY | O_CLOEXEC);

	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--run") == 0 && i + 1 < argc) {
			prog = &argv[i + 1];
			argc = i;
			break;
		}
	}
	for (first = 1; first < argc; first++) {
		if (argv[first][0] == '/' || !strchr(argv[first], '='))
			break;
	}
	if (argc - first > MAX_MODULES) {
		say("too many modules (%d, at most %d)", argc - first,
		    MAX_MODULES);
		argc = first;
		failed = 1;
	}
	say("begin: %d modules", argc - first);

	for (i = first; i < argc; i++) {
		if (module_name(argv[i], names[loaded], NAME_LEN) != 0) {
			say("bad module path %s", argv[i]);
			failed = 1;
			break;
		}
		fd = open(argv[i], O_RDONLY | O_CLOEXEC);
		if (fd < 0) {
			say("open %s: %s", argv[i], strerror(errno));
			failed = 1;
			break;
		}
		if (module_params(argv, first, names[loaded], params,
				  sizeof(params)) != 0) {
			say("parameters of %s too long", names[loaded]);
			close(fd);
			failed = 1;
			break;
		}
		if (params[0])
			say("parameters of %s: %s", names[loaded], params);
		say("loading %s", names[loaded]);
		if (syscall(SYS_finit_module, fd, params, 0) != 0) {
			say("finit_module %s: %s", argv[i], strerror(errno));
			close(fd);
			failed = 1;
			break;
		}
		close(fd);
		loaded++;
	}

	if (prog && !failed && run(prog) != 0)
		failed = 1;

	for (i = loaded - 1; i >= 0; i--) {
		if (syscall(SYS_delete_module, names[i], O_NONBLOCK) != 0) {
			say("delete_module %s: %s", names[i], strerror(errno));
			failed = 1;
			continue;
		}
		removed++;
	}

	fd = open("/proc/sys/kernel/tainted", O_RDONLY | O_CLOEXEC);
	if (fd >= 0) {
		ssize_t n = read(fd, taint, sizeof(taint) - 1);

		taint[n > 0 ? n : 0] = '\0';
		taint[strcspn(taint, "\n")] = '\0';
		close(fd);
	}
	say("done: %d loaded, %d removed, taint %s, status %s", loaded, removed,
	    taint, failed ? "FAILED" : "ok");
	power_off();
	return 0;
}
