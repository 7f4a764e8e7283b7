/* SPDX-License-Identifier: ISC */
/* lane-cores.c: the table of lane cores in this build (lane-cores.h). */

#include <stddef.h>

#include "compress.h"
#include "fat-setup.h"
#include "lane-cores.h"

/* A row, shaped as a variant's (variants.c): the core's family, lanes and
   token, the features its code uses (fat-setup.h) and its cost, core cycles
   per block per message with every lane busy on the reference CPU
   (lane-cores.h). Every argument is required. */
#define LANE_CORE(family, FAMILY, lanes, token, needs, cost) \
  { THISTLE_FAMILY_##FAMILY, #token, lanes, \
    { .family = _thistle_##family##_compress_x##lanes##_##token }, \
    needs, cost }
/* A sha3 row: its three functions (lane-cores.h) are named by lanes and
   token; the cost is per block of SHAKE128's rate, as variants.c's. */
#define SHA3_LANE_CORE(lanes, token, needs, cost) \
  { THISTLE_FAMILY_SHA3, #token, lanes, \
    { .sha3 = { _thistle_sha3_absorb_x##lanes##_##token, \
                _thistle_sha3_squeeze_x##lanes##_##token, \
                _thistle_sha3_permute_x##lanes##_##token } }, needs, cost }

const struct thistle_lane_core _thistle_lane_cores[] = {
#if THISTLE_ASM_X86_64_AVX512
  LANE_CORE(sha512, SHA512, 8, avx512, THISTLE_NEEDS_AVX512, 149),
  /* Measured on an AMD Zen 4 (166 TSC ticks per block per state at 64
     blocks), scaled as the sha3 variants' rows are (c's 777 -> 1000). */
  SHA3_LANE_CORE(8, avx512, THISTLE_NEEDS_AVX512, 214),
  LANE_CORE(sha1, SHA1, 16, avx512, THISTLE_NEEDS_AVX512, 28),
  LANE_CORE(sha256, SHA256, 16, avx512, THISTLE_NEEDS_AVX512, 55),
  LANE_CORE(sha1, SHA1, 2, avx512,
            THISTLE_NEEDS_SHA_NI | THISTLE_NEEDS_AVX512, 72),
#endif
#if THISTLE_ASM_X86_64_VPCLMULQDQ
  /* avx2-x4 with the big sigmas multiplied: cheaper, so it takes over
     avx2-x4's batches where VPCLMULQDQ is there. */
  LANE_CORE(sha512, SHA512, 4, vpclmulqdq,
            THISTLE_NEEDS_AVX2_VPCLMULQDQ, 290),
#endif
#if THISTLE_ASM_X86_64_SHA_NI
  LANE_CORE(sha1, SHA1, 2, sha_ni, THISTLE_NEEDS_SHA_NI, 83),
  LANE_CORE(sha256, SHA256, 2, sha_ni, THISTLE_NEEDS_SHA_NI, 99),
#endif
#if THISTLE_ASM_X86_64_AVX2
  LANE_CORE(sha512, SHA512, 4, avx2, THISTLE_NEEDS_AVX2, 378),
  /* The same way: 254 on the Zen 4. */
  SHA3_LANE_CORE(4, avx2, THISTLE_NEEDS_AVX2, 327),
  LANE_CORE(sha1, SHA1, 8, avx2, THISTLE_NEEDS_AVX2, 70),
  LANE_CORE(sha256, SHA256, 8, avx2, THISTLE_NEEDS_AVX2, 155),
#endif
  { 0, NULL, 0, { NULL }, 0, 0 }
};
