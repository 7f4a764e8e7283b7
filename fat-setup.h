/* SPDX-License-Identifier: ISC */
/* fat-setup.h: the CPU features variants need, and the load-time choice of
   variant in a fat build. fat-x86.c and fat-arm64.c are the only files
   that read the CPU; everything else asks fat.c through these functions,
   which a build without fat dispatch answers inline here. */

#ifndef THISTLE_FAT_SETUP_H
#define THISTLE_FAT_SETUP_H

#include <string.h>

#include "compress.h"

/* Features, one bit each. Their tokens (the same words in
   THISTLE_FAT_OVERRIDE, verbose output and variant names) are in
   _thistle_feature_tokens. THISTLE_FEATURE_X86_64 and THISTLE_FEATURE_X86 stand for the
   baseline assembly of a 64-bit and a 32-bit build (a build has one of
   them): taking it away leaves the portable C code. */
enum thistle_feature {
  THISTLE_FEATURE_X86_64 = 1 << 0,
  THISTLE_FEATURE_SSSE3 = 1 << 1,
  THISTLE_FEATURE_SSE4_1 = 1 << 2,
  THISTLE_FEATURE_AVX2 = 1 << 3,        /* only if the OS saves ymm state */
  THISTLE_FEATURE_BMI2 = 1 << 4,        /* rorx */
  THISTLE_FEATURE_SHA_NI = 1 << 5,
  THISTLE_FEATURE_X86 = 1 << 6,
  /* AVX-512 F, BW and VL, only if the OS saves the opmask and zmm state. */
  THISTLE_FEATURE_AVX512 = 1 << 7,
  /* Carry-less multiply on ymm (VEX.256 vpclmulqdq), only if the OS saves
     ymm state. */
  THISTLE_FEATURE_VPCLMULQDQ = 1 << 8,
  THISTLE_FEATURE_BMI1 = 1 << 9,        /* andn */
  /* arm64: the Armv8 SHA instructions, by their Linux HWCAP names. */
  THISTLE_FEATURE_ARM64_SHA1 = 1 << 10,  /* sha1: FEAT_SHA1 */
  THISTLE_FEATURE_ARM64_SHA2 = 1 << 11,  /* sha2: FEAT_SHA256 */
  THISTLE_FEATURE_ARM64_SHA512 = 1 << 12, /* sha512: FEAT_SHA512 */
  /* arm64's baseline assembly (any AArch64 CPU), like THISTLE_FEATURE_X86_64. */
  THISTLE_FEATURE_ARM64 = 1 << 13,
  THISTLE_FEATURE_ARM64_SHA3 = 1 << 14,   /* sha3: FEAT_SHA3 */
};

/* Kinds of CPU a second instruction schedule of a variant is made for
   (struct thistle_variant.uarch), one bit each; fat-x86.c tells them. */
enum thistle_uarch {
  /* Six integer ALUs, three of which rotate: AMD family 1Ah (Zen 5). */
  THISTLE_UARCH_SIX_ALUS = 1 << 0,
  /* sha1msg2 pipelined like the other SHA instructions: AMD, every family
     with the SHA extensions (on the Xeon measured it held its unit ~5
     cycles, and a long message took 12% longer with it for every word). */
  THISTLE_UARCH_FAST_SHA1MSG2 = 1 << 1,
};

/* The baseline of this build's mode: any CPU that runs the build at all
   runs its baseline assembly. */
#if defined(__aarch64__)
# define THISTLE_FEATURE_BASELINE THISTLE_FEATURE_ARM64
# define THISTLE_BASELINE_TOKEN "arm64"
#elif defined(__i386__)
# define THISTLE_FEATURE_BASELINE THISTLE_FEATURE_X86
# define THISTLE_BASELINE_TOKEN "x86"
#else
# define THISTLE_FEATURE_BASELINE THISTLE_FEATURE_X86_64
# define THISTLE_BASELINE_TOKEN "x86_64"
#endif

/* A feature's token: its word in THISTLE_FAT_OVERRIDE and in verbose
   output, and the name of the variants built for it. */
struct thistle_feature_token {
  const char *token;
  unsigned bit;
};

/* The features of this build's mode (variants.c), ending with a NULL
   token. */
extern const struct thistle_feature_token _thistle_feature_tokens[] THISTLE_INTERNAL;

/* The feature sets variants and lane cores need (their rows in variants.c
   and lane-cores.c), each defined here only. */
#define THISTLE_NEEDS_SSSE3 THISTLE_FEATURE_SSSE3
/* The SHA extensions beside the SSSE3 pshufb and SSE4.1 instructions of
   their byte swap and state shuffles. */
#define THISTLE_NEEDS_SHA_NI \
  (THISTLE_FEATURE_SHA_NI | THISTLE_FEATURE_SSSE3 | THISTLE_FEATURE_SSE4_1)
/* AVX2 vectors alone. */
#define THISTLE_NEEDS_AVX2 THISTLE_FEATURE_AVX2
/* AVX2 vectors beside BMI2 rorx and BMI1 andn. */
#define THISTLE_NEEDS_AVX2_RORX_ANDN \
  (THISTLE_FEATURE_AVX2 | THISTLE_FEATURE_BMI2 | THISTLE_FEATURE_BMI1)
/* AVX-512 F, BW and VL alone. */
#define THISTLE_NEEDS_AVX512 THISTLE_FEATURE_AVX512
/* AVX-512 VL instructions among AVX2, BMI1 and BMI2 ones. */
#define THISTLE_NEEDS_AVX512_RORX_ANDN \
  (THISTLE_FEATURE_AVX512 | THISTLE_NEEDS_AVX2_RORX_ANDN)
/* Carry-less multiplies on ymm beside AVX2 vectors. */
#define THISTLE_NEEDS_AVX2_VPCLMULQDQ \
  (THISTLE_FEATURE_AVX2 | THISTLE_FEATURE_VPCLMULQDQ)

/* The Armv8 SHA instructions of one family, beside Advanced SIMD (every
   arm64 CPU's). */
#define THISTLE_NEEDS_ARM64_SHA1 THISTLE_FEATURE_ARM64_SHA1
#define THISTLE_NEEDS_ARM64_SHA2 THISTLE_FEATURE_ARM64_SHA2
#define THISTLE_NEEDS_ARM64_SHA512 THISTLE_FEATURE_ARM64_SHA512
#define THISTLE_NEEDS_ARM64_SHA3 THISTLE_FEATURE_ARM64_SHA3

/* The features found only on a CPU with AVX whose OS saves ymm state:
   code that needs one of them may use any AVX (VEX-encoded) instruction. */
#define THISTLE_FEATURES_AVX \
  (THISTLE_FEATURE_AVX2 | THISTLE_FEATURE_AVX512 | THISTLE_FEATURE_VPCLMULQDQ)

#if THISTLE_FAT
/* The features of this CPU (and OS), read once (fat.c). */
unsigned _thistle_cpu_features(void) THISTLE_INTERNAL;

/* The features of this CPU (and OS) as the CPU family's file (fat-x86.c,
   fat-arm64.c) reads them, and in *uarch the kinds of CPU (enum
   thistle_uarch) it is, from the same reading; _thistle_cpu_features asks
   it once. */
unsigned _thistle_detect_cpu_features(unsigned *uarch) THISTLE_INTERNAL;

/* The features the library may use: the CPU's, narrowed by
   THISTLE_FAT_OVERRIDE (after _thistle_fat_init). The many front end
   chooses its lane cores from them, as dispatch chooses the variants. */
unsigned _thistle_enabled_features(void) THISTLE_INTERNAL;

/* Chooses every primitive's variant, once; later calls return at once.
   Safe when threads race into it. */
void _thistle_fat_init(void) THISTLE_INTERNAL;

/* Makes v its family's variant: the pointer the front ends call and the
   answer of _thistle_variant_in_use. */
void _thistle_fat_use(const struct thistle_variant *v) THISTLE_INTERNAL;

/* The variant the front ends of family use now: the row fat_init chose. */
const struct thistle_variant *
_thistle_variant_in_use(enum thistle_family family) THISTLE_INTERNAL;
#else
/* Without fat dispatch the build runs what configure chose: every feature
   counts as present, and there is nothing to choose. */
static inline unsigned
_thistle_cpu_features(void)
{
  return ~0u;
}

static inline unsigned
_thistle_enabled_features(void)
{
  return ~0u;
}

static inline void
_thistle_fat_init(void)
{
}

/* Whether v holds the function the front ends of its family call. */
static inline int
_thistle_variant_configured(const struct thistle_variant *v)
{
  switch (v->family)
    {
    case THISTLE_FAMILY_SHA1:
      return v->compress_n.sha1 == _thistle_sha1_compress_n;
    case THISTLE_FAMILY_SHA256:
      return v->compress_n.sha256 == _thistle_sha256_compress_n;
    case THISTLE_FAMILY_SHA512:
      return v->compress_n.sha512 == _thistle_sha512_compress_n;
    case THISTLE_FAMILY_SHA3:
      return v->compress_n.sha3.absorb_n == _thistle_sha3_absorb_n;
    }
  return 0;
}

/* The variant the front ends of family use: the row holding the function
   they call, so this answer cannot drift from what actually runs. Each
   file that asks finds it once. */
static inline const struct thistle_variant *
_thistle_variant_in_use(enum thistle_family family)
{
  static const struct thistle_variant *in_use[THISTLE_N_FAMILIES];
  const struct thistle_variant *v;

  v = __atomic_load_n(&in_use[family], __ATOMIC_ACQUIRE);
  if (v)
    return v;
  for (v = _thistle_variants; v->token; v++)
    if (v->family == family && _thistle_variant_configured(v))
      break;
  if (!v->token)
    return NULL;
  __atomic_store_n(&in_use[family], v, __ATOMIC_RELEASE);
  return v;
}
#endif

/* Whether this CPU can run variant v. */
static inline int
_thistle_variant_usable(const struct thistle_variant *v)
{
  return (v->requires & ~_thistle_cpu_features()) == 0;
}

/* The portable C row of family: the reference every other variant is
   tested against. Every build has one for each family. */
static inline const struct thistle_variant *
_thistle_variant_c(enum thistle_family family)
{
  const struct thistle_variant *v;

  for (v = _thistle_variants; v->token; v++)
    if (v->family == family && strcmp(v->token, "c") == 0)
      break;
  return v;
}

#endif /* THISTLE_FAT_SETUP_H */
