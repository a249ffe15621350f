// SPDX-License-Identifier: GPL-2.0-only OR MIT
//
// Host KUnit runtime: runs the suites registered by kunit_test_suites() and
// prints KTAP version 1, in the layout the kernel's KUnit executor uses, so
// that tools/testing/kunit/kunit.py parse reads it.
//
// Usage: <test binary> [--filter_glob=GLOB | kunit.filter_glob=GLOB]
//                      [--list] [--counts=FILE] [--help]
//
// Suites run in registration order (link order of the test objects, then
// order within kunit_test_suites()). A filter is "suite_glob[.case_glob]"
// with fnmatch-style wildcards, as in the kernel, or several of them
// separated by commas; KUNIT_FILTER_GLOB in the environment is used when
// no filter is given on the command line.
//
// Exit status: 0 if every selected case passed or was skipped, 1 if any
// failed, 2 on a usage error or when nothing was selected (no suite
// registered, or a filter that matches no case: a typo must not pass).

// The C++ library first: <kunit/test.h> brings in the kernel's min() and
// max() macros, as the kernel's does, and <vector> must not see them.
#include <cerrno>
#include <csetjmp>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <csignal>
#include <fnmatch.h>
#include <unistd.h>
#include <string>
#include <vector>

#define KUNIT_HOST_RUNTIME 1
#include <kunit/test.h>

namespace {

constexpr int kSuiteIndent = 4; // lines of a suite (its cases' results)
constexpr int kParamIndent = 8; // lines of a parameterized case's subtest

struct Resource {
	kunit_action_t *action;
	void *ctx;
};

// Runtime state of one run of a test case (one parameter).
struct TestState {
	std::jmp_buf env;
	bool armed = false; // env is valid: __kunit_abort() may longjmp
	int indent = kSuiteIndent;
	std::vector<Resource> resources;
};

struct Stats {
	unsigned long passed = 0, failed = 0, skipped = 0;

	void add(kunit_status s)
	{
		if (s == KUNIT_SUCCESS)
			passed++;
		else if (s == KUNIT_FAILURE)
			failed++;
		else
			skipped++;
	}
	void add(const Stats &o)
	{
		passed += o.passed;
		failed += o.failed;
		skipped += o.skipped;
	}
	unsigned long total() const
	{
		return passed + failed + skipped;
	}
};

std::vector<kunit_suite *> &registry()
{
	static std::vector<kunit_suite *> suites;
	return suites;
}

thread_local kunit *current_test;

TestState *state_of(kunit *test)
{
	return test ? static_cast<TestState *>(test->host) : nullptr;
}

int indent_of(kunit *test)
{
	TestState *st = state_of(test);
	return st ? st->indent : kSuiteIndent;
}

// Prints one line per line of @text, each at @indent columns.
void print_lines(int indent, const std::string &text)
{
	size_t pos = 0;
	do {
		size_t nl = text.find('\n', pos);
		size_t end = nl == std::string::npos ? text.size() : nl;
		std::printf("%*s%.*s\n", indent, "", (int)(end - pos),
			    text.c_str() + pos);
		pos = nl == std::string::npos ? nl : nl + 1;
	} while (pos != std::string::npos && pos < text.size());
}

std::string vformat(const char *fmt, va_list ap)
{
	va_list ap2;
	va_copy(ap2, ap);
	int n = std::vsnprintf(nullptr, 0, fmt, ap2);
	va_end(ap2);
	if (n < 0)
		return fmt;
	std::string s((size_t)n + 1, '\0');
	std::vsnprintf(s.data(), s.size(), fmt, ap);
	s.resize((size_t)n);
	while (!s.empty() && s.back() == '\n')
		s.pop_back();
	return s;
}

__attribute__((format(printf, 1, 2))) std::string format(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	std::string s = vformat(fmt, ap);
	va_end(ap);
	return s;
}

// "# case: ASSERTION FAILED at file:line" and the test is marked failed.
void fail_header(kunit *test, kunit_assert_type type, const char *file,
		 int line)
{
	test->status = KUNIT_FAILURE;
	std::printf("%*s# %s: %s FAILED at %s:%d\n", indent_of(test), "",
		    test->name,
		    type == KUNIT_ASSERTION ? "ASSERTION" : "EXPECTATION", file,
		    line);
}

void fail_body(kunit *test, const std::string &text)
{
	print_lines(indent_of(test), text);
	std::fflush(stdout);
}

// The operand line of a failed comparison; like the kernel, a literal
// operand ("0", "NULL") is not repeated.
std::string operand(const char *expr, const std::string &value)
{
	if (value == expr)
		return "";
	return format("\n    %s == %s", expr, value.c_str());
}

std::string int_operand(const char *expr, long long v)
{
	if (format("%lld", v) == expr)
		return "";
	return format("\n    %s == %lld (0x%llx)", expr, v,
		      (unsigned long long)v);
}

std::string ptr_value(const void *p)
{
	return p ? format("%p", p) : "NULL";
}

std::string str_value(const char *s)
{
	return s ? format("\"%s\"", s) : "NULL";
}

// Hex dump of @size bytes at @p, differing bytes from @other in <>.
std::string hex_dump(const unsigned char *p, const unsigned char *other,
		     size_t size)
{
	std::string s;
	for (size_t i = 0; i < size; i++) {
		if (i % 16 == 0)
			s += "\n        ";
		else
			s += ' ';
		bool differs = other && p[i] != other[i];
		s += format(differs ? "<%02x>" : "%02x", p[i]);
	}
	return s;
}

void run_resources(TestState &st)
{
	while (!st.resources.empty()) {
		Resource r = st.resources.back();
		st.resources.pop_back();
		r.action(r.ctx);
	}
}

void free_action(void *p)
{
	std::free(p);
}

// Calls @fn; returns false if the test aborted (ASSERT failure, skip).
template <typename F>
bool guarded(TestState &st, F fn)
{
	if (setjmp(st.env) != 0) {
		st.armed = false;
		return false;
	}
	st.armed = true;
	fn();
	st.armed = false;
	return true;
}

// Runs one test case, or one parameter of a parameterized case.
kunit_status run_once(kunit_suite *suite, kunit_case *c, kunit *test,
		      int indent)
{
	TestState st;
	st.indent = indent;
	test->host = &st;
	test->priv = nullptr;
	test->status = KUNIT_SUCCESS;
	test->status_comment[0] = '\0';
	current_test = test;

	bool init_ok = true;
	if (suite->init) {
		int err = 0;
		guarded(st, [&] { err = suite->init(test); });
		if (err) {
			std::printf("%*s# %s: failed to initialize: %d\n",
				    indent, "", c->name, err);
			test->status = KUNIT_FAILURE;
			init_ok = false;
		}
	}
	if (init_ok && test->status != KUNIT_SKIPPED &&
	    test->status != KUNIT_FAILURE)
		guarded(st, [&] { c->run_case(test); });
	if (suite->exit)
		guarded(st, [&] { suite->exit(test); });
	run_resources(st);

	current_test = nullptr;
	test->host = nullptr;
	std::fflush(stdout);
	return test->status;
}

void print_result(int indent, kunit_status s, size_t num, const char *name,
		  const char *comment)
{
	std::printf("%*s%s %zu %s", indent, "",
		    s == KUNIT_FAILURE ? "not ok" : "ok", num, name);
	if (s == KUNIT_SKIPPED)
		std::printf(" # SKIP%s%s", comment[0] ? " " : "", comment);
	std::printf("\n");
}

void print_stats(int indent, const char *name, const Stats &s)
{
	std::printf("%*s# %s: pass:%lu fail:%lu skip:%lu total:%lu\n", indent,
		    "", name, s.passed, s.failed, s.skipped, s.total());
}

// A filter is one "suite_glob[.case_glob]" or, beyond the kernel's, several
// separated by commas (KUnit names have none): a case runs when any of them
// selects it.
struct Filter {
	std::vector<std::pair<std::string, std::string>> globs;
	bool given = false;

	explicit Filter(const char *glob)
	{
		if (!glob) {
			globs.emplace_back("*", "*");
			return;
		}
		given = true;
		std::string all = glob;
		for (size_t at = 0; at <= all.size();) {
			size_t comma = all.find(',', at);
			if (comma == std::string::npos)
				comma = all.size();
			std::string g = all.substr(at, comma - at);
			size_t dot = g.find('.');
			globs.emplace_back(g.substr(0, dot),
					   dot == std::string::npos ?
						   "*" :
						   g.substr(dot + 1));
			at = comma + 1;
		}
	}
	bool suite_ok(const kunit_suite *s) const
	{
		for (const auto &g : globs)
			if (fnmatch(g.first.c_str(), s->name, 0) == 0)
				return true;
		return false;
	}
	bool case_ok(const kunit_suite *s, const kunit_case *c) const
	{
		for (const auto &g : globs)
			if (fnmatch(g.first.c_str(), s->name, 0) == 0 &&
			    fnmatch(g.second.c_str(), c->name, 0) == 0)
				return true;
		return false;
	}
};

struct Selected {
	kunit_suite *suite;
	std::vector<kunit_case *> cases;
};

std::vector<Selected> select_cases(const Filter &f)
{
	std::vector<Selected> out;
	for (kunit_suite *s : registry()) {
		if (!f.suite_ok(s))
			continue;
		Selected sel = { s, {} };
		for (kunit_case *c = s->test_cases; c && c->run_case; c++)
			if (f.case_ok(s, c))
				sel.cases.push_back(c);
		if (!sel.cases.empty())
			out.push_back(sel);
	}
	return out;
}

// Runs a suite's selected cases; adds per-execution counts to @totals.
kunit_status run_suite(const Selected &sel, size_t num, Stats &totals)
{
	kunit_suite *suite = sel.suite;
	Stats suite_stats, exec_stats;

	std::printf("%*sKTAP version 1\n", kSuiteIndent, "");
	std::printf("%*s# Subtest: %s\n", kSuiteIndent, "", suite->name);
	std::printf("%*s1..%zu\n", kSuiteIndent, "", sel.cases.size());
	std::fflush(stdout);

	suite->suite_init_err = 0;
	if (suite->suite_init) {
		suite->suite_init_err = suite->suite_init(suite);
		if (suite->suite_init_err) {
			std::printf("%*s# failed to initialize (%d)\n",
				    kSuiteIndent, "", suite->suite_init_err);
			// Count every selected case as failed.
			size_t i = 0;
			for (kunit_case *c : sel.cases) {
				c->status = KUNIT_FAILURE;
				print_result(kSuiteIndent, KUNIT_FAILURE, ++i,
					     c->name, "");
				suite_stats.add(KUNIT_FAILURE);
				exec_stats.add(KUNIT_FAILURE);
			}
		}
	}
	suite->is_init = true;

	size_t index = 0;
	for (kunit_case *c :
	     suite->suite_init_err ? std::vector<kunit_case *>() : sel.cases) {
		kunit test;
		std::memset(&test, 0, sizeof(test));
		test.name = c->name;
		index++;

		if (!c->generate_params) {
			c->status = run_once(suite, c, &test, kSuiteIndent);
			exec_stats.add(c->status);
			print_result(kSuiteIndent, c->status, index, c->name,
				     test.status_comment);
		} else {
			// One nested subtest, one result line per parameter.
			// A case with no parameter at all is skipped.
			Stats param_stats;
			char desc[KUNIT_PARAM_DESC_SIZE];

			std::printf("%*sKTAP version 1\n", kParamIndent, "");
			std::printf("%*s# Subtest: %s\n", kParamIndent, "",
				    c->name);
			c->status = KUNIT_SKIPPED;
			desc[0] = '\0';
			test.param_value = c->generate_params(nullptr, desc);
			for (int i = 0; test.param_value; i++) {
				test.param_index = i;
				kunit_status s =
					run_once(suite, c, &test, kParamIndent);
				if (!desc[0])
					std::snprintf(desc, sizeof(desc),
						      "param-%d", i);
				print_result(kParamIndent, s, (size_t)i + 1,
					     desc, test.status_comment);
				param_stats.add(s);
				if (s == KUNIT_FAILURE)
					c->status = KUNIT_FAILURE;
				else if (s == KUNIT_SUCCESS &&
					 c->status == KUNIT_SKIPPED)
					c->status = KUNIT_SUCCESS;
				desc[0] = '\0';
				test.param_value =
					c->generate_params(test.param_value,
							   desc);
			}
			print_stats(kSuiteIndent, c->name, param_stats);
			print_result(kSuiteIndent, c->status, index, c->name,
				     "");
			exec_stats.add(param_stats);
		}
		suite_stats.add(c->status);
		std::fflush(stdout);
	}

	if (suite->suite_exit && !suite->suite_init_err)
		suite->suite_exit(suite);

	kunit_status result = KUNIT_SKIPPED;
	if (suite_stats.failed)
		result = KUNIT_FAILURE;
	else if (suite_stats.passed)
		result = KUNIT_SUCCESS;
	print_stats(0, suite->name, suite_stats);
	std::printf("# Totals: pass:%lu fail:%lu skip:%lu total:%lu\n",
		    exec_stats.passed, exec_stats.failed, exec_stats.skipped,
		    exec_stats.total());
	print_result(0, result, num, suite->name, suite->status_comment);
	std::fflush(stdout);
	totals.add(exec_stats);
	return result;
}

void usage(const char *argv0)
{
	std::printf(
		"usage: %s [--filter_glob=GLOB] [--list] [--counts=FILE]\n"
		"\n"
		"Runs the KUnit suites linked into this program and prints\n"
		"KTAP version 1 on standard output.\n"
		"\n"
		"  --filter_glob=GLOB  run only suite_glob[.case_glob], with\n"
		"                      fnmatch wildcards, or any of several\n"
		"                      such globs separated by commas (also\n"
		"                      accepted as kunit.filter_glob=GLOB, or\n"
		"                      from the KUNIT_FILTER_GLOB environment\n"
		"                      variable)\n"
		"  --list              print the selected suite.case names\n"
		"  --counts=FILE       write \"passed failed skipped\" to FILE\n"
		"                      (a parameterized case counts once per\n"
		"                      parameter)\n"
		"  --help              print this help\n"
		"\n"
		"Exit status: 0 all selected cases passed or were skipped,\n"
		"1 some case failed, 2 usage error or no case selected.\n",
		argv0);
}

} // namespace

extern "C" {

void __kunit_register_suites(struct kunit_suite *const *suites, size_t n)
{
	for (size_t i = 0; i < n; i++)
		registry().push_back(suites[i]);
}

void __kunit_copy_desc(char *desc, const char *str)
{
	std::snprintf(desc, KUNIT_PARAM_DESC_SIZE, "%s", str ? str : "");
}

void __kunit_abort(struct kunit *test)
{
	TestState *st = state_of(test);
	if (!st || !st->armed) {
		std::fprintf(stderr,
			     "kunit: test aborted outside a test case\n");
		std::abort();
	}
	std::fflush(stdout);
	std::longjmp(st->env, 1);
}

void __kunit_log(struct kunit *test, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	std::string msg = vformat(fmt, ap);
	va_end(ap);
	std::printf("%*s# %s: ", indent_of(test), "",
		    test && test->name ? test->name : "kunit");
	print_lines(0, msg);
}

void __kunit_mark_skipped(struct kunit *test, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	std::string msg = vformat(fmt, ap);
	va_end(ap);
	// A failure is not undone by a later skip.
	if (test->status != KUNIT_FAILURE)
		test->status = KUNIT_SKIPPED;
	std::snprintf(test->status_comment, sizeof(test->status_comment), "%s",
		      msg.c_str());
	// The comment goes into "ok N name # SKIP comment": one line only.
	for (char *p = test->status_comment; *p; p++)
		if (*p == '\n')
			*p = ' ';
}

void __kunit_fail_msg(struct kunit *test, enum kunit_assert_type type,
		      const char *file, int line, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	std::string msg = vformat(fmt, ap);
	va_end(ap);
	fail_header(test, type, file, line);
	fail_body(test, msg);
}

void __kunit_fail_bool(struct kunit *test, enum kunit_assert_type type,
		       const char *file, int line, const char *expr,
		       bool expected)
{
	fail_header(test, type, file, line);
	fail_body(test, format("Expected %s to be %s, but is %s", expr,
			       expected ? "true" : "false",
			       expected ? "false" : "true"));
}

void __kunit_fail_int(struct kunit *test, enum kunit_assert_type type,
		      const char *file, int line, const char *left,
		      const char *op, const char *right, long long lval,
		      long long rval)
{
	fail_header(test, type, file, line);
	fail_body(test, format("Expected %s %s %s, but", left, op, right) +
				int_operand(left, lval) +
				int_operand(right, rval));
}

void __kunit_fail_ptr(struct kunit *test, enum kunit_assert_type type,
		      const char *file, int line, const char *left,
		      const char *op, const char *right, const void *lval,
		      const void *rval)
{
	fail_header(test, type, file, line);
	fail_body(test, format("Expected %s %s %s, but", left, op, right) +
				operand(left, ptr_value(lval)) +
				operand(right, ptr_value(rval)));
}

void __kunit_fail_str(struct kunit *test, enum kunit_assert_type type,
		      const char *file, int line, const char *left,
		      const char *op, const char *right, const char *lval,
		      const char *rval)
{
	fail_header(test, type, file, line);
	fail_body(test, format("Expected %s %s %s, but", left, op, right) +
				operand(left, str_value(lval)) +
				operand(right, str_value(rval)));
}

void __kunit_fail_mem(struct kunit *test, enum kunit_assert_type type,
		      const char *file, int line, const char *left,
		      const char *op, const char *right, const void *lval,
		      const void *rval, size_t size, const char *size_expr)
{
	const unsigned char *l = static_cast<const unsigned char *>(lval);
	const unsigned char *r = static_cast<const unsigned char *>(rval);
	std::string text = format("Expected %s %s %s, but", left, op, right);

	fail_header(test, type, file, line);
	if (!l || !r) {
		text += operand(left, ptr_value(l)) +
			operand(right, ptr_value(r));
	} else {
		text += format("\n    %s ==", left) + hex_dump(l, r, size);
		text += format("\n    %s ==", right) + hex_dump(r, l, size);
	}
	text += format("\n    (%s == %zu bytes compared)", size_expr, size);
	fail_body(test, text);
}

void __kunit_fail_err_or_null(struct kunit *test, enum kunit_assert_type type,
			      const char *file, int line, const char *expr,
			      const void *val)
{
	fail_header(test, type, file, line);
	if (!val)
		fail_body(test,
			  format("Expected %s is not null, but is", expr));
	else
		fail_body(test, format("Expected %s is not error, but is: %ld",
				       expr, (long)(unsigned long)val));
}

void __kunit_msg(struct kunit *test, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	std::string msg = vformat(fmt, ap);
	va_end(ap);
	fail_body(test, msg);
}

bool __kunit_streq(const char *a, const char *b)
{
	if (!a || !b)
		return a == b;
	return std::strcmp(a, b) == 0;
}

bool __kunit_memeq(const void *a, const void *b, size_t size)
{
	if (!a || !b)
		return a == b;
	return std::memcmp(a, b, size) == 0;
}

bool __kunit_is_err_or_null(const void *ptr)
{
	return !ptr || (unsigned long)ptr >= (unsigned long)-4095;
}

void *kunit_kmalloc(struct kunit *test, size_t size, gfp_t gfp)
{
	(void)gfp;
	void *p = std::malloc(size ? size : 1);
	if (p && kunit_add_action_or_reset(test, free_action, p))
		return nullptr;
	return p;
}

void *kunit_kzalloc(struct kunit *test, size_t size, gfp_t gfp)
{
	void *p = kunit_kmalloc(test, size, gfp);
	if (p)
		std::memset(p, 0, size);
	return p;
}

void *kunit_kmalloc_array(struct kunit *test, size_t n, size_t size, gfp_t gfp)
{
	size_t bytes;
	if (__builtin_mul_overflow(n, size, &bytes))
		return nullptr;
	return kunit_kmalloc(test, bytes, gfp);
}

void *kunit_kcalloc(struct kunit *test, size_t n, size_t size, gfp_t gfp)
{
	size_t bytes;
	if (__builtin_mul_overflow(n, size, &bytes))
		return nullptr;
	return kunit_kzalloc(test, bytes, gfp);
}

void kunit_kfree(struct kunit *test, const void *ptr)
{
	if (!ptr)
		return;
	kunit_release_action(test, free_action, const_cast<void *>(ptr));
}

char *kunit_kstrdup(struct kunit *test, const char *str, gfp_t gfp)
{
	if (!str)
		return nullptr;
	size_t n = std::strlen(str) + 1;
	char *p = static_cast<char *>(kunit_kmalloc(test, n, gfp));
	if (p)
		std::memcpy(p, str, n);
	return p;
}

int kunit_add_action(struct kunit *test, kunit_action_t *action, void *ctx)
{
	TestState *st = state_of(test);
	if (!st)
		return -EINVAL;
	st->resources.push_back({ action, ctx });
	return 0;
}

int kunit_add_action_or_reset(struct kunit *test, kunit_action_t *action,
			      void *ctx)
{
	int err = kunit_add_action(test, action, ctx);
	if (err)
		action(ctx);
	return err;
}

// Removes the most recent matching action; runs it if @run.
static void take_action(struct kunit *test, kunit_action_t *action, void *ctx,
			bool run)
{
	TestState *st = state_of(test);
	if (!st)
		return;
	for (size_t i = st->resources.size(); i-- > 0;) {
		Resource r = st->resources[i];
		if (r.action == action && r.ctx == ctx) {
			st->resources.erase(st->resources.begin() +
					    (std::ptrdiff_t)i);
			if (run)
				action(ctx);
			return;
		}
	}
}

void kunit_remove_action(struct kunit *test, kunit_action_t *action, void *ctx)
{
	take_action(test, action, ctx, false);
}

void kunit_release_action(struct kunit *test, kunit_action_t *action, void *ctx)
{
	take_action(test, action, ctx, true);
}

struct kunit *kunit_get_current_test(void)
{
	return current_test;
}

} // extern "C"

// A case that crashes (say, a read past a buffer that ends at a guard page)
// takes the whole program down: name it on stderr first, then die of the
// same signal. Only where nobody (a sanitizer) handles the signal already.
static void fatal_signal(int sig)
{
	const kunit *t = current_test;
	const char *what = sig == SIGSEGV ? "SIGSEGV" :
			   sig == SIGBUS  ? "SIGBUS" :
			   sig == SIGILL  ? "SIGILL" :
					    "SIGFPE";
	const char *parts[] = { "kunit: fatal signal ", what, " in test case ",
				t && t->name ? t->name : "(none)", "\n" };

	for (const char *p : parts)
		if (write(2, p, std::strlen(p)) < 0)
			break;
	std::signal(sig, SIG_DFL);
	std::raise(sig);
}

static void catch_fatal_signals()
{
	for (int sig : { SIGSEGV, SIGBUS, SIGILL, SIGFPE }) {
		struct sigaction old;

		if (sigaction(sig, nullptr, &old) == 0 &&
		    old.sa_handler == SIG_DFL && !(old.sa_flags & SA_SIGINFO))
			std::signal(sig, fatal_signal);
	}
}

int main(int argc, char **argv)
{
	const char *glob = std::getenv("KUNIT_FILTER_GLOB");
	const char *counts_file = nullptr;
	bool list = false;

	if (glob && !glob[0])
		glob = nullptr;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (!std::strncmp(a, "--filter_glob=", 14))
			glob = a + 14;
		else if (!std::strncmp(a, "kunit.filter_glob=", 18))
			glob = a + 18;
		else if (!std::strncmp(a, "--counts=", 9))
			counts_file = a + 9;
		else if (!std::strcmp(a, "--list"))
			list = true;
		else if (!std::strcmp(a, "--help") || !std::strcmp(a, "-h")) {
			usage(argv[0]);
			return 0;
		} else {
			std::fprintf(stderr, "%s: unknown argument '%s'\n",
				     argv[0], a);
			usage(argv[0]);
			return 2;
		}
	}

	catch_fatal_signals();
	Filter filter(glob);
	std::vector<Selected> sel = select_cases(filter);

	if (list) {
		for (const Selected &s : sel)
			for (const kunit_case *c : s.cases)
				std::printf("%s.%s\n", s.suite->name, c->name);
	} else {
		Stats totals;
		std::printf("KTAP version 1\n1..%zu\n", sel.size());
		std::fflush(stdout);
		for (size_t i = 0; i < sel.size(); i++)
			run_suite(sel[i], i + 1, totals);

		if (counts_file) {
			FILE *f = std::fopen(counts_file, "w");
			if (!f ||
			    std::fprintf(f, "%lu %lu %lu\n", totals.passed,
					 totals.failed, totals.skipped) < 0 ||
			    std::fclose(f) != 0) {
				std::fprintf(stderr,
					     "%s: cannot write %s: %s\n",
					     argv[0], counts_file,
					     std::strerror(errno));
				return 2;
			}
		}
		std::fprintf(stderr,
			     "kunit: %lu passed, %lu failed, %lu skipped\n",
			     totals.passed, totals.failed, totals.skipped);
		if (totals.failed)
			return 1;
	}

	if (sel.empty()) {
		if (filter.given)
			std::fprintf(stderr,
				     "%s: filter '%s' matches no test case\n",
				     argv[0], glob);
		else
			std::fprintf(stderr, "%s: no test suite registered\n",
				     argv[0]);
		return 2;
	}
	return 0;
}
