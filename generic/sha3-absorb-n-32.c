/* SPDX-License-Identifier: ISC */
/* generic/sha3-absorb-n-32.c: the sha3 family's portable C variant (token
   c) for builds where size_t has 32 bits, in place of
   generic/sha3-absorb-n.c's 64-bit lanes: Keccak-f[1600] (FIPS 202, 3.2
   and 3.3) on bit-interleaved lanes. A lane is kept as two 32-bit words,
   its even bits (bit 2i of the lane is bit i of the word) and its odd
   bits, so that XOR, AND and NOT work on the halves as they are and a
   64-bit rotation is two 32-bit rotations: by 2k, each half by k; by
   2k + 1, the even half becomes the odd one rotated by k + 1 and the odd
   half the even one rotated by k. On a 32-bit machine that replaces the
   shifts and ORs of each 64-bit rotation with two rotate instructions.

   The state is canonical at every call boundary (compress.h): the lanes
   are interleaved when a call starts, the data words as they are XORed
   in, the output words put back together as they are written, and the
   lanes put back when it returns. The 25 lane pairs live in
   locals across the blocks of a call; rounds are unrolled in pairs, the
   second writing back into the first's inputs, so pi is a renaming. */

#include "compress.h"
#include "endian-internal.h"
#include "wipe-internal.h"

#if SIZE_MAX <= UINT32_MAX

/* The round constants RC[i] (FIPS 202, 3.2.5) interleaved: the even and
   the odd bits of _thistle_sha3_round_constants[i]. */
static const uint32_t round_constants[24][2] = {
  { 0x00000001, 0x00000000 }, { 0x00000000, 0x00000089 },
  { 0x00000000, 0x8000008b }, { 0x00000000, 0x80008080 },
  { 0x00000001, 0x0000008b }, { 0x00000001, 0x00008000 },
  { 0x00000001, 0x80008088 }, { 0x00000001, 0x80000082 },
  { 0x00000000, 0x0000000b }, { 0x00000000, 0x0000000a },
  { 0x00000001, 0x00008082 }, { 0x00000000, 0x00008003 },
  { 0x00000001, 0x0000808b }, { 0x00000001, 0x8000000b },
  { 0x00000001, 0x8000008a }, { 0x00000001, 0x80000081 },
  { 0x00000000, 0x80000081 }, { 0x00000000, 0x80000008 },
  { 0x00000000, 0x00000083 }, { 0x00000000, 0x80008003 },
  { 0x00000001, 0x80008088 }, { 0x00000000, 0x80000088 },
  { 0x00000001, 0x00008000 }, { 0x00000000, 0x80008082 },
};

#define ROTL32(v, n) (((v) << ((n) & 31)) | ((v) >> (-(n) & 31)))

/* Separates a 32-bit word's bits: the even ones to the low 16 bits, the
   odd ones to the high 16, in order; gather_bits undoes it. Each step
   swaps, within every group of 4, 8, 16 and 32 bits, the second quarter
   with the third (a delta swap). */
static inline uint32_t
split_bits(uint32_t x)
{
  uint32_t t;
  t = (x ^ (x >> 1)) & 0x22222222; x ^= t ^ (t << 1);
  t = (x ^ (x >> 2)) & 0x0c0c0c0c; x ^= t ^ (t << 2);
  t = (x ^ (x >> 4)) & 0x00f000f0; x ^= t ^ (t << 4);
  t = (x ^ (x >> 8)) & 0x0000ff00; x ^= t ^ (t << 8);
  return x;
}

static inline uint32_t
gather_bits(uint32_t x)
{
  uint32_t t;
  t = (x ^ (x >> 8)) & 0x0000ff00; x ^= t ^ (t << 8);
  t = (x ^ (x >> 4)) & 0x00f000f0; x ^= t ^ (t << 4);
  t = (x ^ (x >> 2)) & 0x0c0c0c0c; x ^= t ^ (t << 2);
  t = (x ^ (x >> 1)) & 0x22222222; x ^= t ^ (t << 1);
  return x;
}

/* The even and odd halves of the lane whose low and high 32 bits are lo
   and hi, XORed into *even and *odd; and the lane back from its halves. */
static inline void
xor_interleaved(uint32_t *even, uint32_t *odd, uint32_t lo, uint32_t hi)
{
  lo = split_bits(lo);
  hi = split_bits(hi);
  *even ^= (lo & 0xffff) | (hi << 16);
  *odd ^= (lo >> 16) | (hi & 0xffff0000);
}

static inline uint64_t
deinterleave(uint32_t even, uint32_t odd)
{
  uint32_t lo = (even & 0xffff) | (odd << 16);
  uint32_t hi = (even >> 16) | (odd & 0xffff0000);
  return (uint64_t) gather_bits(hi) << 32 | gather_bits(lo);
}

/* b = the lane (ae, ao) rotated left by r (a constant), as b##e, b##o. */
#define ROTL_INTERLEAVED(b, ae, ao, r) do {                                \
    if ((r) & 1)                                                            \
      {                                                                     \
        b##e = ROTL32(ao, ((r) + 1) / 2);                                   \
        b##o = ROTL32(ae, (r) / 2);                                         \
      }                                                                     \
    else                                                                    \
      {                                                                     \
        b##e = ROTL32(ae, (r) / 2);                                         \
        b##o = ROTL32(ao, (r) / 2);                                         \
      }                                                                     \
  } while (0)

/* b = lane s<x><y> after theta (XOR d<x>) and rho (rotation r). */
#define THETA_RHO(b, s, x, y, r)                                            \
  ROTL_INTERLEAVED(b, s##x##y##e ^ d##x##e, s##x##y##o ^ d##x##o, r)

/* Chi across the plane in b0..b4, into the lanes t<0..4><y>, one half
   (h: e or o) at a time. */
#define CHI_HALF(t, y, h)                                                   \
  t##0##y##h = b0##h ^ (~b1##h & b2##h);                                    \
  t##1##y##h = b1##h ^ (~b2##h & b3##h);                                    \
  t##2##y##h = b2##h ^ (~b3##h & b4##h);                                    \
  t##3##y##h = b3##h ^ (~b4##h & b0##h);                                    \
  t##4##y##h = b4##h ^ (~b0##h & b1##h)
#define CHI(t, y) CHI_HALF(t, y, e); CHI_HALF(t, y, o)

/* A column's parity, one half. */
#define PARITY(s, x, h)                                                     \
  (s##x##0##h ^ s##x##1##h ^ s##x##2##h ^ s##x##3##h ^ s##x##4##h)

/* One round from the lanes s<x><y> into t<x><y> (the same steps as
   generic/sha3-absorb-n.c's, on halves): theta's parities c and mixes
   d[x] = c[x-1] ^ ROTL1(c[x+1]), where a rotation by one swaps the halves
   and rotates the new even half by one; then for each output plane the
   five lanes pi moves there through theta and rho, chi, and iota. */
#define KECCAK_ROUND(s, t, rc) do {                                         \
    uint32_t c0e = PARITY(s, 0, e), c0o = PARITY(s, 0, o);                  \
    uint32_t c1e = PARITY(s, 1, e), c1o = PARITY(s, 1, o);                  \
    uint32_t c2e = PARITY(s, 2, e), c2o = PARITY(s, 2, o);                  \
    uint32_t c3e = PARITY(s, 3, e), c3o = PARITY(s, 3, o);                  \
    uint32_t c4e = PARITY(s, 4, e), c4o = PARITY(s, 4, o);                  \
    uint32_t d0e = c4e ^ ROTL32(c1o, 1), d0o = c4o ^ c1e;                   \
    uint32_t d1e = c0e ^ ROTL32(c2o, 1), d1o = c0o ^ c2e;                   \
    uint32_t d2e = c1e ^ ROTL32(c3o, 1), d2o = c1o ^ c3e;                   \
    uint32_t d3e = c2e ^ ROTL32(c4o, 1), d3o = c2o ^ c4e;                   \
    uint32_t d4e = c3e ^ ROTL32(c0o, 1), d4o = c3o ^ c0e;                   \
    uint32_t b0e, b0o, b1e, b1o, b2e, b2o, b3e, b3o, b4e, b4o;              \
    THETA_RHO(b0, s, 0, 0, 0); THETA_RHO(b1, s, 1, 1, 44);                  \
    THETA_RHO(b2, s, 2, 2, 43); THETA_RHO(b3, s, 3, 3, 21);                 \
    THETA_RHO(b4, s, 4, 4, 14);                                             \
    CHI(t, 0);                                                              \
    t##00e ^= (rc)[0];                                                      \
    t##00o ^= (rc)[1];                                                      \
    THETA_RHO(b0, s, 3, 0, 28); THETA_RHO(b1, s, 4, 1, 20);                 \
    THETA_RHO(b2, s, 0, 2, 3); THETA_RHO(b3, s, 1, 3, 45);                  \
    THETA_RHO(b4, s, 2, 4, 61);                                             \
    CHI(t, 1);                                                              \
    THETA_RHO(b0, s, 1, 0, 1); THETA_RHO(b1, s, 2, 1, 6);                   \
    THETA_RHO(b2, s, 3, 2, 25); THETA_RHO(b3, s, 4, 3, 8);                  \
    THETA_RHO(b4, s, 0, 4, 18);                                             \
    CHI(t, 2);                                                              \
    THETA_RHO(b0, s, 4, 0, 27); THETA_RHO(b1, s, 0, 1, 36);                 \
    THETA_RHO(b2, s, 1, 2, 10); THETA_RHO(b3, s, 2, 3, 15);                 \
    THETA_RHO(b4, s, 3, 4, 56);                                             \
    CHI(t, 3);                                                              \
    THETA_RHO(b0, s, 2, 0, 62); THETA_RHO(b1, s, 3, 1, 55);                 \
    THETA_RHO(b2, s, 4, 2, 39); THETA_RHO(b3, s, 0, 3, 41);                 \
    THETA_RHO(b4, s, 1, 4, 2);                                              \
    CHI(t, 4);                                                              \
  } while (0)

/* The lanes s<x><y>: both halves of each. */
#define DECLARE_ROW(s, y)                                                   \
  uint32_t s##0##y##e, s##0##y##o, s##1##y##e, s##1##y##o,                  \
    s##2##y##e, s##2##y##o, s##3##y##e, s##3##y##o, s##4##y##e, s##4##y##o
#define DECLARE_LANES(s)                                                    \
  DECLARE_ROW(s, 0); DECLARE_ROW(s, 1); DECLARE_ROW(s, 2);                  \
  DECLARE_ROW(s, 3); DECLARE_ROW(s, 4)

/* Lane (x, y) of the canonical state, lane index x + 5 y, into and out of
   s<x><y>. */
#define LOAD_LANE(s, state, x, y)                                           \
  s##x##y##e = s##x##y##o = 0;                                              \
  xor_interleaved(&s##x##y##e, &s##x##y##o, (uint32_t) state[x + 5 * y],   \
                  (uint32_t) (state[x + 5 * y] >> 32))
#define STORE_LANE(s, state, x, y)                                          \
  state[x + 5 * y] = deinterleave(s##x##y##e, s##x##y##o)
#define ROW(OP, s, state, y)                                                \
  OP(s, state, 0, y); OP(s, state, 1, y); OP(s, state, 2, y);               \
  OP(s, state, 3, y); OP(s, state, 4, y)
#define ALL_LANES(OP, s, state)                                             \
  ROW(OP, s, state, 0); ROW(OP, s, state, 1); ROW(OP, s, state, 2);         \
  ROW(OP, s, state, 3); ROW(OP, s, state, 4)

/* The 24 rounds on the lanes a<x><y>, by way of e<x><y>. */
#define KECCAK_F1600()                                                      \
  for (unsigned round = 0; round < 24; round += 2)                          \
    {                                                                       \
      KECCAK_ROUND(a, e, round_constants[round]);                           \
      KECCAK_ROUND(e, a, round_constants[round + 1]);                       \
    }

/* The data word of lane (x, y) (index x + 5 y, little-endian at data +
   8 * index) XORed into the lane. */
#define ABSORB_LANE(x, y) do {                                              \
    uint64_t word_ = read_le64(data + 8 * (x + 5 * y));                     \
    xor_interleaved(&a##x##y##e, &a##x##y##o, (uint32_t) word_,             \
                    (uint32_t) (word_ >> 32));                              \
  } while (0)

/* Lane (x, y)'s output word, little-endian at out + 8 * index. */
#define SQUEEZE_LANE(x, y)                                                  \
  write_le64(out + 8 * (x + 5 * y), deinterleave(a##x##y##e, a##x##y##o))

#define LOAD_LANES(s, state) ALL_LANES(LOAD_LANE, s, state)
#define STORE_LANES(s, state) ALL_LANES(STORE_LANE, s, state)

/* The entry points' frames hold the 50 interleaved halves of the lanes,
   spilled on 32-bit x86. */
#define C_STEPS_WIPE_BYTES 1024
#include "sha3-c-steps.h"

#endif /* SIZE_MAX <= UINT32_MAX */
