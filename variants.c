/* SPDX-License-Identifier: ISC */
/* variants.c: the table of every compress_n variant in this build, in the
   order of preference, which one the front ends are using, and the tokens
   of the CPU features the variants need. */

#include <stddef.h>

#include "compress.h"
#include "fat-setup.h"

#define VARIANT(family, FAMILY, token, requires) \
  { THISTLE_FAMILY_##FAMILY, #token, \
    { .family = _thistle_##family##_compress_n_##token }, requires }

/* What each instruction-set variant's code uses. */
#define NEEDS_SHA_NI \
  (THISTLE_FEATURE_SHA_NI | THISTLE_FEATURE_SSSE3 | THISTLE_FEATURE_SSE4_1)
/* AVX2 vectors beside BMI2 rorx; SHA-1's and SHA-512's rounds also take
   andn (BMI1), SHA-256's do not. */
#define NEEDS_AVX2 (THISTLE_FEATURE_AVX2 | THISTLE_FEATURE_BMI2)
#define NEEDS_AVX2_ANDN (NEEDS_AVX2 | THISTLE_FEATURE_BMI1)
/* AVX-512 VL instructions among the AVX2, BMI1 and BMI2 ones of SHA-512's
   avx2 code. */
#define NEEDS_AVX512 (THISTLE_FEATURE_AVX512 | NEEDS_AVX2_ANDN)
#define NEEDS_SSSE3 THISTLE_FEATURE_SSSE3

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
  VARIANT(sha1, SHA1, sha_ni, NEEDS_SHA_NI),
  VARIANT(sha256, SHA256, sha_ni, NEEDS_SHA_NI),
#endif
#if THISTLE_ASM_X86_64_AVX512
  VARIANT(sha512, SHA512, avx512, NEEDS_AVX512),
#endif
#if THISTLE_ASM_X86_64_AVX2
  VARIANT(sha1, SHA1, avx2, NEEDS_AVX2_ANDN),
  VARIANT(sha256, SHA256, avx2, NEEDS_AVX2),
  VARIANT(sha512, SHA512, avx2, NEEDS_AVX2_ANDN),
#endif
#if THISTLE_ASM_X86_64_SSSE3
  VARIANT(sha1, SHA1, ssse3, NEEDS_SSSE3),
  VARIANT(sha256, SHA256, ssse3, NEEDS_SSSE3),
#endif
#if THISTLE_ASM_X86_64
  VARIANT(sha1, SHA1, x86_64, THISTLE_FEATURE_X86_64),
  VARIANT(sha256, SHA256, x86_64, THISTLE_FEATURE_X86_64),
  VARIANT(sha512, SHA512, x86_64, THISTLE_FEATURE_X86_64),
#endif
#if THISTLE_ASM_X86
  VARIANT(sha1, SHA1, x86, THISTLE_FEATURE_X86),
  VARIANT(sha256, SHA256, x86, THISTLE_FEATURE_X86),
#endif
  VARIANT(sha1, SHA1, c, 0),
  VARIANT(sha256, SHA256, c, 0),
  VARIANT(sha512, SHA512, c, 0),
  { 0, NULL, { NULL }, 0 }
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
#endif

/* The variant in use is the entry holding the function the front ends
   call, so this answer cannot drift from what actually runs. */
const struct thistle_variant *
_thistle_variant_in_use(enum thistle_family family)
{
  const struct thistle_variant *v;

  _thistle_fat_init();
  for (v = _thistle_variants; v->token; v++)
    {
      if (v->family != family)
        continue;
      switch (family)
        {
        case THISTLE_FAMILY_SHA1:
          if (v->compress_n.sha1 == _thistle_sha1_compress_n)
            return v;
          break;
        case THISTLE_FAMILY_SHA256:
          if (v->compress_n.sha256 == _thistle_sha256_compress_n)
            return v;
          break;
        case THISTLE_FAMILY_SHA512:
          if (v->compress_n.sha512 == _thistle_sha512_compress_n)
            return v;
          break;
        }
    }
  return NULL;
}
