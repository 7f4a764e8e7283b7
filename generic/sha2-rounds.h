/* SPDX-License-Identifier: ISC */
/* generic/sha2-rounds.h: the round and schedule structure SHA-256 and
   SHA-512 share (FIPS 180-4, 6.2.2 and 6.4.2). They differ only in word
   size, rotation counts and round count; the including file defines
   WORD, BIG_SIGMA0/1 and SMALL_SIGMA0/1 for its own function. */

#ifndef THISTLE_GENERIC_SHA2_ROUNDS_H
#define THISTLE_GENERIC_SHA2_ROUNDS_H

/* FIPS 180-4, 4.1.2/4.1.3, in forms with one operation fewer:
   Ch(x,y,z) = (x & y) ^ (~x & z) = z ^ (x & (y ^ z)),
   Maj(x,y,z) = (x & y) ^ (x & z) ^ (y & z) = (x & y) | (z & (x | y)). */
#define CH(x, y, z) ((z) ^ ((x) & ((y) ^ (z))))
#define MAJ(x, y, z) (((x) & (y)) | ((z) & ((x) | (y))))

/* The schedule kept as a ring of 16 words: for t >= 16,
   W[t] = s1(W[t-2]) + W[t-7] + s0(W[t-15]) + W[t-16],
   where W[t-16] is the slot W[t] overwrites. */
#define EXPAND(w, t) \
  (w[(t) & 15] += SMALL_SIGMA1(w[((t) - 2) & 15]) + w[((t) - 7) & 15] \
                  + SMALL_SIGMA0(w[((t) - 15) & 15]))

/* One round, t:
   T1 = h + S1(e) + Ch(e,f,g) + K[t] + W[t]
   T2 = S0(a) + Maj(a,b,c)
   d += T1; h = T1 + T2
   The other variables shift by renaming: the caller rotates the argument
   list by one for each following round. */
#define ROUND(a, b, c, d, e, f, g, h, k, w) do {                    \
    WORD t1_ = (h) + BIG_SIGMA1(e) + CH(e, f, g) + (k) + (w);       \
    (d) += t1_;                                                     \
    (h) = t1_ + BIG_SIGMA0(a) + MAJ(a, b, c);                       \
  } while (0)

/* Eight rounds from t, after which the variables are back in place;
   W_AT(t) gives W[t], loaded or expanded. */
#define EIGHT_ROUNDS(t, W_AT) do {                            \
    ROUND(a, b, c, d, e, f, g, h, K[(t) + 0], W_AT((t) + 0)); \
    ROUND(h, a, b, c, d, e, f, g, K[(t) + 1], W_AT((t) + 1)); \
    ROUND(g, h, a, b, c, d, e, f, K[(t) + 2], W_AT((t) + 2)); \
    ROUND(f, g, h, a, b, c, d, e, K[(t) + 3], W_AT((t) + 3)); \
    ROUND(e, f, g, h, a, b, c, d, K[(t) + 4], W_AT((t) + 4)); \
    ROUND(d, e, f, g, h, a, b, c, K[(t) + 5], W_AT((t) + 5)); \
    ROUND(c, d, e, f, g, h, a, b, K[(t) + 6], W_AT((t) + 6)); \
    ROUND(b, c, d, e, f, g, h, a, K[(t) + 7], W_AT((t) + 7)); \
  } while (0)

#define W_LOADED(t) w[t]
#define W_EXPANDED(t) EXPAND(w, t)

/* The whole compression function over `blocks` blocks of 16 words read by
   READ_WORD, ROUNDS rounds each. */
#define SHA2_COMPRESS_N(state, data, blocks, ROUNDS, READ_WORD) do {        \
    for (; (blocks) > 0; (blocks)--, (data) += 16 * sizeof(WORD))          \
      {                                                                     \
        WORD w[16];                                                         \
        WORD a = state[0], b = state[1], c = state[2], d = state[3];        \
        WORD e = state[4], f = state[5], g = state[6], h = state[7];        \
        unsigned t;                                                         \
                                                                            \
        for (t = 0; t < 16; t++)                                            \
          w[t] = READ_WORD((data) + sizeof(WORD) * t);                      \
                                                                            \
        EIGHT_ROUNDS(0, W_LOADED);                                          \
        EIGHT_ROUNDS(8, W_LOADED);                                          \
        for (t = 16; t < (ROUNDS); t += 8)                                  \
          EIGHT_ROUNDS(t, W_EXPANDED);                                      \
                                                                            \
        state[0] += a; state[1] += b; state[2] += c; state[3] += d;         \
        state[4] += e; state[5] += f; state[6] += g; state[7] += h;         \
      }                                                                     \
  } while (0)

#endif /* THISTLE_GENERIC_SHA2_ROUNDS_H */
