/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host shim: atomic_t, atomic_long_t and atomic64_t on the compiler's
 * __atomic builtins. Plain operations are relaxed, _return and cmpxchg
 * forms are fully ordered, _release/_acquire forms are what they say, as
 * in the kernel's memory model.
 */
#ifndef _KCRYPTO_SHIM_LINUX_ATOMIC_H
#define _KCRYPTO_SHIM_LINUX_ATOMIC_H

#include <linux/build_bug.h>
#include <linux/kmsan-checks.h>
#include <linux/types.h>

typedef struct {
	int counter;
} atomic_t;

typedef struct {
	long counter;
} atomic_long_t;

typedef struct {
	s64 counter;
} atomic64_t;

#define ATOMIC_INIT(i) { (i) }
#define ATOMIC_LONG_INIT(i) { (i) }
#define ATOMIC64_INIT(i) { (i) }

/* The operations of one type: name prefix, atomic type, value type. */
#define __KC_ATOMIC_OPS(pfx, atype, vtype)                                     \
	static inline vtype pfx##_read(const atype *v)                         \
	{                                                                      \
		return __atomic_load_n(&v->counter, __ATOMIC_RELAXED);         \
	}                                                                      \
	static inline vtype pfx##_read_acquire(const atype *v)                 \
	{                                                                      \
		return __atomic_load_n(&v->counter, __ATOMIC_ACQUIRE);         \
	}                                                                      \
	static inline void pfx##_set(atype *v, vtype i)                        \
	{                                                                      \
		__atomic_store_n(&v->counter, i, __ATOMIC_RELAXED);            \
	}                                                                      \
	static inline void pfx##_set_release(atype *v, vtype i)                \
	{                                                                      \
		__atomic_store_n(&v->counter, i, __ATOMIC_RELEASE);            \
	}                                                                      \
	static inline void pfx##_add(vtype i, atype *v)                        \
	{                                                                      \
		__atomic_fetch_add(&v->counter, i, __ATOMIC_RELAXED);          \
	}                                                                      \
	static inline void pfx##_sub(vtype i, atype *v)                        \
	{                                                                      \
		__atomic_fetch_sub(&v->counter, i, __ATOMIC_RELAXED);          \
	}                                                                      \
	static inline void pfx##_inc(atype *v)                                 \
	{                                                                      \
		__atomic_fetch_add(&v->counter, 1, __ATOMIC_RELAXED);          \
	}                                                                      \
	static inline void pfx##_dec(atype *v)                                 \
	{                                                                      \
		__atomic_fetch_sub(&v->counter, 1, __ATOMIC_RELAXED);          \
	}                                                                      \
	static inline vtype pfx##_add_return(vtype i, atype *v)                \
	{                                                                      \
		return __atomic_add_fetch(&v->counter, i, __ATOMIC_SEQ_CST);   \
	}                                                                      \
	static inline vtype pfx##_sub_return(vtype i, atype *v)                \
	{                                                                      \
		return __atomic_sub_fetch(&v->counter, i, __ATOMIC_SEQ_CST);   \
	}                                                                      \
	static inline vtype pfx##_inc_return(atype *v)                         \
	{                                                                      \
		return __atomic_add_fetch(&v->counter, 1, __ATOMIC_SEQ_CST);   \
	}                                                                      \
	static inline vtype pfx##_dec_return(atype *v)                         \
	{                                                                      \
		return __atomic_sub_fetch(&v->counter, 1, __ATOMIC_SEQ_CST);   \
	}                                                                      \
	static inline vtype pfx##_fetch_add(vtype i, atype *v)                 \
	{                                                                      \
		return __atomic_fetch_add(&v->counter, i, __ATOMIC_SEQ_CST);   \
	}                                                                      \
	static inline bool pfx##_dec_and_test(atype *v)                        \
	{                                                                      \
		return pfx##_dec_return(v) == 0;                               \
	}                                                                      \
	static inline vtype pfx##_xchg(atype *v, vtype i)                      \
	{                                                                      \
		return __atomic_exchange_n(&v->counter, i, __ATOMIC_SEQ_CST);  \
	}                                                                      \
	static inline vtype pfx##_cmpxchg(atype *v, vtype old, vtype new_)     \
	{                                                                      \
		__atomic_compare_exchange_n(&v->counter, &old, new_, false,    \
					    __ATOMIC_SEQ_CST,                  \
					    __ATOMIC_SEQ_CST);                 \
		return old;                                                    \
	}                                                                      \
	static inline bool pfx##_try_cmpxchg(atype *v, vtype *old, vtype new_) \
	{                                                                      \
		return __atomic_compare_exchange_n(&v->counter, old, new_,     \
						   false, __ATOMIC_SEQ_CST,    \
						   __ATOMIC_SEQ_CST);          \
	}

__KC_ATOMIC_OPS(atomic, atomic_t, int)
__KC_ATOMIC_OPS(atomic_long, atomic_long_t, long)
__KC_ATOMIC_OPS(atomic64, atomic64_t, s64)

#undef __KC_ATOMIC_OPS

#endif
