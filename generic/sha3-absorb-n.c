/* SPDX-License-Identifier: ISC */
/* generic/sha3-absorb-n.c: Keccak-f[1600] in portable C with 64-bit lanes
   (FIPS 202, 3.2 and 3.3), and absorbing and squeezing whole blocks with
   it (generic/sha3-c-steps.h): the sha3 family's reference variant,
   which every other is tested against, and the fallback. Rounds are
   unrolled in pairs, the second writing back into the first's inputs, so
   pi is a renaming rather than a move. */

#include "compress.h"
#include "endian-internal.h"
#include "wipe-internal.h"

/* RC[i] of the 24 rounds (FIPS 202, 3.2.5: the bits rc(j + 7 i) at
   positions 2^j - 1). */
const uint64_t _thistle_sha3_round_constants[24]
  __attribute__((aligned(64))) = {
  0x0000000000000001, 0x0000000000008082, 0x800000000000808a,
  0x8000000080008000, 0x000000000000808b, 0x0000000080000001,
  0x8000000080008081, 0x8000000000008009, 0x000000000000008a,
  0x0000000000000088, 0x0000000080008009, 0x000000008000000a,
  0x000000008000808b, 0x800000000000008b, 0x8000000000008089,
  0x8000000000008003, 0x8000000000008002, 0x8000000000000080,
  0x000000000000800a, 0x800000008000000a, 0x8000000080008081,
  0x8000000000008080, 0x0000000080000001, 0x8000000080008008,
};

/* Where size_t has 32 bits, generic/sha3-absorb-n-32.c's bit-interleaved
   lanes are the c variant instead. */
#if SIZE_MAX > UINT32_MAX

#define ROTL64(v, n) (((v) << (n)) | ((v) >> (64 - (n))))

/* One round from the lanes s<x><y> into the lanes t<x><y>: theta's column
   parities c and their mixes d, then for each output plane y the five
   lanes that pi moves there, each XORed with its d and rotated by its rho
   offset (FIPS 202, 3.2.2, Table 2), as b0..b4; chi across them
   (t = b[x] ^ (~b[x+1] & b[x+2])); iota on lane (0, 0). */
#define KECCAK_ROUND(s, t, rc) do {                                        \
    uint64_t c0 = s##00 ^ s##01 ^ s##02 ^ s##03 ^ s##04;                   \
    uint64_t c1 = s##10 ^ s##11 ^ s##12 ^ s##13 ^ s##14;                   \
    uint64_t c2 = s##20 ^ s##21 ^ s##22 ^ s##23 ^ s##24;                   \
    uint64_t c3 = s##30 ^ s##31 ^ s##32 ^ s##33 ^ s##34;                   \
    uint64_t c4 = s##40 ^ s##41 ^ s##42 ^ s##43 ^ s##44;                   \
    uint64_t d0 = c4 ^ ROTL64(c1, 1), d1 = c0 ^ ROTL64(c2, 1);             \
    uint64_t d2 = c1 ^ ROTL64(c3, 1), d3 = c2 ^ ROTL64(c4, 1);             \
    uint64_t d4 = c3 ^ ROTL64(c0, 1);                                      \
    uint64_t b0, b1, b2, b3, b4;                                           \
    b0 = (s##00 ^ d0); b1 = ROTL64(s##11 ^ d1, 44);                         \
    b2 = ROTL64(s##22 ^ d2, 43);                                            \
    b3 = ROTL64(s##33 ^ d3, 21); b4 = ROTL64(s##44 ^ d4, 14);               \
    t##00 = b0 ^ (~b1 & b2) ^ (rc);                                         \
    t##10 = b1 ^ (~b2 & b3);                                                \
    t##20 = b2 ^ (~b3 & b4);                                                \
    t##30 = b3 ^ (~b4 & b0);                                                \
    t##40 = b4 ^ (~b0 & b1);                                                \
    b0 = ROTL64(s##30 ^ d3, 28); b1 = ROTL64(s##41 ^ d4, 20);               \
    b2 = ROTL64(s##02 ^ d0, 3);                                             \
    b3 = ROTL64(s##13 ^ d1, 45); b4 = ROTL64(s##24 ^ d2, 61);               \
    t##01 = b0 ^ (~b1 & b2);                                                \
    t##11 = b1 ^ (~b2 & b3);                                                \
    t##21 = b2 ^ (~b3 & b4);                                                \
    t##31 = b3 ^ (~b4 & b0);                                                \
    t##41 = b4 ^ (~b0 & b1);                                                \
    b0 = ROTL64(s##10 ^ d1, 1); b1 = ROTL64(s##21 ^ d2, 6);                 \
    b2 = ROTL64(s##32 ^ d3, 25);                                            \
    b3 = ROTL64(s##43 ^ d4, 8); b4 = ROTL64(s##04 ^ d0, 18);                \
    t##02 = b0 ^ (~b1 & b2);                                                \
    t##12 = b1 ^ (~b2 & b3);                                                \
    t##22 = b2 ^ (~b3 & b4);                                                \
    t##32 = b3 ^ (~b4 & b0);                                                \
    t##42 = b4 ^ (~b0 & b1);                                                \
    b0 = ROTL64(s##40 ^ d4, 27); b1 = ROTL64(s##01 ^ d0, 36);               \
    b2 = ROTL64(s##12 ^ d1, 10);                                            \
    b3 = ROTL64(s##23 ^ d2, 15); b4 = ROTL64(s##34 ^ d3, 56);               \
    t##03 = b0 ^ (~b1 & b2);                                                \
    t##13 = b1 ^ (~b2 & b3);                                                \
    t##23 = b2 ^ (~b3 & b4);                                                \
    t##33 = b3 ^ (~b4 & b0);                                                \
    t##43 = b4 ^ (~b0 & b1);                                                \
    b0 = ROTL64(s##20 ^ d2, 62); b1 = ROTL64(s##31 ^ d3, 55);               \
    b2 = ROTL64(s##42 ^ d4, 39);                                            \
    b3 = ROTL64(s##03 ^ d0, 41); b4 = ROTL64(s##14 ^ d1, 2);                \
    t##04 = b0 ^ (~b1 & b2);                                                \
    t##14 = b1 ^ (~b2 & b3);                                                \
    t##24 = b2 ^ (~b3 & b4);                                                \
    t##34 = b3 ^ (~b4 & b0);                                                \
    t##44 = b4 ^ (~b0 & b1);                                                \
  } while (0)

/* The state's 25 lanes as locals, s<x><y> = state[x + 5 y]. */
#define DECLARE_LANES(s) \
  uint64_t s##00, s##10, s##20, s##30, s##40, \
           s##01, s##11, s##21, s##31, s##41, \
           s##02, s##12, s##22, s##32, s##42, \
           s##03, s##13, s##23, s##33, s##43, \
           s##04, s##14, s##24, s##34, s##44;
#define LOAD_LANES(s, state) \
  s##00 = state[0]; s##10 = state[1]; s##20 = state[2]; \
  s##30 = state[3]; s##40 = state[4]; \
  s##01 = state[5]; s##11 = state[6]; s##21 = state[7]; \
  s##31 = state[8]; s##41 = state[9]; \
  s##02 = state[10]; s##12 = state[11]; s##22 = state[12]; \
  s##32 = state[13]; s##42 = state[14]; \
  s##03 = state[15]; s##13 = state[16]; s##23 = state[17]; \
  s##33 = state[18]; s##43 = state[19]; \
  s##04 = state[20]; s##14 = state[21]; s##24 = state[22]; \
  s##34 = state[23]; s##44 = state[24];
#define STORE_LANES(s, state) \
  state[0] = s##00; state[1] = s##10; state[2] = s##20; \
  state[3] = s##30; state[4] = s##40; \
  state[5] = s##01; state[6] = s##11; state[7] = s##21; \
  state[8] = s##31; state[9] = s##41; \
  state[10] = s##02; state[11] = s##12; state[12] = s##22; \
  state[13] = s##32; state[14] = s##42; \
  state[15] = s##03; state[16] = s##13; state[17] = s##23; \
  state[18] = s##33; state[19] = s##43; \
  state[20] = s##04; state[21] = s##14; state[22] = s##24; \
  state[23] = s##34; state[24] = s##44;

/* The 24 rounds on the lanes a<x><y>, by way of e<x><y>. */
#define KECCAK_F1600()                                                      \
  for (unsigned round = 0; round < 24; round += 2)                          \
    {                                                                       \
      KECCAK_ROUND(a, e, _thistle_sha3_round_constants[round]);             \
      KECCAK_ROUND(e, a, _thistle_sha3_round_constants[round + 1]);         \
    }

/* Lane (x, y)'s data word (index x + 5 y, little-endian at data +
   8 * index) XORed into it, and its output word written alike at out. */
#define ABSORB_LANE(x, y) (a##x##y ^= read_le64(data + 8 * (x + 5 * y)))
#define SQUEEZE_LANE(x, y) write_le64(out + 8 * (x + 5 * y), a##x##y)

/* The entry points' frames, return address included, are about 150
   bytes deep on x86_64 in the builds the tests run. */
#define C_STEPS_WIPE_BYTES 512
#include "sha3-c-steps.h"

#endif /* SIZE_MAX > UINT32_MAX */
