/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host shim internals shared by the kernel-shaped headers; not a kernel
 * header, and never included by library or test sources directly.
 *
 * KCRYPTO_FORCE_GENERIC=1 in the environment hides every CPU feature from
 * the arch glue (boot_cpu_has(), elf_hwcap, cpu_have_named_feature() all
 * answer "no"), so the same binary runs the generic code. It is read once,
 * before any module_init() runs. KCRYPTO_CLEARCPUID=avx2,bmi2 hides only
 * the x86 features named (as /proc/cpuinfo names them), as the kernel's
 * clearcpuid= does but without clearing the features that depend on them,
 * so a test can make any CPU, e.g. one with AVX-512F and no AVX2, as the
 * kernel may boot on (kcrypto_host_cpu_cleared()).
 *
 * kcrypto_host_module_param() sets a module parameter from the environment,
 * see <linux/moduleparam.h>.
 *
 * The test instrumentation, only with -DKCRYPTO_HOST_INSTRUMENTED (the
 * KUnit programs and kcrypto-kunit.pc; never libkcrypto.a, libkcrypto.so,
 * kcrypto.pc or the benchmark, which a program links for speed alone):
 *
 * kcrypto_host_simd_sections counts kernel_fpu_begin()/kernel_neon_begin()
 * calls, so a host test can prove that the accelerated path really ran.
 * It and kcrypto_host_irq are per thread (__kcrypto_host_percpu): each
 * thread is a CPU of its own.
 *
 * Interrupt context (<kunit/run-in-irq-context.h>): while
 * kunit_run_irq_test() runs, a timer signal's handler is the "hardirq",
 * and the work it does on the way out, with the signal unblocked again, is
 * the "softirq". kcrypto_host_irq tracks where the thread is, so that
 * in_hardirq(), in_serving_softirq(), irq_fpu_usable() and may_use_simd()
 * answer as a kernel would there. A kernel-mode SIMD section
 * (kernel_fpu_begin(), kernel_neon_begin()) sets simd_busy, which, as in
 * the kernel, also keeps softirqs from running until it ends.
 *
 * Without it a thread is always in task context, a SIMD section is no
 * code at all, and the SIMD registers are always usable: the shim's
 * kernel_fpu_begin(), irq_fpu_usable() and friends fold to constants, and
 * the library has none of the symbols above (make check-install proves it).
 * KCRYPTO_FORCE_GENERIC=1 still hides the CPU features from the glue's
 * choice at init, so no SIMD path is taken.
 */
#ifndef _KCRYPTO_HOST_H
#define _KCRYPTO_HOST_H

#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Initial-exec: a thread's copy is at a fixed offset from its thread
 * pointer, also in the shared library, with no __tls_get_addr() call.
 */
#define __kcrypto_host_percpu                                                  \
	__thread __attribute__((tls_model("initial-exec")))

bool kcrypto_host_force_generic(void);
bool kcrypto_host_cpu_cleared(const char *name);
bool kcrypto_host_log(void);
void kcrypto_host_module_param(const char *module, const char *name,
			       const char *type, void *value);
#ifdef KCRYPTO_HOST_INSTRUMENTED
extern __kcrypto_host_percpu unsigned long kcrypto_host_simd_sections;

struct kcrypto_host_irq_state {
	int hardirq; /* nesting depth of "hardirq" handlers */
	int softirq; /* serving a "softirq" */
	int simd_busy; /* inside a kernel-mode SIMD section */
};

extern __kcrypto_host_percpu struct kcrypto_host_irq_state kcrypto_host_irq;
#define kcrypto_host_irq_read(field)                                           \
	__atomic_load_n(&kcrypto_host_irq.field, __ATOMIC_RELAXED)

/* SIMD hidden from the glue (KCRYPTO_FORCE_GENERIC=1) also at run time. */
#define kcrypto_host_simd_hidden() kcrypto_host_force_generic()

/* Enter and leave a kernel-mode SIMD section: count it, mark it busy. */
void kcrypto_host_simd_begin(void);
void kcrypto_host_simd_end(void);
#else
#define kcrypto_host_irq_read(field) 0
#define kcrypto_host_simd_hidden() false
static inline void kcrypto_host_simd_begin(void)
{
}

static inline void kcrypto_host_simd_end(void)
{
}
#endif

#ifdef __cplusplus
}

/*
 * What kmalloc(), vmalloc() and kunit_kmalloc() return in C++: a pointer
 * that converts to any object pointer, as void * does in C, so that kernel
 * code like "u8 *buf = kmalloc(len, GFP_KERNEL);" compiles as C++ too.
 */
struct kcrypto_host_ptr {
	void *p;

	template <typename T>
	operator T *() const
	{
		return static_cast<T *>(p);
	}
	explicit operator bool() const
	{
		return p != nullptr;
	}
};
#define KCRYPTO_HOST_PTR(expr) (kcrypto_host_ptr{ (expr) })
#else
#define KCRYPTO_HOST_PTR(expr) (expr)
#endif

/* <linux/vmalloc.h>: pages that end at a page boundary, then a hole. */
#ifdef __cplusplus
extern "C" {
#endif
void *kcrypto_host_vmalloc(unsigned long size, bool zero);
void kcrypto_host_vfree(const void *addr);
#ifdef __cplusplus
}
#endif

#endif
