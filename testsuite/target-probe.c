/* SPDX-License-Identifier: ISC */
/* testsuite/target-probe.c: what a program of this build finds where it
   runs, so that the test scripts can tell a fault of their programs from
   a property of the machine emulating them (testsuite/wrapper.sh). Prints
   yes or no:
     target-probe stdin-closed   standard input is closed
     target-probe locale         setlocale(LC_ALL, "") succeeds
   or, for run-tests, the CPU features an override matrix names:
     target-probe cpu-features   on arm64, the Armv8 SHA and SHA-3
                                 instructions the kernel (or qemu-user,
                                 whose /proc/cpuinfo is the host's)
                                 reports in AT_HWCAP, by their
                                 /proc/cpuinfo names; elsewhere
                                 "unknown": /proc/cpuinfo is the one source.
   Read here, not by the library's code, so that the tests do not take
   the library's word for what the CPU has. */

#include <errno.h>
#include <fcntl.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>
#if defined(__aarch64__) && defined(__linux__)
# include <sys/auxv.h>
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

int
main(int argc, char **argv)
{
  int yes;

  if (argc == 2 && strcmp(argv[1], "stdin-closed") == 0)
    yes = fcntl(0, F_GETFD) == -1 && errno == EBADF;
  else if (argc == 2 && strcmp(argv[1], "locale") == 0)
    yes = setlocale(LC_ALL, "") != NULL;
  else if (argc == 2 && strcmp(argv[1], "cpu-features") == 0)
    {
      cpu_features();
      return 0;
    }
  else
    {
      fputs("usage: target-probe stdin-closed|locale|cpu-features\n", stderr);
      return 2;
    }
  puts(yes ? "yes" : "no");
  return 0;
}
