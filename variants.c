/* SPDX-License-Identifier: ISC */
/* variants.c: the table of every compress_n variant in this build, in the
   order of preference, which one the front ends are using, and the tokens
   of the CPU features the variants need. */

#include <stddef.h>

#include "compress.h"
#include "fat-setup.h"

/* A row: the variant's family and token, the features its code uses
   (fat-setup.h) and its single-stream cost, core cycles per block on the
   reference CPU (compress.h, struct thistle_lane_core), which the many
   front end weighs lane cores against. Every argument is required. */
#define VARIANT(family, FAMILY, token, needs, cost) \
  { THISTLE_FAMILY_##FAMILY, #token, \
    { .family = _thistle_##family##_compress_n_##token }, needs, cost }

const struct thistle_feature_token _thistle_feature_tokens[] = {
  { THISTLE_BASELINE_TOKEN, THISTLE_FEATURE_BASELINE },
  { "ssse3", THISTLE_FEATURE_SSSE3 },
  { "sse4_1", THISTLE_FEATURE_SSE4_1 },
  { "avx2", THISTLE_FEATURE_AVX2 },
  { "bmi1", THISTLE_FEATURE_BMI1 },
  { "bmi2", THISTLE_FEATURE_BMI2 },
  { "sha_ni", THISTLE_FEATURE_SHA_NI },
  { "avx512", THISTLE_FEATURE_AVX512 },
  { "vpclmulqdq", THISTLE_FEATURE_VPCLMULQDQ },
  { NULL, 0 }
};

/* The preference order, written once: sha_ni > avx512 > avx2 > ssse3 >
   x86_64 > c, and in 32-bit builds sha_ni > x86 > c. */
const struct thistle_variant _thistle_variants[] = {
#if THISTLE_ASM_X86_64_SHA_NI || THISTLE_ASM_X86_SHA_NI
  VARIANT(sha1, SHA1, sha_ni, THISTLE_NEEDS_SHA_NI, 106),
  VARIANT(sha256, SHA256, sha_ni, THISTLE_NEEDS_SHA_NI, 131),
#endif
#if THISTLE_ASM_X86_64_AVX512
  VARIANT(sha512, SHA512, avx512, THISTLE_NEEDS_AVX512_RORX_ANDN, 578),
#endif
#if THISTLE_ASM_X86_64_AVX2
  VARIANT(sha1, SHA1, avx2, THISTLE_NEEDS_AVX2_RORX_ANDN, 222),
  VARIANT(sha256, SHA256, avx2, THISTLE_NEEDS_AVX2_RORX, 464),
  VARIANT(sha512, SHA512, avx2, THISTLE_NEEDS_AVX2_RORX_ANDN, 599),
#endif
#if THISTLE_ASM_X86_64_SSSE3
  VARIANT(sha1, SHA1, ssse3, THISTLE_NEEDS_SSSE3, 231),
  VARIANT(sha256, SHA256, ssse3, THISTLE_NEEDS_SSSE3, 520),
#endif
#if THISTLE_ASM_X86_64
  VARIANT(sha1, SHA1, x86_64, THISTLE_FEATURE_X86_64, 264),
  VARIANT(sha256, SHA256, x86_64, THISTLE_FEATURE_X86_64, 604),
  VARIANT(sha512, SHA512, x86_64, THISTLE_FEATURE_X86_64, 722),
#endif
#if THISTLE_ASM_X86
  /* Estimated: these figures on an AMD Zen 4, scaled by x86_64's there
     and on the reference CPU. No 32-bit build has a lane core to weigh
     them against. */
  VARIANT(sha1, SHA1, x86, THISTLE_FEATURE_X86, 278),
  VARIANT(sha256, SHA256, x86, THISTLE_FEATURE_X86, 664),
#endif
  VARIANT(sha1, SHA1, c, 0, 383),
  VARIANT(sha256, SHA256, c, 0, 760),
  VARIANT(sha512, SHA512, c, 0, 1043),
  { 0, NULL, { NULL }, 0, 0 }
};

const char *
_thistle_family_name(enum thistle_family family)
{
  switch (family)
    {
    case THISTLE_FAMILY_SHA1: return "sha1_compress_n";
    case THISTLE_FAMILY_SHA256: return "sha256_compress_n";
    case THISTLE_FAMILY_SHA512: return "sha512_compress_n";
    }
  return "?";
}

int
_thistle_variant_usable(const struct thistle_variant *v)
{
  return (v->requires & ~_thistle_cpu_features()) == 0;
}

#if !THISTLE_FAT
unsigned
_thistle_cpu_features(void)
{
  return ~0u;
}

unsigned
_thistle_enabled_features(void)
{
  return ~0u;
}

void
_thistle_fat_init(void)
{
}

/* Whether v holds the function the front ends of its family call. */
static int
configured(const struct thistle_variant *v)
{
  switch (v->family)
    {
    case THISTLE_FAMILY_SHA1:
      return v->compress_n.sha1 == _thistle_sha1_compress_n;
    case THISTLE_FAMILY_SHA256:
      return v->compress_n.sha256 == _thistle_sha256_compress_n;
    case THISTLE_FAMILY_SHA512:
      return v->compress_n.sha512 == _thistle_sha512_compress_n;
    }
  return 0;
}

/* The variant configure chose is the row holding the function the front
   ends call, so this answer cannot drift from what actually runs. It is
   found once; a fat build records its choice instead (fat-x86.c). */
const struct thistle_variant *
_thistle_variant_in_use(enum thistle_family family)
{
  static const struct thistle_variant *in_use[THISTLE_N_FAMILIES];
  const struct thistle_variant *v;

  v = __atomic_load_n(&in_use[family], __ATOMIC_ACQUIRE);
  if (v)
    return v;
  for (v = _thistle_variants; v->token; v++)
    if (v->family == family && configured(v))
      break;
  if (!v->token)
    return NULL;
  __atomic_store_n(&in_use[family], v, __ATOMIC_RELEASE);
  return v;
}
#endif
