# SPDX-License-Identifier: ISC
# testsuite/kdf-reference.py: PBKDF2 and HKDF from Python, for
# kdf-diff-test. Reads lines "pbkdf2 HASH PASSWORD SALT ITERATIONS LENGTH"
# or "hkdf HASH SALT IKM INFO LENGTH" (byte strings in hex, "-" for
# empty) and writes each output in hex, one line each. PBKDF2 is
# hashlib.pbkdf2_hmac; HKDF is RFC 5869 written here on the hmac module.
import hashlib
import hmac
import sys


def unhex(field):
    return b"" if field == "-" else bytes.fromhex(field)


def hkdf(hash_name, salt, ikm, info, length):
    digest_size = hashlib.new(hash_name).digest_size
    prk = hmac.new(salt or bytes(digest_size), ikm, hash_name).digest()
    t, okm, counter = b"", b"", 1
    while len(okm) < length:
        t = hmac.new(prk, t + info + bytes([counter]), hash_name).digest()
        okm += t
        counter += 1
    return okm[:length]


for line in sys.stdin:
    kind, hash_name, a, b, c, length = line.split()
    if kind == "pbkdf2":
        out = hashlib.pbkdf2_hmac(hash_name, unhex(a), unhex(b), int(c),
                                  int(length))
    else:
        out = hkdf(hash_name, unhex(a), unhex(b), unhex(c), int(length))
    print(out.hex() if out else "-")
