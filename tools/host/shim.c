// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * Host shim: the few objects the kernel-shaped headers under
 * tools/host/include/ need a single definition of.
 */
#include <linux/bug.h>
#include <ctype.h>
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/time.h>
#include <unistd.h>
#include <kcrypto-host.h>
#include <linux/ktime.h>
#ifdef KCRYPTO_HOST_INSTRUMENTED
#include <kunit/run-in-irq-context.h>
#endif

unsigned long kcrypto_host_warnings;

bool kcrypto_host_force_generic(void)
{
	static int force = -1;

	if (force < 0) {
		const char *v = getenv("KCRYPTO_FORCE_GENERIC");

		force = v && *v && strcmp(v, "0") != 0;
	}
	return force;
}

/* Whether KCRYPTO_CLEARCPUID (comma-separated) names @name. */
bool kcrypto_host_cpu_cleared(const char *name)
{
	const char *list = getenv("KCRYPTO_CLEARCPUID");
	size_t n = strlen(name);

	while (n && list && *list) {
		if (!strncmp(list, name, n) && (list[n] == ',' || !list[n]))
			return true;
		list = strchr(list, ',');
		if (list)
			list++;
	}
	return false;
}

/* pr_info() prints only with KCRYPTO_LOG=1, see <linux/printk.h>. */
bool kcrypto_host_log(void)
{
	static int log = -1;

	if (log < 0) {
		const char *v = getenv("KCRYPTO_LOG");

		log = v && *v && strcmp(v, "0") != 0;
	}
	return log;
}

/* "lib/crypto/sha256.c" or "kcrypto_sha256" and "impl": KCRYPTO_SHA256_IMPL */
static void kcrypto_host_param_env(char *env, size_t size, const char *module,
				   const char *name)
{
	const char *base = strrchr(module, '/');
	size_t n = 0;
	const char *p;

	base = base ? base + 1 : module;
	if (strncmp(base, "kcrypto_", 8) != 0)
		n = snprintf(env, size, "KCRYPTO_");
	for (p = base; *p && *p != '.' && n + 1 < size; p++)
		env[n++] = toupper((unsigned char)*p);
	if (n + 1 < size)
		env[n++] = '_';
	for (p = name; *p && n + 1 < size; p++)
		env[n++] = toupper((unsigned char)*p);
	env[n] = '\0';
}

void kcrypto_host_module_param(const char *module, const char *name,
			       const char *type, void *value)
{
	char env[128];
	char *v, *end;
	long l;

	kcrypto_host_param_env(env, sizeof(env), module, name);
	v = getenv(env);
	if (!v)
		return;
	if (!strcmp(type, "charp")) {
		*(char **)value = v;
		return;
	}
	if (!strcmp(type, "bool")) {
		if (strchr("yY1", v[0]) && (!v[0] || !v[1]))
			*(bool *)value = true;
		else if (strchr("nN0", v[0]) && v[0] && !v[1])
			*(bool *)value = false;
		else
			goto bad;
		return;
	}
	l = strtol(v, &end, 0);
	if (!*v || *end)
		goto bad;
	if (!strcmp(type, "int")) {
		*(int *)value = l;
		return;
	}
	if (!strcmp(type, "uint") && l >= 0) {
		*(unsigned int *)value = l;
		return;
	}
bad:
	fprintf(stderr, "%s=%s: not a valid %s, ignored\n", env, v, type);
}

/* --- the test instrumentation: SIMD sections, interrupt context --------- */

/*
 * Only in the test programs' build (kcrypto-host.h): the library programs
 * link has no counter, no busy flag and no interrupt emulation, and
 * make check-install fails on any symbol of this section in it.
 */
#ifdef KCRYPTO_HOST_INSTRUMENTED
__kcrypto_host_percpu unsigned long kcrypto_host_simd_sections;
__kcrypto_host_percpu struct kcrypto_host_irq_state kcrypto_host_irq;
static __kcrypto_host_percpu unsigned long kcrypto_host_simd_nested;

/*
 * Each thread is a CPU of its own, and only it and its signal handlers
 * touch its counts: a load and a store each (no locked instruction, which
 * would cost every SIMD section tens of cycles) are enough, because a
 * handler that interrupts between them leaves the count as it found it.
 */
#define kcrypto_host_add(var, n)                                               \
	__atomic_store_n(&(var),                                               \
			 __atomic_load_n(&(var), __ATOMIC_RELAXED) + (n),      \
			 __ATOMIC_RELAXED)

void kcrypto_host_simd_begin(void)
{
	kcrypto_host_add(kcrypto_host_simd_sections, 1);
	if (__atomic_load_n(&kcrypto_host_irq.simd_busy, __ATOMIC_RELAXED))
		kcrypto_host_simd_nested++;
	kcrypto_host_add(kcrypto_host_irq.simd_busy, 1);
	barrier();
}

void kcrypto_host_simd_end(void)
{
	barrier();
	kcrypto_host_add(kcrypto_host_irq.simd_busy, -1);
}

/*
 * The time from the end of one hardirq to the next, in microseconds. The
 * timer is one-shot and the handler arms it again as it leaves, so however
 * long a call takes (valgrind makes a SHA-512 call take longer than the
 * period), the context it interrupted always gets a period to go on in; a
 * periodic timer would start the next hardirq as soon as the last one
 * returned and keep a softirq from ever finishing.
 */
#define KCRYPTO_HOST_IRQ_PERIOD_US 50
#define KCRYPTO_HOST_IRQ_MAX_NS 1000000000ULL

enum { KC_TASK, KC_SOFTIRQ, KC_HARDIRQ };

struct kcrypto_host_irq_run {
	bool (*func)(void *);
	void *state;
	unsigned long max_calls;
	unsigned long calls[3];
	unsigned long failed[3];
	unsigned long total;
	u64 start;
	int stop;
};

static struct kcrypto_host_irq_run *volatile kcrypto_host_irq_run;

static void kcrypto_host_irq_call(struct kcrypto_host_irq_run *r, int ctx)
{
	if (__atomic_load_n(&r->stop, __ATOMIC_RELAXED))
		return;
	/*
	 * The clock every 16 calls: under valgrind it is a system call, where
	 * a pending signal is delivered, and one per call would put nearly
	 * every hardirq there, outside any SIMD section.
	 */
	if (!(r->calls[ctx] % 16) &&
	    ktime_get_ns() - r->start >= KCRYPTO_HOST_IRQ_MAX_NS) {
		__atomic_store_n(&r->stop, 1, __ATOMIC_RELAXED);
		return;
	}
	if (!r->func(r->state))
		r->failed[ctx]++;
	r->calls[ctx]++;
	/* Go on until every context has run once (within the time limit). */
	if (++r->total >= r->max_calls && r->calls[KC_SOFTIRQ] &&
	    r->calls[KC_HARDIRQ])
		__atomic_store_n(&r->stop, 1, __ATOMIC_RELAXED);
}

/* The next hardirq, a period from now, unless the run is over. */
static void kcrypto_host_irq_arm(struct kcrypto_host_irq_run *r)
{
	struct itimerval once = { { 0, 0 }, { 0, KCRYPTO_HOST_IRQ_PERIOD_US } };

	if (!__atomic_load_n(&r->stop, __ATOMIC_RELAXED))
		setitimer(ITIMER_REAL, &once, NULL);
}

/*
 * force_align_arg_pointer: qemu-x86_64 (user mode, 7.2) enters a signal
 * handler with %rsp 16-byte aligned, where the x86-64 ABI (and the Linux
 * kernel) has it at 8 mod 16, as after a call; the compiler's aligned
 * stack stores (movaps) in the hash code the handler calls then fault.
 * tools/qemu-x86/sigframe-align.c shows it. The attribute realigns the
 * stack on entry and costs a few instructions per signal.
 */
#if defined(__x86_64__) || defined(__i386__)
static void kcrypto_host_irq_handler(int sig)
	__attribute__((force_align_arg_pointer));
#endif

static void kcrypto_host_irq_handler(int sig)
{
	struct kcrypto_host_irq_run *r = kcrypto_host_irq_run;
	int saved_errno = errno;
	sigset_t set;

	(void)sig;
	if (!r)
		return;
	/* hardirq: SIGALRM is blocked while the handler runs */
	__atomic_store_n(&kcrypto_host_irq.hardirq, 1, __ATOMIC_RELAXED);
	barrier();
	kcrypto_host_irq_call(r, KC_HARDIRQ);
	barrier();
	__atomic_store_n(&kcrypto_host_irq.hardirq, 0, __ATOMIC_RELAXED);
	kcrypto_host_irq_arm(r);

	/* irq_exit(): softirqs, unless one runs or they are disabled */
	if (!__atomic_load_n(&kcrypto_host_irq.softirq, __ATOMIC_RELAXED) &&
	    !__atomic_load_n(&kcrypto_host_irq.simd_busy, __ATOMIC_RELAXED)) {
		__atomic_store_n(&kcrypto_host_irq.softirq, 1,
				 __ATOMIC_RELAXED);
		barrier();
		sigemptyset(&set);
		sigaddset(&set, SIGALRM);
		sigprocmask(SIG_UNBLOCK, &set, NULL);
		kcrypto_host_irq_call(r, KC_SOFTIRQ);
		sigprocmask(SIG_BLOCK, &set, NULL);
		barrier();
		__atomic_store_n(&kcrypto_host_irq.softirq, 0,
				 __ATOMIC_RELAXED);
	}
	errno = saved_errno;
}

void kcrypto_host_run_irq_test(bool (*func)(void *), int max_iterations,
			       void *state, struct kcrypto_host_irq_result *res)
{
	struct itimerval off = { { 0, 0 }, { 0, 0 } };
	static const struct timespec zero = { 0, 0 };
	struct kcrypto_host_irq_run r;
	struct sigaction sa, old_sa;
	sigset_t set, old_set, pending;
	int i;

	memset(&r, 0, sizeof(r));
	r.func = func;
	r.state = state;
	r.max_calls = max_iterations > 0 ? max_iterations : 1;
	kcrypto_host_simd_nested = 0;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = kcrypto_host_irq_handler;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGALRM, &sa, &old_sa);
	sigemptyset(&set);
	sigaddset(&set, SIGALRM);
	sigprocmask(SIG_UNBLOCK, &set, &old_set);
	kcrypto_host_irq_run = &r;
	r.start = ktime_get_ns();
	barrier();
	kcrypto_host_irq_arm(&r);
	while (!__atomic_load_n(&r.stop, __ATOMIC_RELAXED))
		kcrypto_host_irq_call(&r, KC_TASK);
	setitimer(ITIMER_REAL, &off, NULL);

	/* Take a SIGALRM still pending, then put everything back. */
	sigprocmask(SIG_BLOCK, &set, NULL);
	kcrypto_host_irq_run = NULL;
	sigpending(&pending);
	if (sigismember(&pending, SIGALRM))
		sigtimedwait(&set, NULL, &zero);
	sigaction(SIGALRM, &old_sa, NULL);
	sigprocmask(SIG_SETMASK, &old_set, NULL);

	for (i = 0; i < 3; i++) {
		res->calls[i] = r.calls[i];
		res->failed[i] = r.failed[i];
	}
	res->nested_simd = kcrypto_host_simd_nested;
}
#endif /* KCRYPTO_HOST_INSTRUMENTED */

/* --- vmalloc() with a guard page ----------------------------------------- */

/*
 * [header page][data pages, the data ending at their end][PROT_NONE page]
 * The header page holds the size of the whole mapping.
 */
void *kcrypto_host_vmalloc(unsigned long size, bool zero)
{
	size_t page = (size_t)sysconf(_SC_PAGESIZE);
	size_t data = (size ? size : 1);
	size_t pages = (data + page - 1) / page;
	size_t total = (pages + 2) * page;
	u8 *base;

	if (size > (size_t)-1 / 2)
		return NULL;
	base = (u8 *)mmap(NULL, total, PROT_READ | PROT_WRITE,
			  MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (base == MAP_FAILED)
		return NULL;
	if (mprotect(base + total - page, page, PROT_NONE)) {
		munmap(base, total);
		return NULL;
	}
	*(size_t *)base = total;
	/* mmap() gives zeroed pages; vmalloc() doesn't promise them. */
	if (!zero)
		memset(base + total - page - data, 0x6b, data);
	return base + total - page - data;
}

void kcrypto_host_vfree(const void *addr)
{
	size_t page = (size_t)sysconf(_SC_PAGESIZE);
	u8 *base;

	if (!addr)
		return;
	base = (u8 *)((uintptr_t)addr & ~(uintptr_t)(page - 1)) - page;
	munmap(base, *(size_t *)base);
}
