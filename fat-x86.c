/* SPDX-License-Identifier: ISC */
/* fat-x86.c: the features of an x86 CPU for a fat build (fat.c chooses
   from them), 64-bit (x86_64) and 32-bit (i686) alike: CPUID, XGETBV and
   the instruction-set extensions are the same in both modes, so one file
   serves both; only the baseline differs, the assembly of x86_64/ or of
   x86/ (token "x86_64" or "x86"). The only file that reads an x86 CPU:
   CPUID (maximum leaf checked before leaf 7; on 32-bit, cpuid.h first
   checks that CPUID exists), XGETBV before any AVX code is allowed; and
   the kind of CPU a variant's second schedule is for, by its vendor and
   family. */

#include "config.h"

#include <cpuid.h>

#include "fat-setup.h"

/* CPUID bits (Intel SDM vol. 2A, CPUID; AMD APM vol. 3, appendix E). */
#define LEAF1_ECX_SSSE3 (1u << 9)
#define LEAF1_ECX_SSE4_1 (1u << 19)
#define LEAF1_ECX_OSXSAVE (1u << 27)
#define LEAF1_ECX_AVX (1u << 28)
#define LEAF7_EBX_BMI1 (1u << 3)
#define LEAF7_EBX_AVX2 (1u << 5)
#define LEAF7_EBX_BMI2 (1u << 8)
#define LEAF7_EBX_SHA (1u << 29)
#define LEAF7_ECX_VPCLMULQDQ (1u << 10)
#define LEAF7_EBX_AVX512F (1u << 16)
#define LEAF7_EBX_AVX512BW (1u << 30)
#define LEAF7_EBX_AVX512VL (1u << 31)
#define LEAF7_EBX_AVX512 \
  (LEAF7_EBX_AVX512F | LEAF7_EBX_AVX512BW | LEAF7_EBX_AVX512VL)
/* XCR0: the OS saves and restores xmm (bit 1) and ymm (bit 2) state, and
   for AVX-512 also the opmasks (bit 5) and all of zmm0-31 (bits 6, 7). */
#define XCR0_SSE_AVX 0x6u
#define XCR0_AVX512 0xe6u
/* AMD family 1Ah: Zen 5. */
#define AMD_FAMILY_ZEN5 0x1au

static unsigned
read_xcr0(void)
{
  unsigned lo, hi;
  __asm__ volatile ("xgetbv" : "=a" (lo), "=d" (hi) : "c" (0));
  return lo;
}

/* The family of leaf 1's eax: the base family, plus the extended family
   when the base is 0xf (Intel SDM vol. 2A, CPUID, and AMD APM vol. 3). */
static unsigned
cpu_family(unsigned eax)
{
  unsigned base = (eax >> 8) & 0xf;
  return base == 0xf ? base + ((eax >> 20) & 0xff) : base;
}

unsigned
_thistle_detect_cpu_features(unsigned *uarch)
{
  unsigned eax, ebx, ecx, edx, found = THISTLE_FEATURE_BASELINE;
  /* Leaf 0's ebx, the vendor string's first word: "Auth" is AMD's alone. */
  unsigned vendor = 0;
  unsigned max_leaf = __get_cpuid_max(0, &vendor);
  unsigned xcr0 = 0;

  *uarch = 0;
  if (max_leaf >= 1)
    {
      __cpuid(1, eax, ebx, ecx, edx);
      if (vendor == signature_AMD_ebx)
        {
          *uarch |= THISTLE_UARCH_FAST_SHA1MSG2;
          if (cpu_family(eax) == AMD_FAMILY_ZEN5)
            *uarch |= THISTLE_UARCH_SIX_ALUS;
        }
      if (ecx & LEAF1_ECX_SSSE3)
        found |= THISTLE_FEATURE_SSSE3;
      if (ecx & LEAF1_ECX_SSE4_1)
        found |= THISTLE_FEATURE_SSE4_1;
      /* XGETBV exists only when OSXSAVE is set. */
      if ((ecx & LEAF1_ECX_OSXSAVE) && (ecx & LEAF1_ECX_AVX))
        xcr0 = read_xcr0();
    }
  if (max_leaf >= 7)
    {
      __cpuid_count(7, 0, eax, ebx, ecx, edx);
      if (ebx & LEAF7_EBX_BMI1)
        found |= THISTLE_FEATURE_BMI1;
      if (ebx & LEAF7_EBX_BMI2)
        found |= THISTLE_FEATURE_BMI2;
      if (ebx & LEAF7_EBX_SHA)
        found |= THISTLE_FEATURE_SHA_NI;
      /* Only with AVX and the OS saving ymm state (THISTLE_FEATURES_AVX):
         xcr0 is 0 without AVX. */
      if ((xcr0 & XCR0_SSE_AVX) == XCR0_SSE_AVX)
        {
          if (ebx & LEAF7_EBX_AVX2)
            found |= THISTLE_FEATURE_AVX2;
          if (ecx & LEAF7_ECX_VPCLMULQDQ)
            found |= THISTLE_FEATURE_VPCLMULQDQ;
          if ((ebx & LEAF7_EBX_AVX512) == LEAF7_EBX_AVX512
              && (xcr0 & XCR0_AVX512) == XCR0_AVX512)
            found |= THISTLE_FEATURE_AVX512;
        }
    }
  return found;
}
