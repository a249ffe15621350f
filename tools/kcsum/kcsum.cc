// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * kcsum: print or check BLAKE2b, BLAKE2s, SHA-224, SHA-256, SHA-384,
 * SHA-512, SHA3-224/256/384/512 and SHAKE128/256 checksums (and keyed
 * BLAKE2 and HMAC-SHA224/256/384/512 MACs) computed by the kernel's
 * lib/crypto code, built as the kcrypto host library.
 *
 * Output lines, check-file syntax, messages and exit codes follow the
 * coreutils b2sum/sha*sum conventions, so that scripts can
 * switch: "kcsum -a sha256" prints what "sha256sum" prints, "kcsum -a
 * blake2b -l 256 --tag" what "b2sum -l 256 --tag" prints, "kcsum -a
 * sha3-256" what "rhash --sha3-256" prints, and "kcsum -c" checks their
 * output. SHAKE's output length is -l BITS, as b2sum's. Exit status: 0 on success, 1 if any file could not
 * be read, any checksum did not match, a check file had no valid line (or
 * any invalid line, with --strict), or the command line was wrong.
 */
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <getopt.h>
#include <string>
#include <string_view>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

#include <crypto/blake2b.h>
#include <crypto/blake2s.h>
#include <crypto/sha2.h>
#include <crypto/sha3.h>

namespace {

const char *prog = "kcsum";
constexpr size_t read_size = 128 << 10; /* fewer cache misses than 1 MiB */

enum class alg {
	blake2b,
	blake2s,
	sha256,
	sha224,
	sha384,
	sha512,
	sha3_224,
	sha3_256,
	sha3_384,
	sha3_512,
	shake128,
	shake256,
};

/*
 * The longest SHAKE output kcsum prints: 8 KiB, a 16 KiB hex line. SHAKE
 * has no maximum; a checksum that long is already no use.
 */
constexpr size_t shake_max_len = 8192;

struct config {
	alg algorithm = alg::blake2b;
	size_t outlen = 0; /* bytes; 0: the algorithm's default */
	bool length_given = false;
	std::vector<u8> key; /* keyed BLAKE2 or HMAC key */
	bool keyed = false;
	bool hmac = false;
	bool binary = false;
	bool tag = false;
	bool zero = false;
	bool check = false;
	bool ignore_missing = false;
	bool quiet = false;
	bool status = false;
	bool strict = false;
	bool warn = false;
};

config cfg;

size_t max_len(alg a)
{
	switch (a) {
	case alg::blake2b:
		return BLAKE2B_HASH_SIZE;
	case alg::blake2s:
		return BLAKE2S_HASH_SIZE;
	case alg::sha256:
		return SHA256_DIGEST_SIZE;
	case alg::sha224:
		return SHA224_DIGEST_SIZE;
	case alg::sha384:
		return SHA384_DIGEST_SIZE;
	case alg::sha512:
		return SHA512_DIGEST_SIZE;
	case alg::sha3_224:
		return SHA3_224_DIGEST_SIZE;
	case alg::sha3_256:
		return SHA3_256_DIGEST_SIZE;
	case alg::sha3_384:
		return SHA3_384_DIGEST_SIZE;
	case alg::sha3_512:
		return SHA3_512_DIGEST_SIZE;
	case alg::shake128:
	case alg::shake256:
		return shake_max_len;
	}
	return 0;
}

bool is_blake2(alg a)
{
	return a == alg::blake2b || a == alg::blake2s;
}

bool is_shake(alg a)
{
	return a == alg::shake128 || a == alg::shake256;
}

bool is_sha2(alg a)
{
	return a == alg::sha256 || a == alg::sha224 || a == alg::sha384 ||
	       a == alg::sha512;
}

/* Whether -l BITS applies: BLAKE2's digest length, SHAKE's output length. */
bool has_length(alg a)
{
	return is_blake2(a) || is_shake(a);
}

/* The length without -l: the longest digest, or SHAKE's default. */
size_t default_len(alg a)
{
	if (a == alg::shake128)
		return SHAKE128_DEFAULT_SIZE;
	if (a == alg::shake256)
		return SHAKE256_DEFAULT_SIZE;
	return max_len(a);
}

/* The SHA-3 names, for tags and messages (rhash --bsd's tags). */
const char *sha3_name(alg a)
{
	switch (a) {
	case alg::sha3_224:
		return "SHA3-224";
	case alg::sha3_256:
		return "SHA3-256";
	case alg::sha3_384:
		return "SHA3-384";
	case alg::sha3_512:
		return "SHA3-512";
	case alg::shake128:
		return "SHAKE128";
	case alg::shake256:
		return "SHAKE256";
	default:
		return "";
	}
}

/* The BSD-style tag, e.g. "BLAKE2b-256", "SHA512", "HMAC-SHA256". */
std::string tag_name(size_t outlen)
{
	switch (cfg.algorithm) {
	case alg::blake2b:
		return outlen == BLAKE2B_HASH_SIZE ?
			       "BLAKE2b" :
			       "BLAKE2b-" + std::to_string(outlen * 8);
	case alg::blake2s:
		return outlen == BLAKE2S_HASH_SIZE ?
			       "BLAKE2s" :
			       "BLAKE2s-" + std::to_string(outlen * 8);
	case alg::sha256:
		return cfg.hmac ? "HMAC-SHA256" : "SHA256";
	case alg::sha224:
		return cfg.hmac ? "HMAC-SHA224" : "SHA224";
	case alg::sha384:
		return cfg.hmac ? "HMAC-SHA384" : "SHA384";
	case alg::sha512:
		return cfg.hmac ? "HMAC-SHA512" : "SHA512";
	default:
		return sha3_name(cfg.algorithm);
	}
}

/* For "improperly formatted ... checksum line". */
std::string alg_name()
{
	switch (cfg.algorithm) {
	case alg::blake2b:
		return "BLAKE2b";
	case alg::blake2s:
		return "BLAKE2s";
	case alg::sha256:
		return cfg.hmac ? "HMAC-SHA256" : "SHA256";
	case alg::sha224:
		return cfg.hmac ? "HMAC-SHA224" : "SHA224";
	case alg::sha384:
		return cfg.hmac ? "HMAC-SHA384" : "SHA384";
	case alg::sha512:
		return cfg.hmac ? "HMAC-SHA512" : "SHA512";
	default:
		return sha3_name(cfg.algorithm);
	}
}

/* One running computation of whatever the options select. */
class hasher {
public:
	explicit hasher(size_t outlen) : outlen_(outlen)
	{
		const u8 *k = cfg.key.empty() ? nullptr : cfg.key.data();

		switch (cfg.algorithm) {
		case alg::blake2b:
			blake2b_init_key(&u_.b2b, outlen, k, cfg.key.size());
			break;
		case alg::blake2s:
			blake2s_init_key(&u_.b2s, outlen, k, cfg.key.size());
			break;
		case alg::sha256:
			if (cfg.hmac)
				hmac_sha256_init_usingrawkey(&u_.h256, k,
							     cfg.key.size());
			else
				sha256_init(&u_.s256);
			break;
		case alg::sha224:
			if (cfg.hmac)
				hmac_sha224_init_usingrawkey(&u_.h224, k,
							     cfg.key.size());
			else
				sha224_init(&u_.s224);
			break;
		case alg::sha384:
			if (cfg.hmac)
				hmac_sha384_init_usingrawkey(&u_.h384, k,
							     cfg.key.size());
			else
				sha384_init(&u_.s384);
			break;
		case alg::sha512:
			if (cfg.hmac)
				hmac_sha512_init_usingrawkey(&u_.h512, k,
							     cfg.key.size());
			else
				sha512_init(&u_.s512);
			break;
		case alg::sha3_224:
			sha3_224_init(&u_.s3);
			break;
		case alg::sha3_256:
			sha3_256_init(&u_.s3);
			break;
		case alg::sha3_384:
			sha3_384_init(&u_.s3);
			break;
		case alg::sha3_512:
			sha3_512_init(&u_.s3);
			break;
		case alg::shake128:
			shake128_init(&u_.shake);
			break;
		case alg::shake256:
			shake256_init(&u_.shake);
			break;
		}
	}

	void update(const u8 *data, size_t len)
	{
		switch (cfg.algorithm) {
		case alg::blake2b:
			blake2b_update(&u_.b2b, data, len);
			break;
		case alg::blake2s:
			blake2s_update(&u_.b2s, data, len);
			break;
		case alg::sha256:
			if (cfg.hmac)
				hmac_sha256_update(&u_.h256, data, len);
			else
				sha256_update(&u_.s256, data, len);
			break;
		case alg::sha224:
			if (cfg.hmac)
				hmac_sha224_update(&u_.h224, data, len);
			else
				sha224_update(&u_.s224, data, len);
			break;
		case alg::sha384:
			if (cfg.hmac)
				hmac_sha384_update(&u_.h384, data, len);
			else
				sha384_update(&u_.s384, data, len);
			break;
		case alg::sha512:
			if (cfg.hmac)
				hmac_sha512_update(&u_.h512, data, len);
			else
				sha512_update(&u_.s512, data, len);
			break;
		case alg::sha3_224:
		case alg::sha3_256:
		case alg::sha3_384:
		case alg::sha3_512:
			sha3_update(&u_.s3, data, len);
			break;
		case alg::shake128:
		case alg::shake256:
			shake_update(&u_.shake, data, len);
			break;
		}
	}

	std::vector<u8> final()
	{
		std::vector<u8> out(outlen_);

		switch (cfg.algorithm) {
		case alg::blake2b:
			blake2b_final(&u_.b2b, out.data());
			break;
		case alg::blake2s:
			blake2s_final(&u_.b2s, out.data());
			break;
		case alg::sha256:
			if (cfg.hmac)
				hmac_sha256_final(&u_.h256, out.data());
			else
				sha256_final(&u_.s256, out.data());
			break;
		case alg::sha224:
			if (cfg.hmac)
				hmac_sha224_final(&u_.h224, out.data());
			else
				sha224_final(&u_.s224, out.data());
			break;
		case alg::sha384:
			if (cfg.hmac)
				hmac_sha384_final(&u_.h384, out.data());
			else
				sha384_final(&u_.s384, out.data());
			break;
		case alg::sha512:
			if (cfg.hmac)
				hmac_sha512_final(&u_.h512, out.data());
			else
				sha512_final(&u_.s512, out.data());
			break;
		case alg::sha3_224:
		case alg::sha3_256:
		case alg::sha3_384:
		case alg::sha3_512:
			sha3_final(&u_.s3, out.data());
			break;
		case alg::shake128:
		case alg::shake256:
			shake_squeeze(&u_.shake, out.data(), outlen_);
			shake_zeroize_ctx(&u_.shake);
			break;
		}
		return out;
	}

private:
	size_t outlen_;
	union {
		struct blake2b_ctx b2b;
		struct blake2s_ctx b2s;
		struct sha256_ctx s256;
		struct sha224_ctx s224;
		struct hmac_sha256_ctx h256;
		struct hmac_sha224_ctx h224;
		struct sha384_ctx s384;
		struct sha512_ctx s512;
		struct hmac_sha384_ctx h384;
		struct hmac_sha512_ctx h512;
		struct sha3_ctx s3;
		struct shake_ctx shake;
	} u_;
};

/* A name as coreutils' quotef() shows it: quoted when the shell would. */
std::string quotef(std::string_view name)
{
	bool plain = !name.empty();

	for (char c : name)
		if (!(isalnum((unsigned char)c) || strchr("._/+-,:@%^=", c)))
			plain = false;
	if (plain)
		return std::string(name);
	std::string q = "'";
	for (char c : name) {
		if (c == '\'')
			q += "'\\''";
		else
			q += c;
	}
	return q + "'";
}

void error(std::string_view name, int err)
{
	fprintf(stderr, "%s: %s: %s\n", prog, quotef(name).c_str(),
		strerror(err));
}

/* Hash a file ("-": stdin). Returns 0, or an errno value. */
int hash_file(const std::string &name, size_t outlen, std::vector<u8> &out)
{
	static std::vector<u8> buf(read_size);
	bool is_stdin = name == "-";
	int fd = is_stdin ? STDIN_FILENO : open(name.c_str(), O_RDONLY);
	int err = 0;

	if (fd < 0)
		return errno;
	if (!is_stdin)
		posix_fadvise(fd, 0, 0, POSIX_FADV_SEQUENTIAL);
	hasher h(outlen);
	for (;;) {
		ssize_t n = read(fd, buf.data(), buf.size());

		if (n < 0) {
			if (errno == EINTR)
				continue;
			err = errno;
			break;
		}
		if (n == 0)
			break;
		h.update(buf.data(), (size_t)n);
	}
	out = h.final();
	if (!is_stdin)
		close(fd);
	return err;
}

/* coreutils escapes '\\', '\n' and '\r' and marks the line with '\\'. */
bool needs_escape(std::string_view name)
{
	return name.find_first_of("\\\n\r") != std::string_view::npos;
}

std::string escape(std::string_view name)
{
	std::string e;

	for (char c : name) {
		if (c == '\\')
			e += "\\\\";
		else if (c == '\n')
			e += "\\n";
		else if (c == '\r')
			e += "\\r";
		else
			e += c;
	}
	return e;
}

std::string to_hex(const std::vector<u8> &d)
{
	static const char digits[] = "0123456789abcdef";
	std::string s;

	for (u8 b : d) {
		s += digits[b >> 4];
		s += digits[b & 15];
	}
	return s;
}

size_t default_outlen()
{
	return cfg.outlen ? cfg.outlen : default_len(cfg.algorithm);
}

bool print_sum(const std::string &name)
{
	std::vector<u8> d;
	int err = hash_file(name, default_outlen(), d);

	if (err) {
		error(name, err);
		return false;
	}
	bool esc = !cfg.zero && needs_escape(name);
	std::string shown = esc ? escape(name) : name;
	std::string line = esc ? "\\" : "";

	if (cfg.tag)
		line += tag_name(d.size()) + " (" + shown + ") = " + to_hex(d);
	else
		line += to_hex(d) + (cfg.binary ? " *" : "  ") + shown;
	line += cfg.zero ? '\0' : '\n';
	fwrite(line.data(), 1, line.size(), stdout);
	return true;
}

/* --- check mode --------------------------------------------------------- */

bool unescape(std::string &name)
{
	std::string u;

	for (size_t i = 0; i < name.size(); i++) {
		if (name[i] != '\\') {
			u += name[i];
			continue;
		}
		if (++i == name.size())
			return false;
		if (name[i] == '\\')
			u += '\\';
		else if (name[i] == 'n')
			u += '\n';
		else if (name[i] == 'r')
			u += '\r';
		else
			return false;
	}
	name = u;
	return true;
}

bool hex_ok(std::string_view hex, size_t *outlen)
{
	size_t max = max_len(cfg.algorithm);

	if (hex.empty() || hex.size() % 2)
		return false;
	for (char c : hex)
		if (!isxdigit((unsigned char)c))
			return false;
	if (has_length(cfg.algorithm) && !cfg.length_given) {
		if (hex.size() / 2 > max)
			return false;
	} else if (hex.size() / 2 != default_outlen()) {
		return false;
	}
	*outlen = hex.size() / 2;
	return true;
}

/* "TAG (NAME) = HEX", TAG as tag_name() makes it. */
bool parse_tagged(std::string_view s, std::string &name, std::string &hex,
		  size_t *outlen)
{
	size_t open = s.find(" (");
	size_t close = s.rfind(") = ");

	if (open == std::string_view::npos || close == std::string_view::npos ||
	    close < open + 2)
		return false;
	std::string_view tag = s.substr(0, open);
	hex = std::string(s.substr(close + 4));
	name = std::string(s.substr(open + 2, close - open - 2));
	if (!hex_ok(hex, outlen) || name.empty())
		return false;
	return tag == tag_name(*outlen);
}

/*
 * One check line: "HEX  NAME", "HEX *NAME", or (like coreutils, only in
 * files that don't use the other forms) "HEX NAME"; or "TAG (NAME) = HEX".
 * A leading '\\' means NAME is escaped.
 */
bool parse_line(std::string_view s, int &reversed, std::string &name,
		std::string &hex, size_t *outlen)
{
	size_t i = 0;
	bool escaped = false;

	while (i < s.size() && (s[i] == ' ' || s[i] == '\t'))
		i++;
	if (i < s.size() && s[i] == '\\') {
		escaped = true;
		i++;
	}
	s = s.substr(i);
	if (s.find(" (") != std::string_view::npos &&
	    parse_tagged(s, name, hex, outlen))
		return !escaped || unescape(name);

	size_t n = 0;
	while (n < s.size() && isxdigit((unsigned char)s[n]))
		n++;
	hex = std::string(s.substr(0, n));
	if (!hex_ok(hex, outlen) || n == s.size() ||
	    (s[n] != ' ' && s[n] != '\t'))
		return false;
	i = n + 1;
	if (s.size() - i == 1 || (s.size() > i && s[i] != ' ' && s[i] != '*')) {
		/* "HEX NAME" with a single separator. */
		if (reversed == 0)
			return false;
		reversed = 1;
	} else if (reversed != 1) {
		reversed = 0;
		i++;
	}
	name = std::string(s.substr(i < s.size() ? i : s.size()));
	if (name.empty())
		return false;
	return !escaped || unescape(name);
}

void plural(const char *one, const char *many, size_t n)
{
	fprintf(stderr, "%s: WARNING: %zu %s\n", prog, n, n == 1 ? one : many);
}

bool check_file(const std::string &listname)
{
	bool is_stdin = listname == "-";
	std::string shown = is_stdin ? "standard input" : listname;
	FILE *f = is_stdin ? stdin : fopen(listname.c_str(), "r");

	if (!f) {
		error(listname, errno);
		return false;
	}
	size_t bad_lines = 0, bad_reads = 0, mismatches = 0, good_lines = 0;
	size_t verified = 0, lineno = 0;
	int reversed = -1;
	char *buf = nullptr;
	size_t cap = 0;
	ssize_t len;

	while ((len = getline(&buf, &cap, f)) >= 0) {
		std::string_view s(buf, (size_t)len);
		std::string name, hex;
		size_t outlen;

		lineno++;
		if (!s.empty() && s.back() == '\n')
			s.remove_suffix(1);
		if (!s.empty() && s.back() == '\r')
			s.remove_suffix(1);
		if (s.empty() || s[0] == '#')
			continue;
		if (!parse_line(s, reversed, name, hex, &outlen)) {
			bad_lines++;
			if (cfg.warn)
				fprintf(stderr,
					"%s: %s: %zu: improperly formatted %s "
					"checksum line\n",
					prog, quotef(shown).c_str(), lineno,
					alg_name().c_str());
			continue;
		}
		good_lines++;

		std::vector<u8> d;
		int err = hash_file(name, outlen, d);
		/* As coreutils: escaped only for a newline, and not '\r'. */
		bool esc = name.find('\n') != std::string::npos;
		std::string out_name = name;

		if (esc) {
			out_name = "\\";
			for (char ch : name)
				out_name += ch == '\n' ? "\\n" :
					    ch == '\\' ? "\\\\" :
							 std::string(1, ch);
		}

		if (err) {
			if (cfg.ignore_missing && err == ENOENT)
				continue;
			error(name, err);
			bad_reads++;
			if (!cfg.status)
				printf("%s: FAILED open or read\n",
				       out_name.c_str());
			continue;
		}
		verified++;
		if (strcasecmp(to_hex(d).c_str(), hex.c_str()) != 0) {
			mismatches++;
			if (!cfg.status)
				printf("%s: FAILED\n", out_name.c_str());
		} else if (!cfg.quiet && !cfg.status) {
			printf("%s: OK\n", out_name.c_str());
		}
	}
	bool read_error = ferror(f);
	free(buf);
	if (!is_stdin)
		fclose(f);
	if (read_error) {
		error(listname, EIO);
		return false;
	}
	fflush(stdout);

	if (!good_lines) {
		fprintf(stderr,
			"%s: %s: no properly formatted checksum lines found\n",
			prog, quotef(shown).c_str());
		return false;
	}
	if (!cfg.status) {
		if (bad_lines)
			plural("line is improperly formatted",
			       "lines are improperly formatted", bad_lines);
		if (bad_reads)
			plural("listed file could not be read",
			       "listed files could not be read", bad_reads);
		if (mismatches)
			plural("computed checksum did NOT match",
			       "computed checksums did NOT match", mismatches);
	}
	if (cfg.ignore_missing && !verified) {
		if (!cfg.status)
			fprintf(stderr, "%s: %s: no file was verified\n", prog,
				quotef(shown).c_str());
		return false;
	}
	return !bad_reads && !mismatches && !(cfg.strict && bad_lines);
}

/* --- command line --------------------------------------------------------- */

[[noreturn]] void usage(int status)
{
	if (status) {
		fprintf(stderr, "Try '%s --help' for more information.\n",
			prog);
		exit(status);
	}
	printf("Usage: %s [OPTION]... [FILE]...\n"
	       "Print or check BLAKE2b, BLAKE2s, SHA-2, SHA-3 or SHAKE "
	       "checksums (or keyed BLAKE2\nand HMAC-SHA2 MACs), "
	       "computed with the Linux kernel's lib/crypto code.\n\n"
	       "With no FILE, or when FILE is -, read standard input.\n\n"
	       "  -a, --algorithm=ALG   blake2b (default), blake2s, sha256, "
	       "sha224,\n"
	       "                          sha384, sha512, sha3-224, sha3-256, "
	       "sha3-384,\n"
	       "                          sha3-512, shake128, shake256\n"
	       "  -b, --binary          read in binary mode ('*' in the "
	       "output)\n"
	       "  -c, --check           read checksums from the FILEs and "
	       "check them\n"
	       "  -l, --length=BITS     BLAKE2 digest or SHAKE output length "
	       "in bits; a\n"
	       "                          multiple of 8, at most 512 "
	       "(blake2b), 256 (blake2s)\n"
	       "                          or 65536 (shake); SHAKE's default: "
	       "128 (shake128),\n"
	       "                          256 (shake256), as openssl dgst's\n"
	       "      --key-file=FILE   keyed BLAKE2 (MAC) with the key in "
	       "FILE (raw bytes,\n"
	       "                          at most 64 or 32 bytes)\n"
	       "      --hmac-key-file=FILE  HMAC with the SHA-2 hash of -a and "
	       "the raw key in FILE\n"
	       "      --tag             create a BSD-style checksum\n"
	       "  -t, --text            read in text mode (default)\n"
	       "  -z, --zero            end each output line with NUL, not "
	       "newline,\n"
	       "                          and disable file name escaping\n\n"
	       "The following five options are useful only when verifying "
	       "checksums:\n"
	       "      --ignore-missing  don't fail or report status for "
	       "missing files\n"
	       "      --quiet           don't print OK for each successfully "
	       "verified file\n"
	       "      --status          don't output anything, status code "
	       "shows success\n"
	       "      --strict          exit non-zero for improperly formatted "
	       "checksum lines\n"
	       "  -w, --warn            warn about improperly formatted "
	       "checksum lines\n\n"
	       "      --help            display this help and exit\n"
	       "      --version         output version information and exit\n"
	       "\nExit status is 0 on success, 1 on any failure. Output and "
	       "check formats are\nthose of coreutils b2sum and sha256sum "
	       "(SHA-3: rhash --sha3-256, --bsd with\n--tag). "
	       "Without -l, -c takes a SHAKE or BLAKE2 length from each "
	       "line's digest.\n",
	       prog);
	exit(0);
}

[[noreturn]] void fail(const std::string &msg)
{
	fprintf(stderr, "%s: %s\n", prog, msg.c_str());
	usage(1);
}

bool read_key(const char *path, std::vector<u8> &key)
{
	int fd = open(path, O_RDONLY);
	u8 buf[4096];
	ssize_t n;

	if (fd < 0) {
		error(path, errno);
		return false;
	}
	while ((n = read(fd, buf, sizeof(buf))) != 0) {
		if (n < 0) {
			if (errno == EINTR)
				continue;
			error(path, errno);
			close(fd);
			return false;
		}
		key.insert(key.end(), buf, buf + n);
	}
	close(fd);
	explicit_bzero(buf, sizeof(buf));
	return true;
}

const struct {
	const char *name;
	alg a;
} alg_names[] = {
	{ "blake2b", alg::blake2b },   { "blake2s", alg::blake2s },
	{ "sha256", alg::sha256 },     { "sha224", alg::sha224 },
	{ "sha384", alg::sha384 },     { "sha512", alg::sha512 },
	{ "sha3-224", alg::sha3_224 }, { "sha3-256", alg::sha3_256 },
	{ "sha3-384", alg::sha3_384 }, { "sha3-512", alg::sha3_512 },
	{ "shake128", alg::shake128 }, { "shake256", alg::shake256 },
};

bool parse_alg(std::string_view name)
{
	for (const auto &n : alg_names) {
		if (name == n.name) {
			cfg.algorithm = n.a;
			return true;
		}
	}
	return false;
}

std::string alg_list()
{
	std::string l;

	for (const auto &n : alg_names)
		l += (l.empty() ? "" : ", ") + std::string(n.name);
	return l;
}

enum {
	opt_tag = 256,
	opt_ignore_missing,
	opt_quiet,
	opt_status,
	opt_strict,
	opt_key_file,
	opt_hmac_key_file,
	opt_help,
	opt_version,
};

const struct option long_opts[] = {
	{ "algorithm", required_argument, nullptr, 'a' },
	{ "binary", no_argument, nullptr, 'b' },
	{ "check", no_argument, nullptr, 'c' },
	{ "length", required_argument, nullptr, 'l' },
	{ "tag", no_argument, nullptr, opt_tag },
	{ "text", no_argument, nullptr, 't' },
	{ "zero", no_argument, nullptr, 'z' },
	{ "ignore-missing", no_argument, nullptr, opt_ignore_missing },
	{ "quiet", no_argument, nullptr, opt_quiet },
	{ "status", no_argument, nullptr, opt_status },
	{ "strict", no_argument, nullptr, opt_strict },
	{ "warn", no_argument, nullptr, 'w' },
	{ "key-file", required_argument, nullptr, opt_key_file },
	{ "hmac-key-file", required_argument, nullptr, opt_hmac_key_file },
	{ "help", no_argument, nullptr, opt_help },
	{ "version", no_argument, nullptr, opt_version },
	{ nullptr, 0, nullptr, 0 },
};

} /* namespace */

int main(int argc, char **argv)
{
	const char *length = nullptr, *key_file = nullptr;
	bool text = false;
	int c;

	argv[0] = const_cast<char *>(prog); /* for getopt's messages */
	while ((c = getopt_long(argc, argv, "a:bcl:tzw", long_opts, nullptr)) !=
	       -1) {
		switch (c) {
		case 'a':
			if (!parse_alg(optarg))
				fail("invalid argument " + quotef(optarg) +
				     " for '--algorithm'\nValid arguments are: " +
				     alg_list());
			break;
		case 'b':
			cfg.binary = true;
			break;
		case 'c':
			cfg.check = true;
			break;
		case 'l':
			length = optarg;
			break;
		case 't':
			text = true;
			cfg.binary = false;
			break;
		case 'z':
			cfg.zero = true;
			break;
		case 'w':
			cfg.warn = true;
			cfg.status = cfg.quiet = false;
			break;
		case opt_tag:
			cfg.tag = true;
			break;
		case opt_ignore_missing:
			cfg.ignore_missing = true;
			break;
		case opt_quiet:
			cfg.quiet = true;
			cfg.status = cfg.warn = false;
			break;
		case opt_status:
			cfg.status = true;
			cfg.quiet = cfg.warn = false;
			break;
		case opt_strict:
			cfg.strict = true;
			break;
		case opt_key_file:
			key_file = optarg;
			cfg.keyed = true;
			cfg.hmac = false;
			break;
		case opt_hmac_key_file:
			key_file = optarg;
			cfg.hmac = true;
			cfg.keyed = false;
			break;
		case opt_help:
			usage(0);
		case opt_version:
			printf("kcsum (kcrypto) 0.1\n");
			return 0;
		default:
			usage(1);
		}
	}

	size_t max = max_len(cfg.algorithm);
	if (length) {
		char *end;
		unsigned long bits;

		errno = 0;
		bits = strtoul(length, &end, 10);
		if (!has_length(cfg.algorithm))
			fail("--length is only supported with blake2b, blake2s, "
			     "shake128 and shake256");
		if (errno || *end || !*length || bits > max * 8 || bits == 0 ||
		    bits % 8) {
			fprintf(stderr, "%s: invalid length: '%s'\n", prog,
				length);
			if (!errno && !*end && *length && bits % 8)
				fprintf(stderr,
					"%s: length is not a multiple of 8\n",
					prog);
			else if (!errno && !*end && *length && bits)
				fprintf(stderr,
					"%s: maximum digest length for '%s' is "
					"%zu bits\n",
					prog, alg_name().c_str(), max * 8);
			return 1;
		}
		cfg.outlen = bits / 8;
		cfg.length_given = true;
	}
	if (cfg.keyed && !is_blake2(cfg.algorithm))
		fail("--key-file is for blake2b and blake2s; use "
		     "--hmac-key-file with the sha2 algorithms");
	if (cfg.hmac && !is_sha2(cfg.algorithm))
		fail("--hmac-key-file is for sha224, sha256, sha384 and sha512; "
		     "use --key-file\nwith blake2b and blake2s");
	if (cfg.check && cfg.tag)
		fail("the --tag option is meaningless when verifying "
		     "checksums");
	if (cfg.check && (cfg.binary || text))
		fail("the --binary and --text options are meaningless when "
		     "verifying checksums");
	if (cfg.check && cfg.zero)
		fail("the --zero option is not supported when verifying "
		     "checksums");
	if (!cfg.check && (cfg.ignore_missing || cfg.quiet || cfg.status ||
			   cfg.strict || cfg.warn))
		fail("the --ignore-missing, --quiet, --status, --strict and "
		     "--warn options are\nmeaningful only when verifying "
		     "checksums");
	if (cfg.tag && cfg.binary)
		fail("--tag does not support --binary");
	if (key_file) {
		if (!read_key(key_file, cfg.key))
			return 1;
		if (cfg.keyed && cfg.key.size() > max) {
			fprintf(stderr,
				"%s: %s: key is %zu bytes; %s takes at most "
				"%zu\n",
				prog, quotef(key_file).c_str(), cfg.key.size(),
				alg_name().c_str(), max);
			return 1;
		}
	}

	static char outbuf[1 << 16];
	setvbuf(stdout, outbuf, _IOFBF, sizeof(outbuf));

	std::vector<std::string> files(argv + optind, argv + argc);
	if (files.empty())
		files.push_back("-");
	bool ok = true;
	for (const std::string &f : files) {
		if (cfg.check)
			ok &= check_file(f);
		else
			ok &= print_sum(f);
		if (cfg.check)
			fflush(stdout);
	}
	explicit_bzero(cfg.key.data(), cfg.key.size());
	if (fflush(stdout) != 0 || ferror(stdout)) {
		fprintf(stderr, "%s: write error: %s\n", prog, strerror(errno));
		return 1;
	}
	return ok ? 0 : 1;
}
