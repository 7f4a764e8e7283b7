/* SPDX-License-Identifier: ISC */
/* lane-cores.c: the table of lane cores in this build (compress.h), and
   the single-stream figures they are weighed against.

   Costs are core cycles per block per message on the reference CPU, an
   Intel Xeon of the Sapphire Rapids class (examples/thistle-benchmark:
   `<family>_compress_n` header lines at 64 blocks per call, `many` rows at
   4 KiB messages). Only their ratios matter: they decide whether a core
   pays off against another and against the single-stream variant in use. */

#include <stddef.h>
#include <string.h>

#include "compress.h"
#include "fat-setup.h"

#define LANE_CORE(family, FAMILY, lanes, token, requires, cost) \
  { THISTLE_FAMILY_##FAMILY, #token, lanes, \
    { .family = _thistle_##family##_compress_x##lanes##_##token }, \
    requires, cost }

#define NEEDS_SHA_NI \
  (THISTLE_FEATURE_SHA_NI | THISTLE_FEATURE_SSSE3 | THISTLE_FEATURE_SSE4_1)
/* AVX-512 F+BW+VL, with the OS saving zmm and opmask state. */
#define NEEDS_AVX512 THISTLE_FEATURE_AVX512
#define NEEDS_AVX2 THISTLE_FEATURE_AVX2

const struct thistle_lane_core _thistle_lane_cores[] = {
#if THISTLE_ASM_X86_64_AVX512
  LANE_CORE(sha512, SHA512, 8, avx512, NEEDS_AVX512, 149),
  LANE_CORE(sha1, SHA1, 16, avx512, NEEDS_AVX512, 28),
  LANE_CORE(sha256, SHA256, 16, avx512, NEEDS_AVX512, 55),
  LANE_CORE(sha1, SHA1, 2, avx512, NEEDS_SHA_NI | NEEDS_AVX512, 72),
#endif
#if THISTLE_ASM_X86_64_VPCLMULQDQ
  /* avx2-x4 with the big sigmas multiplied: cheaper, so it takes over
     avx2-x4's batches where VPCLMULQDQ is there. */
  LANE_CORE(sha512, SHA512, 4, vpclmulqdq,
            THISTLE_FEATURE_AVX2 | THISTLE_FEATURE_VPCLMULQDQ, 290),
#endif
#if THISTLE_ASM_X86_64_SHA_NI
  LANE_CORE(sha1, SHA1, 2, sha_ni, NEEDS_SHA_NI, 83),
  LANE_CORE(sha256, SHA256, 2, sha_ni, NEEDS_SHA_NI, 99),
#endif
#if THISTLE_ASM_X86_64_AVX2
  LANE_CORE(sha512, SHA512, 4, avx2, NEEDS_AVX2, 378),
  LANE_CORE(sha1, SHA1, 8, avx2, NEEDS_AVX2, 70),
  LANE_CORE(sha256, SHA256, 8, avx2, NEEDS_AVX2, 155),
#endif
  { 0, NULL, 0, { NULL }, 0, 0 }
};

/* The single-stream variants, by family and token. A variant missing here
   (a new one) counts as the cheapest there is, so no lane core displaces
   it until it has a figure. */
static const struct {
  enum thistle_family family;
  const char *token;
  unsigned cost;
} variant_costs[] = {
  { THISTLE_FAMILY_SHA1, "sha_ni", 106 },
  { THISTLE_FAMILY_SHA1, "avx2", 222 },
  { THISTLE_FAMILY_SHA1, "ssse3", 231 },
  { THISTLE_FAMILY_SHA1, "x86_64", 264 },
  { THISTLE_FAMILY_SHA1, "c", 383 },
  { THISTLE_FAMILY_SHA256, "sha_ni", 131 },
  { THISTLE_FAMILY_SHA256, "avx2", 464 },
  { THISTLE_FAMILY_SHA256, "ssse3", 520 },
  { THISTLE_FAMILY_SHA256, "x86_64", 604 },
  { THISTLE_FAMILY_SHA256, "c", 760 },
  { THISTLE_FAMILY_SHA512, "avx512", 578 },
  { THISTLE_FAMILY_SHA512, "avx2", 599 },
  { THISTLE_FAMILY_SHA512, "x86_64", 722 },
  { THISTLE_FAMILY_SHA512, "c", 1043 },
};

unsigned
_thistle_variant_cost(const struct thistle_variant *v)
{
  size_t i;
  for (i = 0; i < sizeof(variant_costs) / sizeof(variant_costs[0]); i++)
    if (variant_costs[i].family == v->family
        && strcmp(variant_costs[i].token, v->token) == 0)
      return variant_costs[i].cost;
  return 0;
}
