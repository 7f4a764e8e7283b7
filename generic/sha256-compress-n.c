/* SPDX-License-Identifier: ISC */
/* generic/sha256-compress-n.c: the SHA-256 compression function in portable
   C (FIPS 180-4, 6.2.2). The reference every other variant is tested
   against, and the fallback on CPUs without a faster one. */

#include "compress.h"
#include "endian-internal.h"
#include "wipe-internal.h"

/* The first 32 bits of the fractional parts of the cube roots of the first
   64 primes (FIPS 180-4, 4.2.2). */
const uint32_t _thistle_sha256_k[64] __attribute__((aligned(64))) = {
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5,
  0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
  0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc,
  0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7,
  0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3,
  0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5,
  0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

#define WORD uint32_t
#define ROTR(x, n) (((x) >> (n)) | ((x) << (32 - (n))))
#define BIG_SIGMA0(x) (ROTR(x, 2) ^ ROTR(x, 13) ^ ROTR(x, 22))
#define BIG_SIGMA1(x) (ROTR(x, 6) ^ ROTR(x, 11) ^ ROTR(x, 25))
#define SMALL_SIGMA0(x) (ROTR(x, 7) ^ ROTR(x, 18) ^ ((x) >> 3))
#define SMALL_SIGMA1(x) (ROTR(x, 17) ^ ROTR(x, 19) ^ ((x) >> 10))
#include "sha2-rounds.h"

/* The rounds, in a frame of their own for the caller below to wipe. */
static __attribute__((noinline)) void
compress_blocks(uint32_t state[8], const uint8_t *data, size_t blocks)
{
  const uint32_t *K = _thistle_sha256_k;
  SHA2_COMPRESS_N(state, data, blocks, 64, read_be32);
}

void
_thistle_sha256_compress_n_c(uint32_t state[8], const uint8_t *data,
                             size_t blocks)
{
  if (blocks == 0)
    return;
  compress_blocks(state, data, blocks);
  /* compress_blocks' frame, return address included, is about 240
     bytes deep in the builds the tests run (gcc and clang, x86_64, x86,
     arm64); residue-test fails where this is too little. */
  wipe_stack_after(384);
}
