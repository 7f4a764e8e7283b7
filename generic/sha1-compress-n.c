/* SPDX-License-Identifier: ISC */
/* generic/sha1-compress-n.c: the SHA-1 compression function in portable C
   (FIPS 180-4, 6.1.2). The reference every other variant is tested
   against, and the fallback on CPUs without a faster one. */

#include "compress.h"
#include "endian-internal.h"
#include "wipe-internal.h"

#define ROTL(x, n) (((x) << (n)) | ((x) >> (32 - (n))))

/* The round functions and constants of FIPS 180-4, 4.1.1 and 4.2.1, with
   Ch and Maj in forms with one operation fewer. */
#define F_CH(x, y, z) ((z) ^ ((x) & ((y) ^ (z))))       /* rounds 0-19 */
#define F_PARITY(x, y, z) ((x) ^ (y) ^ (z))             /* 20-39, 60-79 */
#define F_MAJ(x, y, z) (((x) & (y)) | ((z) & ((x) | (y))))  /* 40-59 */
#define K0 0x5a827999
#define K1 0x6ed9eba1
#define K2 0x8f1bbcdc
#define K3 0xca62c1d6

/* The schedule as a ring of 16 words: for t >= 16,
   W[t] = ROTL1(W[t-3] ^ W[t-8] ^ W[t-14] ^ W[t-16]). */
#define EXPAND(t) \
  (w[(t) & 15] = ROTL(w[((t) - 3) & 15] ^ w[((t) - 8) & 15] \
                      ^ w[((t) - 14) & 15] ^ w[(t) & 15], 1))

/* One round: T = ROTL5(a) + f(b,c,d) + e + K + W[t]; e = d; d = c;
   c = ROTL30(b); b = a; a = T. Here T lands in e and b is rotated in
   place; the caller renames (e,a,b,c,d) for the next round. */
#define ROUND(a, b, c, d, e, F, k, w) do {            \
    (e) += ROTL(a, 5) + F(b, c, d) + (k) + (w);       \
    (b) = ROTL(b, 30);                                \
  } while (0)

/* Five rounds from t, after which the variables are back in place. */
#define FIVE_ROUNDS(t, F, k, W_AT) do {               \
    ROUND(a, b, c, d, e, F, k, W_AT((t) + 0));        \
    ROUND(e, a, b, c, d, F, k, W_AT((t) + 1));        \
    ROUND(d, e, a, b, c, F, k, W_AT((t) + 2));        \
    ROUND(c, d, e, a, b, F, k, W_AT((t) + 3));        \
    ROUND(b, c, d, e, a, F, k, W_AT((t) + 4));        \
  } while (0)

#define W_LOADED(t) w[t]
/* Rounds 15-19 straddle the end of the loaded words. */
#define W_LOADED_OR_EXPANDED(t) ((t) < 16 ? w[t] : EXPAND(t))

/* The rounds, in a frame of their own for the caller below to wipe. */
static __attribute__((noinline)) void
compress_blocks(uint32_t state[5], const uint8_t *data, size_t blocks)
{
  for (; blocks > 0; blocks--, data += 64)
    {
      uint32_t w[16];
      uint32_t a = state[0], b = state[1], c = state[2];
      uint32_t d = state[3], e = state[4];
      unsigned t;

      for (t = 0; t < 16; t++)
        w[t] = read_be32(data + 4 * t);

      FIVE_ROUNDS(0, F_CH, K0, W_LOADED);
      FIVE_ROUNDS(5, F_CH, K0, W_LOADED);
      FIVE_ROUNDS(10, F_CH, K0, W_LOADED);
      FIVE_ROUNDS(15, F_CH, K0, W_LOADED_OR_EXPANDED);
      for (t = 20; t < 40; t += 5)
        FIVE_ROUNDS(t, F_PARITY, K1, EXPAND);
      for (t = 40; t < 60; t += 5)
        FIVE_ROUNDS(t, F_MAJ, K2, EXPAND);
      for (t = 60; t < 80; t += 5)
        FIVE_ROUNDS(t, F_PARITY, K3, EXPAND);

      state[0] += a; state[1] += b; state[2] += c;
      state[3] += d; state[4] += e;
    }
}

void
_thistle_sha1_compress_n_c(uint32_t state[5], const uint8_t *data,
                           size_t blocks)
{
  if (blocks == 0)
    return;
  compress_blocks(state, data, blocks);
  /* compress_blocks' frame, return address included, is about 200
     bytes deep in the builds the tests run (gcc and clang, x86_64, x86,
     arm64); residue-test fails where this is too little. */
  wipe_stack_after(384);
}
