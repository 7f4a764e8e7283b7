# SPDX-License-Identifier: ISC
# testsuite/sha3-reference.py: SHA-3, SHAKE and HMAC-SHA3 from Python's
# hashlib and hmac, for sha3-diff-test. Reads lines "hash NAME MESSAGE
# LENGTH" (NAME sha3_224 ... shake_256; LENGTH the output's bytes, read
# for SHAKE only) or "hmac NAME KEY MESSAGE" (byte strings in hex, "-"
# for empty) and writes each output in hex ("-" for none), one line each.
import hashlib
import hmac
import sys


def unhex(field):
    return b"" if field == "-" else bytes.fromhex(field)


for line in sys.stdin:
    kind, name, a, b = line.split()
    if kind == "hmac":
        out = hmac.new(unhex(a), unhex(b), name).digest()
    elif name.startswith("shake"):
        out = hashlib.new(name, unhex(a)).digest(int(b))
    else:
        out = hashlib.new(name, unhex(a)).digest()
    print(out.hex() if out else "-")
