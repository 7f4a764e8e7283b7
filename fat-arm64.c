/* SPDX-License-Identifier: ISC */
/* fat-arm64.c: the features of an arm64 CPU for a fat build (fat.c
   chooses from them). The only file that knows arm64 CPUs: Linux reports
   the Armv8 SHA instructions in the auxiliary vector's AT_HWCAP (the
   kernel reads ID_AA64ISAR0_EL1 for us; EL0 code may not), under the
   names /proc/cpuinfo prints, which are our tokens: sha1 (FEAT_SHA1),
   sha2 (FEAT_SHA256), sha512 (FEAT_SHA512), sha3 (FEAT_SHA3). Advanced
   SIMD, which every variant also uses, is part of the arm64 baseline
   Debian builds for, as is the arm64 token's general-purpose code.
   AT_HWCAP says nothing of how fast an instruction is, and MIDR_EL1 (the
   core's make) is not read: where speed decides, the table's order
   assumes the common cores (variants.c). */

#include "config.h"

#include <sys/auxv.h>

#include "fat-setup.h"

/* AT_HWCAP bits (Linux, arch/arm64/include/uapi/asm/hwcap.h), spelt out
   so that older C library headers build too. */
#define ARM64_HWCAP_SHA1 (1ul << 5)
#define ARM64_HWCAP_SHA2 (1ul << 6)
#define ARM64_HWCAP_SHA3 (1ul << 17)
#define ARM64_HWCAP_SHA512 (1ul << 21)

unsigned
_thistle_detect_cpu_features(unsigned *uarch)
{
  unsigned long hwcap = getauxval(AT_HWCAP);
  unsigned found = THISTLE_FEATURE_BASELINE;

  *uarch = 0;                   /* no arm64 variant has a second schedule */
  if (hwcap & ARM64_HWCAP_SHA1)
    found |= THISTLE_FEATURE_ARM64_SHA1;
  if (hwcap & ARM64_HWCAP_SHA2)
    found |= THISTLE_FEATURE_ARM64_SHA2;
  if (hwcap & ARM64_HWCAP_SHA512)
    found |= THISTLE_FEATURE_ARM64_SHA512;
  if (hwcap & ARM64_HWCAP_SHA3)
    found |= THISTLE_FEATURE_ARM64_SHA3;
  return found;
}
