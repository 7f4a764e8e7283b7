/* SPDX-License-Identifier: ISC */
/* endian-internal.h: big-endian loads and stores, and SHA-3's
   little-endian ones. SHA-1 and SHA-2 read message words and write
   digests big-endian (FIPS 180-4, 3.1). Compilers turn these byte-wise
   forms into single bswap/movbe instructions. */

#ifndef THISTLE_ENDIAN_INTERNAL_H
#define THISTLE_ENDIAN_INTERNAL_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

static inline uint32_t
read_be32(const uint8_t *p)
{
  return ((uint32_t) p[0] << 24) | ((uint32_t) p[1] << 16)
    | ((uint32_t) p[2] << 8) | (uint32_t) p[3];
}

static inline uint64_t
read_be64(const uint8_t *p)
{
  return ((uint64_t) read_be32(p) << 32) | read_be32(p + 4);
}

static inline void
write_be32(uint8_t *p, uint32_t v)
{
  p[0] = (uint8_t) (v >> 24);
  p[1] = (uint8_t) (v >> 16);
  p[2] = (uint8_t) (v >> 8);
  p[3] = (uint8_t) v;
}

static inline void
write_be64(uint8_t *p, uint64_t v)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  /* One bswap and one store. GCC's byte-wise form goes wrong when it knows
     some bytes are zero (SHA-512's length field): it splits the store
     into a dozen shifts and partial stores. */
  v = __builtin_bswap64(v);
  memcpy(p, &v, sizeof(v));
#else
  write_be32(p, (uint32_t) (v >> 32));
  write_be32(p + 4, (uint32_t) v);
#endif
}

/* Writes the 16 bytes at src, four 32-bit words (write_be32_chunk) or two
   64-bit ones (write_be64_chunk), big-endian to dst in a single store,
   by way of GCC's and clang's vector extension (an SSE2 register on x86,
   plain words where there is no vector unit). What a compression
   function or a copy reads in 16-byte loads right after it is written
   goes in such chunks: a load that several narrower stores would have
   to feed waits for them to reach the cache instead of being forwarded.
   The vectors stay inside: passed by value, they would have an ABI of
   their own on 32-bit x86 without SSE. */
static inline void
write_be32_chunk(uint8_t *dst, const void *src)
{
  typedef uint32_t words32 __attribute__((vector_size(16)));
  words32 x;
  memcpy(&x, src, sizeof(x));
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  {
    typedef uint16_t words16 __attribute__((vector_size(16)));
    words16 y;
    x = (x << 16) | (x >> 16);
    y = (words16) x;
    x = (words32) ((y << 8) | (y >> 8));
  }
#endif
  memcpy(dst, &x, sizeof(x));
}

static inline void
write_be64_chunk(uint8_t *dst, const void *src)
{
  typedef uint64_t words64 __attribute__((vector_size(16)));
  words64 x;
  memcpy(&x, src, sizeof(x));
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  x = (x << 32) | (x >> 32);
#endif
  write_be32_chunk(dst, &x);
}

/* Writes the first length bytes of the big-endian encoding of words[]:
   digests truncate the state, SHA-512/224 even in the middle of a word. */
static inline void
write_be32_prefix(uint8_t *dst, size_t length, const uint32_t *words)
{
  uint8_t last[4];
  /* Whole chunks first: a digest is read again at once in 16-byte loads
     by HMAC's outer hash and HKDF's next key. */
  for (; length >= 16; length -= 16, dst += 16, words += 4)
    write_be32_chunk(dst, words);
  for (; length >= 4; length -= 4, dst += 4)
    write_be32(dst, *words++);
  if (length == 0)
    return;
  write_be32(last, *words);
  for (size_t i = 0; i < length; i++)
    dst[i] = last[i];
}

static inline void
write_be64_prefix(uint8_t *dst, size_t length, const uint64_t *words)
{
  uint8_t last[8];
  for (; length >= 16; length -= 16, dst += 16, words += 2)
    write_be64_chunk(dst, words);
  for (; length >= 8; length -= 8, dst += 8)
    write_be64(dst, *words++);
  if (length == 0)
    return;
  write_be64(last, *words);
  for (size_t i = 0; i < length; i++)
    dst[i] = last[i];
}

/* Little-endian 64-bit words: SHA-3's lanes (FIPS 202, B.1). The memcpy
   forms are one load or store on little-endian hosts. */
static inline uint64_t
read_le64(const uint8_t *p)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  uint64_t v;
  memcpy(&v, p, sizeof(v));
  return v;
#else
  return (uint64_t) p[0] | ((uint64_t) p[1] << 8) | ((uint64_t) p[2] << 16)
    | ((uint64_t) p[3] << 24) | ((uint64_t) p[4] << 32)
    | ((uint64_t) p[5] << 40) | ((uint64_t) p[6] << 48)
    | ((uint64_t) p[7] << 56);
#endif
}

static inline void
write_le64(uint8_t *p, uint64_t v)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  memcpy(p, &v, sizeof(v));
#else
  for (int i = 0; i < 8; i++)
    p[i] = (uint8_t) (v >> (8 * i));
#endif
}

#endif /* THISTLE_ENDIAN_INTERNAL_H */
