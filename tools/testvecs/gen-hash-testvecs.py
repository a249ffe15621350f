#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Generate tests/<alg>-testvecs.h, the test vectors of the KUnit hash suites,
# from Python's hashlib and hmac modules (an implementation independent of
# ours).
#
#   tools/testvecs/gen-hash-testvecs.py ALG [--check] [-o FILE]
#   tools/testvecs/gen-hash-testvecs.py all [--check]
#
# ALG is blake2b, blake2s, sha224, sha256, sha384, sha512, sha3_224,
# sha3_256, sha3_384, sha3_512, shake128 or shake256; the sha2 ones also
# hold the HMAC-SHA224/256/384/512 vectors. --check compares the output with
# the committed header instead of writing it (exit 1 on any difference).
#
# Test data, defined identically in tests/hash-test-template.h:
#
#   fill(n, seed): s = seed (a 64-bit unsigned integer); n times:
#       s = (s * 6364136223846793005 + 1442695040888963407) mod 2^64
#       emit the byte s >> 56
#   DATA = fill(n, 0), KEY = fill(n, 1); every message used below is a
#   prefix DATA[0:len] and every key a prefix KEY[0:len].
#
# Vectors (H is the hash at its full length, unkeyed):
#   hash_testvecs:      H(DATA[0:len]) for the lengths in HASH_LENS, and for
#                       SHA-384/512 also around their 128-byte block's
#                       padding limits (EXTRA_LENS_128), for SHA-3 and
#                       SHAKE around one and two blocks (sha3_extra_lens)
#                       (SHAKE: H is 32 bytes of SHAKE128, 64 of SHAKE256)
#   hash_testvec_consolidated:
#       H(H(DATA[0:0]) || H(DATA[0:1]) || ... || H(DATA[0:4096]))
#   hmac_testvecs:      HMAC(KEY[0:klen], DATA[0:dlen]) for HMAC_LENS
#   hmac_testvec_consolidated:
#       H(M(0) || M(1) || ... || M(292)), M(k) = HMAC(KEY[0:k], DATA[0:3k])
#   xof_testvecs:       SHAKE: X(DATA[0:len], XOF_MAX_OUT) for the lengths
#                       of xof_data_lens; X(m, n) is n bytes of output
#   xof_testvec_consolidated:
#       H(X(DATA[0:0], 0) || X(DATA[0:1], 1) || ...
#         || X(DATA[0:1000], 1000))
#   blake2_keyed_testvecs: B(KEY[0:klen], DATA[0:dlen], outlen) for a list
#   blake2_keyed_testvec_consolidated:
#       H(B(0, 1) || B(0, 2) || ... || B(0, HMAX) || B(1, 1) || ...
#         || B(KMAX, HMAX)),  B(k, o) = BLAKE2(key = KEY[0:k],
#         data = DATA[0:2k + o], outlen = o),  k in 0..KMAX, o in 1..HMAX
#
# The output is deterministic: rerunning the script gives the same bytes.

import argparse
import hashlib
import hmac
import os
import sys

LCG_MUL = 6364136223846793005
LCG_INC = 1442695040888963407
MASK64 = (1 << 64) - 1

DATA_SEED = 0
KEY_SEED = 1

CONSOLIDATED_MAX_LEN = 4096
HMAC_MAX_KEY_LEN = 292

HASH_LENS = [0, 1, 2, 3, 16, 32, 48, 49, 55, 56, 57, 63, 64, 65, 127, 128, 129,
             255, 256, 257, 511, 512, 513, 1000, 3173, 4096, 4097]

# SHA-384/512 pad with a 16-byte length in 128-byte blocks: one block holds
# the padding up to 111 pending bytes, two from 112.
EXTRA_LENS_128 = [111, 112, 113, 239, 240, 241]

# (key length, data length)
HMAC_LENS = [(0, 0), (1, 1), (4, 28), (20, 8), (32, 64), (63, 63), (64, 64),
             (65, 65), (128, 127), (131, 152), (200, 1000), (292, 4097)]

ALGS = {
    'blake2b': dict(size=64, key_size=64, block=128,
                    ctype='BLAKE2B_HASH_SIZE', hmac=False),
    'blake2s': dict(size=32, key_size=32, block=64,
                    ctype='BLAKE2S_HASH_SIZE', hmac=False),
    'sha224': dict(size=28, block=64, ctype='SHA224_DIGEST_SIZE', hmac=True),
    'sha256': dict(size=32, block=64, ctype='SHA256_DIGEST_SIZE', hmac=True),
    'sha384': dict(size=48, block=128, ctype='SHA384_DIGEST_SIZE', hmac=True,
                   extra_lens=EXTRA_LENS_128),
    'sha512': dict(size=64, block=128, ctype='SHA512_DIGEST_SIZE', hmac=True,
                   extra_lens=EXTRA_LENS_128),
    'sha3_224': dict(size=28, block=144, ctype='SHA3_224_DIGEST_SIZE',
                     hmac=False, sha3=True),
    'sha3_256': dict(size=32, block=136, ctype='SHA3_256_DIGEST_SIZE',
                     hmac=False, sha3=True),
    'sha3_384': dict(size=48, block=104, ctype='SHA3_384_DIGEST_SIZE',
                     hmac=False, sha3=True),
    'sha3_512': dict(size=64, block=72, ctype='SHA3_512_DIGEST_SIZE',
                     hmac=False, sha3=True),
    # The XOFs at the output length the suites hash with (HASH_SIZE).
    'shake128': dict(size=32, block=168, ctype='32', hmac=False, sha3=True,
                     xof='shake_128'),
    'shake256': dict(size=64, block=136, ctype='64', hmac=False, sha3=True,
                     xof='shake_256'),
}

# SHA-3 and SHAKE pad within the rate (the block): the lengths around one
# and two blocks, where the padding byte is the last of a block or starts
# a new one.
def sha3_extra_lens(block):
    return [block - 1, block, block + 1, 2 * block - 1, 2 * block,
            2 * block + 1]


# SHAKE: the output of every length 0..XOF_MAX_OUT is a prefix of the
# longest, kept for these message lengths (around one block of input, and
# a long one).
XOF_MAX_OUT = 1000


def xof_data_lens(block):
    return [0, 1, block - 1, block, block + 1, 1000]


def fill(n, seed):
    s = seed
    out = bytearray(n)
    for i in range(n):
        s = (s * LCG_MUL + LCG_INC) & MASK64
        out[i] = s >> 56
    return bytes(out)


DATA = fill(8192, DATA_SEED)
KEY = fill(HMAC_MAX_KEY_LEN, KEY_SEED)


def hash_fn(alg):
    """The unkeyed hash at its full length."""
    xof = ALGS[alg].get('xof')
    if xof:
        size = ALGS[alg]['size']
        return lambda m: hashlib.new(xof, m).digest(size)
    if alg == 'blake2b':
        return lambda m: hashlib.blake2b(m).digest()
    if alg == 'blake2s':
        return lambda m: hashlib.blake2s(m).digest()
    return lambda m: hashlib.new(alg, m).digest()


def blake2_fn(alg):
    mod = hashlib.blake2b if alg == 'blake2b' else hashlib.blake2s
    return lambda key, m, outlen: mod(m, key=key, digest_size=outlen).digest()


def blake2_keyed_lens(kmax, hmax):
    """(key length, digest length, data length) triples."""
    return [(0, hmax, 0), (1, 1, 0), (kmax, hmax, 0), (kmax, hmax, 1),
            (1, hmax, 3), (kmax // 2, hmax // 2, kmax * 2),
            (kmax, 20, kmax * 2 + 1), (7, hmax // 2 + 1, kmax * 4 - 1),
            (kmax - 1, 1, kmax * 4), (kmax, hmax, 1000),
            (kmax - 1, hmax - 1, 4097)]


def c_bytes(b, indent):
    lines = []
    for i in range(0, len(b), 8):
        lines.append(indent + ' '.join('0x%02x,' % x for x in b[i:i + 8]))
    return '\n'.join(lines)


def c_array(name, b, size_macro):
    return ('static const u8 %s[%s] = {\n%s\n};\n'
            % (name, size_macro, c_bytes(b, '\t')))


def generate(alg):
    p = ALGS[alg]
    H = hash_fn(alg)
    out = []
    out.append('/* SPDX-License-Identifier: GPL-2.0-only OR MIT */\n')
    out.append('/*\n * %s test vectors. Generated by '
               'tools/testvecs/gen-hash-testvecs.py %s;\n * do not edit. '
               'The test data is defined in that script.\n */\n' % (alg, alg))
    extra = p.get('extra_lens', [])
    if p.get('sha3'):
        extra = sha3_extra_lens(p['block'])
    lens = sorted(set(HASH_LENS + extra))
    out.append('\n#define HASH_TESTVEC_MAX_LEN %d\n' % max(lens))
    out.append('\nstatic const struct {\n\tsize_t data_len;\n'
               '\tu8 digest[%s];\n} hash_testvecs[] = {\n' % p['ctype'])
    for n in lens:
        out.append('\t{\n\t\t.data_len = %d,\n\t\t.digest = {\n%s\n\t\t},\n'
                   '\t},\n' % (n, c_bytes(H(DATA[:n]), '\t\t\t')))
    out.append('};\n\n')

    cons = b''.join(H(DATA[:n]) for n in range(CONSOLIDATED_MAX_LEN + 1))
    out.append(c_array('hash_testvec_consolidated', H(cons), p['ctype']))

    if p['hmac']:
        def mac(k, m):
            return hmac.new(k, m, alg).digest()
        out.append('\n#define HMAC_TESTVEC_MAX_KEY_LEN %d\n'
                   % max(k for k, _ in HMAC_LENS))
        out.append('\nstatic const struct {\n\tsize_t key_len;\n'
                   '\tsize_t data_len;\n\tu8 mac[%s];\n} hmac_testvecs[] = {\n'
                   % p['ctype'])
        for k, n in HMAC_LENS:
            out.append('\t{\n\t\t.key_len = %d,\n\t\t.data_len = %d,\n'
                       '\t\t.mac = {\n%s\n\t\t},\n\t},\n'
                       % (k, n, c_bytes(mac(KEY[:k], DATA[:n]), '\t\t\t')))
        out.append('};\n\n')
        cons = b''.join(mac(KEY[:k], DATA[:3 * k])
                        for k in range(HMAC_MAX_KEY_LEN + 1))
        out.append(c_array('hmac_testvec_consolidated', H(cons), p['ctype']))
    elif p.get('xof'):
        def xof(m, n):
            return hashlib.new(p['xof'], m).digest(n)
        out.append('\n#define XOF_TESTVEC_MAX_OUT %d\n' % XOF_MAX_OUT)
        out.append('\nstatic const struct {\n\tsize_t data_len;\n'
                   '\tu8 out[XOF_TESTVEC_MAX_OUT];\n} xof_testvecs[] = {\n')
        for n in xof_data_lens(p['block']):
            out.append('\t{\n\t\t.data_len = %d,\n\t\t.out = {\n%s\n'
                       '\t\t},\n\t},\n'
                       % (n, c_bytes(xof(DATA[:n], XOF_MAX_OUT), '\t\t\t')))
        out.append('};\n\n')
        cons = b''.join(xof(DATA[:n], n) for n in range(XOF_MAX_OUT + 1))
        out.append(c_array('xof_testvec_consolidated', H(cons), p['ctype']))
    elif not p.get('sha3'):
        B = blake2_fn(alg)
        kmax, hmax = p['key_size'], p['size']
        out.append('\nstatic const struct {\n\tsize_t key_len;\n'
                   '\tsize_t digest_len;\n\tsize_t data_len;\n'
                   '\tu8 digest[%s];\n} blake2_keyed_testvecs[] = {\n'
                   % p['ctype'])
        for k, o, n in blake2_keyed_lens(kmax, hmax):
            d = B(KEY[:k], DATA[:n], o)
            out.append('\t{\n\t\t.key_len = %d,\n\t\t.digest_len = %d,\n'
                       '\t\t.data_len = %d,\n\t\t.digest = {\n%s\n\t\t},\n'
                       '\t},\n' % (k, o, n, c_bytes(d, '\t\t\t')))
        out.append('};\n\n')
        cons = b''.join(B(KEY[:k], DATA[:2 * k + o], o)
                        for k in range(kmax + 1) for o in range(1, hmax + 1))
        out.append(c_array('blake2_keyed_testvec_consolidated', H(cons),
                           p['ctype']))
    return ''.join(out)


def main():
    ap = argparse.ArgumentParser(description='Generate tests/<alg>-testvecs.h')
    ap.add_argument('alg', choices=sorted(ALGS) + ['all'])
    ap.add_argument('--check', action='store_true',
                    help='compare with the committed header, write nothing')
    ap.add_argument('-o', '--output', help='output file (default: '
                    'tests/<alg>-testvecs.h next to this script)')
    args = ap.parse_args()
    algs = sorted(ALGS) if args.alg == 'all' else [args.alg]
    if args.output and len(algs) > 1:
        ap.error('-o needs a single ALG')
    top = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..')
    status = 0
    for alg in algs:
        path = args.output or os.path.join(top, 'tests',
                                           '%s-testvecs.h' % alg)
        text = generate(alg)
        if args.check:
            try:
                with open(path, encoding='utf-8') as f:
                    old = f.read()
            except OSError as e:
                print('%s: %s' % (path, e), file=sys.stderr)
                status = 1
                continue
            if old != text:
                print('%s is stale: run tools/testvecs/gen-hash-testvecs.py %s'
                      % (path, alg), file=sys.stderr)
                status = 1
        else:
            with open(path, 'w', encoding='utf-8') as f:
                f.write(text)
    return status


if __name__ == '__main__':
    sys.exit(main())
