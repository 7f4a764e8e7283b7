/* SPDX-License-Identifier: ISC */
/* bytes-internal.h: zeroing and copying up to a few blocks of bytes in
   plain stores, for the front ends' buffers and states.

   GCC 12 at -O2 expands a memset of 88 bytes or more (SHA-512's block, a
   Keccak state, every SHA-3 block but SHA3-512's) into rep stosq, and a
   memcpy of unknown length bounded by a block into rep movsq. Both take
   tens of cycles to start, and the compression function's loads right
   after wait for their stores instead of taking them from the store
   buffer: on AMD Zen 5 the zeroing of a Keccak state and block costs a
   SHA3-256 of 64 bytes 15% of its time (doc/performance.md, the SHA-3
   front end). These expand to moves of constant size. */

#ifndef THISTLE_BYTES_INTERNAL_H
#define THISTLE_BYTES_INTERNAL_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* Zeroes length bytes at p: 64-byte pieces, then the rest (constant
   where length is, as for every state and block). */
static inline void
zero_inline(void *p, size_t length)
{
  uint8_t *bytes = p;
  size_t i;
  for (i = 0; i + 64 <= length; i += 64)
    memset(bytes + i, 0, 64);
  memset(bytes + i, 0, length - i);
}

/* Copies length < 256 bytes (at most a block of any hash; of a longer
   length only length % 256 bytes) from src to dst in pieces of constant
   size, once the loop is unrolled. A call of libc's memcpy is no better:
   it reads 32 bytes (HKDF's PRK, as HMAC key) in one 32-byte load, which
   waits for the 16-byte stores of the digest just written. */
static inline void
copy_inline(void *dst, const void *src, size_t length)
{
  uint8_t *d = dst;
  const uint8_t *s = src;
#pragma GCC unroll 8
  for (size_t piece = 128; piece > 0; piece /= 2)
    if (length & piece)
      {
        memcpy(d, s, piece);
        d += piece;
        s += piece;
      }
}

#endif /* THISTLE_BYTES_INTERNAL_H */
