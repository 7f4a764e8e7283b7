/* SPDX-License-Identifier: ISC */
/* variants.c: the table of every compress_n variant in this build, in the
   order of preference, and the tokens of the CPU features the variants
   need. */

#include <stddef.h>

#include "compress.h"
#include "fat-setup.h"

/* A row: the variant's family and token, the features its code uses
   (fat-setup.h) and its single-stream cost, core cycles per block on the
   reference CPU (lane-cores.h, struct thistle_lane_core), which the many
   front end weighs lane cores against. Every argument is required. */
#define VARIANT(family, FAMILY, token, needs, cost) \
  { THISTLE_FAMILY_##FAMILY, #token, #token, \
    { .family = _thistle_##family##_compress_n_##token }, needs, cost, 0 }
/* A row of the token's code in a second instruction schedule, made for
   the kinds of CPU uarch (enum thistle_uarch) and chosen there before the
   token's other row: the function _thistle_<family>_compress_n_<token>_
   <schedule>. */
#define SCHEDULED_VARIANT(family, FAMILY, token, schedule, uarch, needs, cost) \
  { THISTLE_FAMILY_##FAMILY, #token, #token "_" #schedule, \
    { .family = _thistle_##family##_compress_n_##token##_##schedule }, \
    needs, cost, uarch }
/* A sha3 row: its two functions (compress.h) are named by the token; the
   cost is per block of SHAKE128's rate, 168 bytes. */
#define SHA3_VARIANT(token, needs, cost) \
  { THISTLE_FAMILY_SHA3, #token, #token, \
    { .sha3 = { _thistle_sha3_absorb_n_##token, \
                _thistle_sha3_squeeze_n_##token } }, needs, cost, 0 }

const struct thistle_feature_token _thistle_feature_tokens[] = {
  { THISTLE_BASELINE_TOKEN, THISTLE_FEATURE_BASELINE },
#if defined(__aarch64__)
  { "sha1", THISTLE_FEATURE_ARM64_SHA1 },
  { "sha2", THISTLE_FEATURE_ARM64_SHA2 },
  { "sha512", THISTLE_FEATURE_ARM64_SHA512 },
  { "sha3", THISTLE_FEATURE_ARM64_SHA3 },
#else
  { "ssse3", THISTLE_FEATURE_SSSE3 },
  { "sse4_1", THISTLE_FEATURE_SSE4_1 },
  { "avx2", THISTLE_FEATURE_AVX2 },
  { "bmi1", THISTLE_FEATURE_BMI1 },
  { "bmi2", THISTLE_FEATURE_BMI2 },
  { "sha_ni", THISTLE_FEATURE_SHA_NI },
  { "avx512", THISTLE_FEATURE_AVX512 },
  { "vpclmulqdq", THISTLE_FEATURE_VPCLMULQDQ },
#endif
  { NULL, 0 }
};

/* The preference order, written once: sha_ni > avx512 > avx2 > ssse3 >
   x86_64 > c, in 32-bit builds sha_ni > x86 > c, and on arm64 the SHA
   instructions (sha1, sha2, sha512) > c and, for SHA-3, arm64 > sha3 > c. */
const struct thistle_variant _thistle_variants[] = {
#if THISTLE_ASM_X86_64_SHA_NI || THISTLE_ASM_X86_SHA_NI
  /* sha1msg1/sha1msg2 for every scheduled word (x86_64/sha_ni/ and
     x86/sha_ni/sha1-compress-n.asm, the second function): on Zen 5
     level in one long message (118 against 120 cycles a block) and 18%
     fewer cycles for messages of two blocks one after another, whose
     rounds then overlap; llvm-mca's Zen 1-3 models agree. The Xeon
     measured lost 12% (sha1msg2 holds its unit there). Cost: Zen 5's
     ratio applied to the other row's. */
  SCHEDULED_VARIANT(sha1, SHA1, sha_ni, msg, THISTLE_UARCH_FAST_SHA1MSG2,
                    THISTLE_NEEDS_SHA_NI, 104),
  VARIANT(sha1, SHA1, sha_ni, THISTLE_NEEDS_SHA_NI, 106),
  VARIANT(sha256, SHA256, sha_ni, THISTLE_NEEDS_SHA_NI, 131),
#endif
#if THISTLE_ASM_X86_64_AVX512
  /* Rounds whose two chains are 4 instructions long, in 24 of them
     (x86_64/m4/sha512-n.m4, ROUND_ALU6): 4% fewer cycles a block on AMD
     Zen 5, 5-15% more where four ALUs run them (llvm-mca's Zen 3 and
     Intel models). Cost: Zen 5's ratio to the other row applied to its. */
  SCHEDULED_VARIANT(sha512, SHA512, avx512, alu6, THISTLE_UARCH_SIX_ALUS,
                    THISTLE_NEEDS_AVX512_RORX_ANDN, 553),
  VARIANT(sha512, SHA512, avx512, THISTLE_NEEDS_AVX512_RORX_ANDN, 578),
  /* Estimated as sha3's avx2 row below: its sha3_absorb_n line on the
     Zen 4, 734 (c 1103), scaled to c's cost. */
  SHA3_VARIANT(avx512, THISTLE_NEEDS_AVX512_RORX_ANDN, 665),
#endif
#if THISTLE_ASM_X86_64_AVX2
  VARIANT(sha1, SHA1, avx2, THISTLE_NEEDS_AVX2_RORX_ANDN, 222),
  /* SHA-256's rounds for six ALUs (x86_64/avx2/sha256-compress-n.asm,
     ROUND_ALU6: one operation and one copy more than ROUND, chains of
     4): 7% fewer cycles a block on Zen 5; llvm-mca's Zen 3 model 1%
     fewer, its Intel ones 7% more. Cost scaled as SHA-512's. */
  SCHEDULED_VARIANT(sha256, SHA256, avx2, alu6, THISTLE_UARCH_SIX_ALUS,
                    THISTLE_NEEDS_AVX2_RORX_ANDN, 431),
  VARIANT(sha256, SHA256, avx2, THISTLE_NEEDS_AVX2_RORX_ANDN, 464),
  /* As avx512's rows. */
  SCHEDULED_VARIANT(sha512, SHA512, avx2, alu6, THISTLE_UARCH_SIX_ALUS,
                    THISTLE_NEEDS_AVX2_RORX_ANDN, 573),
  VARIANT(sha512, SHA512, avx2, THISTLE_NEEDS_AVX2_RORX_ANDN, 599),
  /* Estimated, this row and sha3's x86_64 one: their sha3_absorb_n lines
     on an AMD Zen 4 (avx2 921, x86_64 964, c 1103) scaled to c's cost. */
  SHA3_VARIANT(avx2, THISTLE_NEEDS_AVX2_RORX_ANDN, 835),
#endif
#if THISTLE_ASM_X86_64_SSSE3
  VARIANT(sha1, SHA1, ssse3, THISTLE_NEEDS_SSSE3, 231),
  VARIANT(sha256, SHA256, ssse3, THISTLE_NEEDS_SSSE3, 520),
#endif
#if THISTLE_ASM_X86_64
  VARIANT(sha1, SHA1, x86_64, THISTLE_FEATURE_X86_64, 264),
  VARIANT(sha256, SHA256, x86_64, THISTLE_FEATURE_X86_64, 604),
  VARIANT(sha512, SHA512, x86_64, THISTLE_FEATURE_X86_64, 722),
  SHA3_VARIANT(x86_64, THISTLE_FEATURE_X86_64, 874),
#endif
#if THISTLE_ASM_X86
  /* Estimated: these figures on an AMD Zen 4, scaled by x86_64's there
     and on the reference CPU. No 32-bit build has a lane core to weigh
     them against. */
  VARIANT(sha1, SHA1, x86, THISTLE_FEATURE_X86, 278),
  VARIANT(sha256, SHA256, x86, THISTLE_FEATURE_X86, 664),
#endif
#if THISTLE_ASM_ARM64_SHA1
  /* The arm64 costs are unmeasured (no arm64 machine: doc/performance.md)
     and weigh nothing, as no arm64 build has a lane core: placeholders,
     the reference CPU's figures of comparable x86 code (sha_ni, and
     x86_64 for SHA-512), until a measurement replaces them. */
  VARIANT(sha1, SHA1, sha1, THISTLE_NEEDS_ARM64_SHA1, 106),
#endif
#if THISTLE_ASM_ARM64_SHA2
  VARIANT(sha256, SHA256, sha2, THISTLE_NEEDS_ARM64_SHA2, 131),
#endif
#if THISTLE_ASM_ARM64_SHA512
  VARIANT(sha512, SHA512, sha512, THISTLE_NEEDS_ARM64_SHA512, 722),
#endif
  /* SHA-3: the published SHA3-256 figures of OpenSSL's two arm64 Keccaks
     on a Cortex-X2 (openssl#21398), 6.1 c/B scalar and 11.3 c/B with the
     SHA-3 instructions, per 168-byte block. The scalar comes first: only
     Apple's cores are known to run the instructions faster, and AT_HWCAP
     cannot tell them (doc/performance.md); THISTLE_FAT_OVERRIDE=sha3
     chooses them. */
#if THISTLE_ASM_ARM64
  SHA3_VARIANT(arm64, THISTLE_FEATURE_ARM64, 1025),
#endif
#if THISTLE_ASM_ARM64_SHA3
  SHA3_VARIANT(sha3, THISTLE_NEEDS_ARM64_SHA3, 1898),
#endif
  VARIANT(sha1, SHA1, c, 0, 383),
  VARIANT(sha256, SHA256, c, 0, 760),
  VARIANT(sha512, SHA512, c, 0, 1043),
  SHA3_VARIANT(c, 0, 1000),
  { 0, NULL, NULL, { NULL }, 0, 0, 0 }
};
