/* SPDX-License-Identifier: ISC */
/* testsuite/target-probe.c: what a program of this build finds where it
   runs, so that the test scripts can tell a fault of their programs from
   a property of the machine emulating them (testsuite/wrapper.sh). Prints
   yes or no:
     target-probe stdin-closed   standard input is closed
     target-probe locale         setlocale(LC_ALL, "") succeeds
     target-probe sanitized      this build's code runs under a
                                 sanitizer (AddressSanitizer or
                                 ThreadSanitizer), several times slower
   or, for run-tests, the CPU features an override matrix names:
     target-probe cpu-features   on arm64, the Armv8 SHA and SHA-3
                                 instructions the kernel (or qemu-user,
                                 whose /proc/cpuinfo is the host's)
                                 reports in AT_HWCAP, by their
                                 /proc/cpuinfo names; elsewhere
                                 "unknown": /proc/cpuinfo is the one source.
   or, for override-test.sh, the kind of CPU a variant's second schedule
   is chosen by:
     target-probe cpu-kind       on x86, CPUID's vendor string and family
                                 ("AuthenticAMD 26"), which under qemu-user
                                 are the emulated CPU's, not the host's
                                 that /proc/cpuinfo shows; elsewhere
                                 "unknown".
   Read here, not by the library's code, so that the tests do not take
   the library's word for what the CPU has. */

#include <errno.h>
#include <fcntl.h>
#ifndef __has_feature
# define __has_feature(feature) 0       /* GCC before 14 */
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__) \
  || __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
# define SANITIZED 1
#else
# define SANITIZED 0
#endif
#include <locale.h>
#include <stdio.h>
#include <string.h>
#if defined(__aarch64__) && defined(__linux__)
# include <sys/auxv.h>
#endif
#if defined(__i386__) || defined(__x86_64__)
# include <cpuid.h>
#endif

/* Prints the CPU features the kernel reports where /proc/cpuinfo may not
   be the target's. */
static void
cpu_features(void)
{
#if defined(__aarch64__) && defined(__linux__)
  /* Linux's arch/arm64/include/uapi/asm/hwcap.h. */
  static const struct { unsigned long bit; const char *name; } hwcaps[] = {
    { 1ul << 5, "sha1" }, { 1ul << 6, "sha2" }, { 1ul << 17, "sha3" },
    { 1ul << 21, "sha512" }
  };
  unsigned long hwcap = getauxval(AT_HWCAP);
  size_t i;
  const char *separator = "";
  for (i = 0; i < sizeof(hwcaps) / sizeof(hwcaps[0]); i++)
    if (hwcap & hwcaps[i].bit)
      {
        printf("%s%s", separator, hwcaps[i].name);
        separator = " ";
      }
  putchar('\n');
#else
  puts("unknown");
#endif
}

/* Prints the x86 CPU's vendor and family by CPUID: the family is the base
   family, plus the extended family when the base is 0xf (Intel SDM vol.
   2A, CPUID; AMD APM vol. 3). */
static void
cpu_kind(void)
{
#if defined(__i386__) || defined(__x86_64__)
  unsigned eax, ebx, ecx, edx, family;
  char vendor[13];

  __cpuid(0, eax, ebx, ecx, edx);
  memcpy(vendor, &ebx, 4);
  memcpy(vendor + 4, &edx, 4);
  memcpy(vendor + 8, &ecx, 4);
  vendor[12] = '\0';
  __cpuid(1, eax, ebx, ecx, edx);
  family = (eax >> 8) & 0xf;
  if (family == 0xf)
    family += (eax >> 20) & 0xff;
  printf("%s %u\n", vendor, family);
#else
  puts("unknown");
#endif
}

int
main(int argc, char **argv)
{
  int yes;

  if (argc == 2 && strcmp(argv[1], "stdin-closed") == 0)
    yes = fcntl(0, F_GETFD) == -1 && errno == EBADF;
  else if (argc == 2 && strcmp(argv[1], "locale") == 0)
    yes = setlocale(LC_ALL, "") != NULL;
  else if (argc == 2 && strcmp(argv[1], "sanitized") == 0)
    yes = SANITIZED;
  else if (argc == 2 && strcmp(argv[1], "cpu-features") == 0)
    {
      cpu_features();
      return 0;
    }
  else if (argc == 2 && strcmp(argv[1], "cpu-kind") == 0)
    {
      cpu_kind();
      return 0;
    }
  else
    {
      fputs("usage: target-probe stdin-closed|locale|sanitized|cpu-features|"
            "cpu-kind\n", stderr);
      return 2;
    }
  puts(yes ? "yes" : "no");
  return 0;
}
