// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * The init process of the kernels that run kcrypto's KUnit suites: UML
 * (tools/uml/kunit.sh, tools/uml/forced-paths.sh, tools/clients/) and the
 * qemu ARM and arm64 boots (tools/qemu-arm/, tools/qemu-arm64/).
 *
 *   linux ... init=/init -- /modules/a.ko ... [--run PROG ARG...]
 *
 * Loads each module named on the command line, in order, with finit_module()
 * (KUnit runs a module's suites while it loads and prints their KTAP to the
 * kernel log); with --run, then runs PROG with its arguments and waits for
 * it (tools/clients/ runs its clients so); then removes the modules in
 * reverse order with delete_module(), and powers the machine off.
 * Dependencies are not resolved: name the library modules before the test
 * modules that use them.
 *
 * Module parameters come from the file "module-params" beside init
 * (/module-params for init=/init), which the boot scripts write into the
 * root they boot (tools/uml/stage-modules.sh: stage_params), not from the
 * command line: the kernel gives init at most 31 arguments besides its
 * name (MAX_INIT_ARGS, 32), panics before the console is up when there are
 * more, and the module paths already take most of them. The file:
 *
 *   # A comment, to the end of the line.
 *   kcrypto_sha256.impl=generic kcrypto_sha512.impl=generic
 *   kcrypto_sha3.impl=generic
 *
 * words separated by blanks or newlines, each NAME.PARAM=VALUE: module NAME
 * (as the kernel names it: "-" in a file name is "_") gets PARAM=VALUE
 * when it loads, as modprobe gives it such words on the kernel command
 * line, which the kernel itself keeps from loadable modules. VALUE holds
 * no blank and no quote. No file: no parameters. A word of another form, a
 * file over 4 KiB, or a word whose module is not loaded fails the boot
 * (status FAILED below). A NAME.PARAM=VALUE word among init's arguments
 * fails it too, naming the file, so that a script of the old form is told.
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
#define PARAMS_FILE "module-params"
#define PARAMS_SIZE 4096
#define MAX_PARAMS 64

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

/* The words of the parameters file, and which a loaded module took. */
static char params_text[PARAMS_SIZE];
static char *param_words[MAX_PARAMS];
static int param_taken[MAX_PARAMS];
static int nr_params;

/* NAME.PARAM=VALUE, NAME and PARAM not empty, no quote. */
static int param_word_ok(const char *word)
{
	const char *dot = strchr(word, '.'), *eq = strchr(word, '=');

	return dot && eq && dot > word && eq > dot + 1 && !strpbrk(word, "\"'");
}

/*
 * Read the parameters file beside init (@self: argv[0]) into param_words.
 * 0 when it was read or is absent; -1, logged, when it is bad.
 */
static int read_params(const char *self)
{
	const char *slash = strrchr(self, '/');
	char path[256], *p, *end;
	ssize_t len = 0, n;
	int fd, comment;

	if (slash)
		snprintf(path, sizeof(path), "%.*s/%s", (int)(slash - self),
			 self, PARAMS_FILE);
	else
		snprintf(path, sizeof(path), "%s", PARAMS_FILE);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		if (errno == ENOENT)
			return 0;
		say("open %s: %s", path, strerror(errno));
		return -1;
	}
	while ((n = read(fd, params_text + len,
			 sizeof(params_text) - (size_t)len)) > 0) {
		len += n;
		if (len == sizeof(params_text))
			break;
	}
	close(fd);
	if (n < 0 || len == sizeof(params_text)) {
		say("%s: %s", path,
		    n < 0 ? strerror(errno) : "over 4 KiB (PARAMS_SIZE)");
		return -1;
	}
	params_text[len] = '\0';
	for (p = params_text; *p;) {
		if (*p == '#') {
			p += strcspn(p, "\n");
			continue;
		}
		if (strchr(" \t\r\n", *p)) {
			p++;
			continue;
		}
		end = p + strcspn(p, " \t\r\n#");
		comment = *end == '#';
		if (*end)
			*end++ = '\0';
		if (comment)
			end += strcspn(end, "\n");
		if (!param_word_ok(p)) {
			say("%s: '%s' is not NAME.PARAM=VALUE", path, p);
			return -1;
		}
		if (nr_params == MAX_PARAMS) {
			say("%s: over %d words", path, MAX_PARAMS);
			return -1;
		}
		param_words[nr_params++] = p;
		p = end;
	}
	return 0;
}

/*
 * The parameters that the file gives module @name, as finit_module() takes
 * them: "PARAM=VALUE PARAM=VALUE". -1 if too long.
 */
static int module_params(const char *name, char *buf, size_t size)
{
	size_t len = strlen(name), used = 0;
	int i, n;

	buf[0] = '\0';
	for (i = 0; i < nr_params; i++) {
		if (strncmp(param_words[i], name, len) != 0 ||
		    param_words[i][len] != '.')
			continue;
		n = snprintf(buf + used, size - used, "%s%s", used ? " " : "",
			     param_words[i] + len + 1);
		if (n < 0 || (size_t)n >= size - used)
			return -1;
		used += (size_t)n;
		param_taken[i] = 1;
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
	int i, fd;

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
	if (read_params(argv[0]) != 0) {
		argc = 1;
		failed = 1;
	}
	if (argc - 1 > MAX_MODULES) {
		say("too many modules (%d, at most %d)", argc - 1, MAX_MODULES);
		argc = 1;
		failed = 1;
	}
	say("begin: %d modules", argc - 1);

	for (i = 1; i < argc; i++) {
		if (strchr(argv[i], '=') && !strchr(argv[i], '/')) {
			say("%s: not a module path (module parameters go in %s beside init)",
			    argv[i], PARAMS_FILE);
			failed = 1;
			break;
		}
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
		if (module_params(names[loaded], params, sizeof(params)) != 0) {
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
	/* A word no module took: a typo, or a module not named to load. */
	for (i = 0; i < nr_params && loaded == argc - 1; i++) {
		if (!param_taken[i]) {
			say("%s: %s names no loaded module", PARAMS_FILE,
			    param_words[i]);
			failed = 1;
		}
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
