#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# The Python side of clients.sh's AF_ALG part: hash files through kernel
# hash drivers chosen by driver name with socket.AF_ALG, and compare with
# the digests clients.sh computed with coreutils and openssl.
#
#   afalg.py VARIANTS REFS FILES KEYS
#
# VARIANTS has lines "ALG DRIVER KEY" (KEY "-" for none, else a file name in
# the KEYS directory); REFS has lines "ALG KEY LEN HEX ...", the reference
# digest of FILES/LEN ("-" as HEX for keyed BLAKE2b: then Python's
# hashlib.blake2b is the reference). For HMAC, Python's hmac module must
# agree with the reference too.
#
# Prints for clients.sh, which numbers them: "ok NAME", "not ok NAME", and
# "# ..." diagnostics. Per variant: all lengths in one line, and the state
# clone of accept() (export/import) midway through the 4097-byte file. Per
# driver: BLAKE2b refuses a 65-byte key with EINVAL, HMAC without a key is
# refused with ENOKEY.
import errno
import hashlib
import hmac
import os
import socket
import sys

CHUNK = 65536


def key_bytes(keys, key):
    if key == '-':
        return None
    with open(os.path.join(keys, key), 'rb') as f:
        return f.read()


def tfm(driver, key):
    s = socket.socket(socket.AF_ALG, socket.SOCK_SEQPACKET, 0)
    s.bind(('hash', driver))
    if key is not None:
        s.setsockopt(socket.SOL_ALG, socket.ALG_SET_KEY, key)
    return s


def send(op, data, more):
    """Send data in chunks; the last one without MSG_MORE unless more."""
    off = 0
    while True:
        chunk = data[off:off + CHUNK]
        off += len(chunk)
        last = off >= len(data)
        op.sendall(chunk, socket.MSG_MORE if more or not last else 0)
        if last:
            return


def af_alg(driver, key, data):
    s = tfm(driver, key)
    try:
        op, _ = s.accept()
        with op:
            send(op, data, False)
            return op.recv(64)
    finally:
        s.close()


def python_ref(alg, key, data):
    """Python's own digest, for keyed BLAKE2b and the HMAC cross-check."""
    if alg.startswith('blake2b-'):
        return hashlib.blake2b(data, key=key or b'',
                               digest_size=int(alg[8:]) // 8).hexdigest()
    h = alg[5:-1]
    return hmac.new(key, data, getattr(hashlib, h)).hexdigest()


def main():
    variants_file, refs_file, files, keys = sys.argv[1:5]
    refs = {}
    lengths = []
    with open(refs_file) as f:
        for line in f:
            alg, key, length, want = line.split()[:4]
            refs[(alg, key, int(length))] = want
            if int(length) not in lengths:
                lengths.append(int(length))
    data = {}
    for length in lengths:
        with open(os.path.join(files, str(length)), 'rb') as f:
            data[length] = f.read()

    tested = set()
    with open(variants_file) as f:
        variants = [line.split() for line in f if line.strip()]
    for alg, driver, key in variants:
        k = key_bytes(keys, key)
        name = 'python AF_ALG %s key=%s' % (driver, key)
        bad = []
        for length in lengths:
            want = refs[(alg, key, length)]
            if want == '-' or alg.startswith('hmac('):
                py = python_ref(alg, k, data[length])
                if want == '-':
                    want = py
                elif py != want:
                    bad.append('%d: openssl %s python hmac %s' %
                               (length, want, py))
                    continue
            try:
                got = af_alg(driver, k, data[length]).hex()
            except OSError as e:
                got = 'error ' + errno.errorcode.get(e.errno, str(e.errno))
            if got != want:
                bad.append('%d: got %s want %s' % (length, got, want))
        report(name + ': %d lengths' % len(lengths), bad)

        # accept() on an operation socket clones its state (the driver's
        # export and import); both copies then finish the same message.
        length = 4097
        want = refs[(alg, key, length)]
        if want == '-':
            want = python_ref(alg, k, data[length])
        bad = []
        try:
            s = tfm(driver, k)
            op, _ = s.accept()
            send(op, data[length][:1000], True)
            clone, _ = op.accept()
            digests = []
            for o in (op, clone):
                send(o, data[length][1000:], False)
                digests.append(o.recv(64).hex())
                o.close()
            s.close()
            bad = ['%s: got %s want %s' % (who, d, want)
                   for who, d in zip(('original', 'clone'), digests)
                   if d != want]
        except OSError as e:
            bad.append('clone: %s' % e)
        report('python AF_ALG %s key=%s: accept() clone' % (driver, key),
               bad)

        if driver in tested:
            continue
        tested.add(driver)
        if alg.startswith('blake2b-'):
            bad_key(driver)
        elif alg.startswith('hmac('):
            no_key(driver)


def bad_key(driver):
    """A 65-byte BLAKE2b key: setkey must fail with EINVAL."""
    name = 'python AF_ALG %s: 65-byte key gives EINVAL' % driver
    try:
        tfm(driver, bytes(range(65))).close()
        report(name, ['setkey accepted a 65-byte key'])
    except OSError as e:
        report(name, [] if e.errno == errno.EINVAL else ['error %s' % e])


def no_key(driver):
    """HMAC needs a key: hashing before setkey must fail with ENOKEY (at
    accept(), or at the first send or recv on the unkeyed socket)."""
    name = 'python AF_ALG %s: no key gives ENOKEY' % driver
    try:
        with tfm(driver, None) as s:
            op, _ = s.accept()
            with op:
                op.send(b'abc')
                digest = op.recv(64)
        report(name, ['hashed without a key: %s' % digest.hex()])
    except OSError as e:
        report(name, [] if e.errno == errno.ENOKEY else ['error %s' % e])


FAILED = []


def report(name, bad):
    for line in bad:
        print('# ' + line)
    print(('not ok ' if bad else 'ok ') + name, flush=True)
    if bad:
        FAILED.append(name)


if __name__ == '__main__':
    main()
    # clients.sh checks this status and counts the lines per driver: a
    # crash midway (a traceback, status 1) can't pass for a short run.
    sys.exit(1 if FAILED else 0)
