/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Shared pieces of the libFuzzer targets: the decoder that turns a fuzz
 * input into parameters, a message and update split points, and the
 * mismatch report.
 *
 * Input layout (every field is optional; a short input reads zeros):
 *
 *   byte 0      algorithm selector
 *   byte 1      digest length selector
 *   byte 2      key length selector
 *   byte 3      number of split points (low 3 bits)
 *   2 bytes     per split point: little-endian chunk length, modulo 1024
 *   key bytes   as many as the target asks for
 *   the rest    the message
 */
#ifndef KCRYPTO_FUZZ_COMMON_H
#define KCRYPTO_FUZZ_COMMON_H

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <span>
#include <vector>

namespace kfuzz {

class reader {
public:
	reader(const uint8_t *data, size_t size) : p_(data), n_(size)
	{
	}

	uint8_t byte()
	{
		if (!n_)
			return 0;
		n_--;
		return *p_++;
	}

	/* Up to @len bytes, copied into an exactly sized heap buffer. */
	std::vector<uint8_t> take(size_t len)
	{
		len = len < n_ ? len : n_;
		std::vector<uint8_t> v(p_, p_ + len);
		p_ += len;
		n_ -= len;
		return v;
	}

	std::vector<uint8_t> rest()
	{
		return take(n_);
	}

private:
	const uint8_t *p_;
	size_t n_;
};

struct params {
	uint8_t alg;
	uint8_t outsel;
	uint8_t keysel;
	std::vector<size_t> splits;
};

inline params read_params(reader &r)
{
	params p;

	p.alg = r.byte();
	p.outsel = r.byte();
	p.keysel = r.byte();
	unsigned int n = r.byte() & 7;
	for (unsigned int i = 0; i < n; i++) {
		size_t lo = r.byte();
		size_t hi = r.byte();

		p.splits.push_back((lo | hi << 8) % 1024);
	}
	return p;
}

/*
 * Feed @msg to @update in the chunks the split points give, then the rest.
 * Each chunk is copied to its own exactly sized allocation, so that ASan
 * sees any read past a chunk. Zero-length chunks pass NULL.
 */
template <typename F>
void feed(const std::vector<uint8_t> &msg, const std::vector<size_t> &splits,
	  F update)
{
	size_t pos = 0;

	for (size_t s : splits) {
		size_t len = s < msg.size() - pos ? s : msg.size() - pos;

		if (!len) {
			update(nullptr, 0);
			continue;
		}
		std::vector<uint8_t> chunk(msg.begin() + pos,
					   msg.begin() + pos + len);
		update(chunk.data(), len);
		pos += len;
	}
	std::vector<uint8_t> chunk(msg.begin() + pos, msg.end());
	update(chunk.empty() ? nullptr : chunk.data(), chunk.size());
}

/*
 * Squeeze @outlen bytes into @out with @fn, in the chunk lengths
 * @chunks gives (each cut to what is left), then the rest. Each chunk is
 * written to its own exactly sized allocation, so that ASan sees a write
 * past it; zero-length chunks pass NULL.
 */
template <typename F>
void squeeze(const std::vector<uint8_t> &chunks, uint8_t *out, size_t outlen,
	     F fn)
{
	size_t done = 0;

	for (size_t i = 0; i <= chunks.size(); i++) {
		size_t n = i < chunks.size() ? chunks[i] : outlen - done;
		n = n < outlen - done ? n : outlen - done;
		std::vector<uint8_t> part(n);

		fn(n ? part.data() : nullptr, n);
		if (n)
			memcpy(out + done, part.data(), n);
		done += n;
	}
}

/* NULL for an empty buffer, as the API allows with length 0. */
inline const uint8_t *ptr(const std::vector<uint8_t> &v)
{
	return v.empty() ? nullptr : v.data();
}

inline void hex(const char *what, const uint8_t *p, size_t n)
{
	fprintf(stderr, "  %-10s ", what);
	for (size_t i = 0; i < n; i++)
		fprintf(stderr, "%02x", p[i]);
	fprintf(stderr, "\n");
}

/* Report a mismatch and abort, which libFuzzer records as a crash. */
[[noreturn]] inline void mismatch(const char *what, const params &p,
				  size_t keylen, size_t msglen,
				  const uint8_t *got, const uint8_t *want,
				  size_t n)
{
	fprintf(stderr,
		"MISMATCH: %s (alg %u, outsel %u, keylen %zu, msglen %zu, "
		"%zu splits)\n",
		what, p.alg, p.outsel, keylen, msglen, p.splits.size());
	hex("kcrypto", got, n);
	hex("reference", want, n);
	abort();
}

inline void check(const char *what, const params &p, size_t keylen,
		  size_t msglen, const uint8_t *got, const uint8_t *want,
		  size_t n)
{
	if (memcmp(got, want, n) != 0)
		mismatch(what, p, keylen, msglen, got, want, n);
}

/* A buffer with canary bytes after the first @n, to catch extra writes. */
constexpr uint8_t canary = 0xa5;
constexpr size_t slack = 64;

inline bool untouched(const uint8_t *p, size_t from, size_t to)
{
	for (size_t i = from; i < to; i++)
		if (p[i] != canary)
			return false;
	return true;
}

} /* namespace kfuzz */

#endif /* KCRYPTO_FUZZ_COMMON_H */
