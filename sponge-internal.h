/* SPDX-License-Identifier: ISC */
/* sponge-internal.h: the sponge construction (FIPS 202, 4) that every
   SHA-3 front end shares: buffering partial blocks, padding, squeezing,
   and SP 800-185's encodings (2.3). The variants (compress.h) see whole
   blocks only, the front ends never see the variant.

   A context has state[25] (the lanes), index and block[rate]. While
   absorbing, index bytes of the message wait in block, whose bytes from
   index on are always zero, so padding only XORs in its two ends. Once
   squeezing, block holds the current output block (the first rate bytes
   of the state, little-endian) and index is how many of them were given
   out. struct sponge views any such context. */

#ifndef THISTLE_SPONGE_INTERNAL_H
#define THISTLE_SPONGE_INTERNAL_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "bytes-internal.h"
#include "compress.h"
#include "endian-internal.h"

/* The domain-separation bits of each function and the first bit of its
   padding pad10*1, as the byte XORed in after the message (FIPS 202,
   6.1 and 6.2, B.2; SP 800-185, 3.3). */
#define SPONGE_SUFFIX_SHA3 0x06
#define SPONGE_SUFFIX_SHAKE 0x1f
#define SPONGE_SUFFIX_CSHAKE 0x04

struct sponge {
  uint64_t *state;
  uint8_t *block;
  unsigned *index;
  size_t rate;
};

#define SPONGE(ctx) \
  ((struct sponge) { (ctx)->state, (ctx)->block, &(ctx)->index, \
                     sizeof((ctx)->block) })

/* Starts a message: all lanes zero, nothing absorbed. */
static inline void
sponge_start(struct sponge s)
{
  zero_inline(s.state, 25 * sizeof(uint64_t));
  zero_inline(s.block, s.rate);
  *s.index = 0;
}

/* Absorbs the full block waiting in block, then zeroes it for the next. */
static inline void
sponge_absorb_block(struct sponge s)
{
  _thistle_sha3_absorb_n(s.state, s.block, 1, s.rate);
  zero_inline(s.block, s.rate);
}

/* Absorbs length bytes at data: completes the partial block first, then
   hands every whole block of the caller's buffer to one absorb_n call
   (no copy), and keeps the tail. The copies are memcpy: copy_inline's
   pieces are no faster here and make GCC call this function rather than
   inline it, an HMAC-SHA3-256 of 64 bytes then 4% slower
   (doc/performance.md, the SHA-3 front end). */
static inline void
sponge_absorb(struct sponge s, const void *data, size_t length)
{
  const uint8_t *p = data;
  size_t blocks;

  if (length < s.rate - *s.index)
    {
      if (length > 0)
        memcpy(s.block + *s.index, p, length);
      *s.index += (unsigned) length;
      return;
    }
  if (*s.index > 0)
    {
      size_t left = s.rate - *s.index;
      memcpy(s.block + *s.index, p, left);
      sponge_absorb_block(s);
      p += left;
      length -= left;
    }
  blocks = length / s.rate;
  if (blocks > 0)
    {
      _thistle_sha3_absorb_n(s.state, p, blocks, s.rate);
      p += blocks * s.rate;
      length -= blocks * s.rate;
    }
  if (length > 0)
    memcpy(s.block, p, length);
  *s.index = (unsigned) length;
}

/* Absorbs length bytes of a secret (KMAC's key, HMAC's long key) as
   sponge_absorb does, but every byte through block by copy_inline, whose
   moves the compiler makes in the registers wipe_registers clears (libc's
   memcpy may move them through others, such as ymm16-31); the caller
   ends with a wipe. */
static inline void
sponge_absorb_secret(struct sponge s, const void *data, size_t length)
{
  const uint8_t *p = data;
  while (length > 0)
    {
      size_t n = s.rate - *s.index;
      if (n > length)
        n = length;
      copy_inline(s.block + *s.index, p, n);
      *s.index += (unsigned) n;
      p += n;
      length -= n;
      if (*s.index == s.rate)
        {
          sponge_absorb_block(s);
          *s.index = 0;
        }
    }
}

/* Absorbs zeros up to the next block boundary: bytepad's end (SP 800-185,
   2.3.3), for strings whose length is not a constant. */
static inline void
sponge_absorb_to_boundary(struct sponge s)
{
  if (*s.index == 0)
    return;
  sponge_absorb_block(s);
  *s.index = 0;
}

/* Writes the first length <= rate bytes of the state, little-endian: on
   a little-endian host, the state's own bytes (one memcpy, which moves
   them in vector registers, where a loop of lanes would store 8 bytes at
   a time). */
static inline void
sponge_write_lanes(uint8_t *out, const uint64_t *state, size_t length)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  memcpy(out, state, length);
#else
  uint8_t last[8];
  size_t i;
  for (; length >= 8; length -= 8, out += 8)
    write_le64(out, *state++);
  if (length == 0)
    return;
  write_le64(last, *state);
  for (i = 0; i < length; i++)
    out[i] = last[i];
#endif
}

/* Ends the message: its suffix, then the padding's last 1 bit at the end
   of the block (the same byte when only one is left), and the final
   permutation. The state's first rate bytes are then the first output
   block. */
static inline void
sponge_pad(struct sponge s, uint8_t suffix)
{
  s.block[*s.index] ^= suffix;
  s.block[s.rate - 1] ^= 0x80;
  _thistle_sha3_absorb_n(s.state, s.block, 1, s.rate);
}

/* After sponge_pad: block holds the first output block, none given. */
static inline void
sponge_start_squeezing(struct sponge s)
{
  sponge_write_lanes(s.block, s.state, s.rate);
  *s.index = 0;
}

/* Writes the next length bytes of the output stream: the rest of the
   current block, then whole blocks straight from one squeeze_n call into
   out (block then gets the last of them, all given), then the start of
   one more through block. */
static inline void
sponge_squeeze(struct sponge s, uint8_t *out, size_t length)
{
  size_t n = s.rate - *s.index, blocks;

  if (n > length)
    n = length;
  if (n > 0)
    memcpy(out, s.block + *s.index, n);
  *s.index += (unsigned) n;
  out += n;
  length -= n;
  blocks = length / s.rate;
  if (blocks > 0)
    {
      _thistle_sha3_squeeze_n(s.state, out, blocks, s.rate);
      sponge_write_lanes(s.block, s.state, s.rate);
      out += blocks * s.rate;
      length -= blocks * s.rate;
    }
  if (length > 0)
    {
      _thistle_sha3_squeeze_n(s.state, s.block, 1, s.rate);
      memcpy(out, s.block, length);
      *s.index = (unsigned) length;
    }
}

/* SP 800-185's encodings (2.3.1) of the bit length of a string of bytes
   bytes, which may be up to 2^64 - 1 bytes, so the bit count needs up to
   67 bits: the 9-byte big-endian value, trimmed to its significant bytes
   (at least one). Writes left_encode (left) or right_encode into out[10]
   and returns its length. */
static inline size_t
sponge_encode_bits(uint8_t out[10], uint64_t bytes, int left)
{
  uint8_t value[9];
  size_t first = 0, n, i;

  value[0] = (uint8_t) (bytes >> 61);
  for (i = 1; i < 9; i++)
    value[i] = (uint8_t) ((bytes << 3) >> (8 * (8 - i)));
  while (first < 8 && value[first] == 0)
    first++;
  n = 9 - first;
  if (left)
    {
      out[0] = (uint8_t) n;
      memcpy(out + 1, value + first, n);
    }
  else
    {
      memcpy(out, value + first, n);
      out[n] = (uint8_t) n;
    }
  return n + 1;
}

/* Absorbs encode_string(string) (SP 800-185, 2.3.2): the left-encoded bit
   length, then the string, a secret one by sponge_absorb_secret. */
static inline void
sponge_absorb_string(struct sponge s, const void *string, size_t length,
                     int secret)
{
  uint8_t encoding[10];
  size_t n = sponge_encode_bits(encoding, length, 1);
  sponge_absorb(s, encoding, n);
  if (secret)
    sponge_absorb_secret(s, string, length);
  else
    sponge_absorb(s, string, length);
}

/* Starts bytepad(..., rate) (SP 800-185, 2.3.3): left_encode(rate), as
   a byte count; the caller absorbs the strings, then
   sponge_absorb_to_boundary. */
static inline void
sponge_start_bytepad(struct sponge s)
{
  uint8_t encoding[2] = { 1, (uint8_t) s.rate };
  sponge_absorb(s, encoding, sizeof(encoding));
}

#endif /* THISTLE_SPONGE_INTERNAL_H */
