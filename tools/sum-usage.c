/* SPDX-License-Identifier: ISC */
/* tools/sum-usage.c: the texts of --help and --version. */

#include "config.h"

#include <stdio.h>
#include <string.h>

#include <thistle/thistle.h>

#include "sum-message.h"
#include "sum-usage.h"

const char *
sum_algorithm_list(void)
{
  static char list[128];
  const struct thistle_hash *const *h;
  if (list[0] == '\0')
    for (h = thistle_hashes; *h; h++)
      {
        if (h != thistle_hashes)
          strncat(list, " ", sizeof list - strlen(list) - 1);
        strncat(list, (*h)->name, sizeof list - strlen(list) - 1);
      }
  return list;
}

void
sum_usage(const struct thistle_hash *hash)
{
  const char *p = sum_program_name;
  if (hash == NULL)
    printf("Usage: %s -a ALG [OPTION]... [FILE]...\n"
           "Print or check SHA-1 or SHA-2 checksums.\n", p);
  else
    printf("Usage: %s [OPTION]... [FILE]...\n"
           "Print or check %s (%u-bit) checksums.\n", p, hash->name,
           (unsigned) (8 * hash->digest_size));
  printf("\n"
"With no FILE, or when FILE is -, read standard input.\n"
"\n"
"  -a, --algorithm=ALG   use ALG, one of:\n"
"                          %s\n"
"                          (default: the one the program is named after,\n"
"                          as in sha256sum)\n"
"  -b, --binary          mark files as read in binary mode ('*')\n"
"  -c, --check           check the checksums listed in the FILEs\n"
"  -j, --jobs=N          hash N files at a time (default 1, 0: one per\n"
"                          processor); the output keeps the FILE order\n"
"      --tag             write BSD-style lines: ALG (FILE) = CHECKSUM\n"
"  -t, --text            mark files as read in text mode (the default)\n"
"  -z, --zero            end each output line with NUL, not newline, and\n"
"                          write file names without escapes\n"
"\n"
"Only with --check:\n"
"      --ignore-missing  skip listed files that do not exist\n"
"      --quiet           print nothing for files that match\n"
"      --status          print nothing: the exit status says it all\n"
"      --strict          fail on improperly formatted checksum lines\n"
"  -w, --warn            warn about improperly formatted checksum lines\n"
"\n"
"      --help            print this help and exit\n"
"      --version         print the version and exit\n"
"\n"
"Binary and text mode read the same bytes; the mode only shows in the\n"
"output. Output and messages are those of GNU coreutils' sha*sum.\n"
"Exit status: 0 on success; 1 if a file could not be read, a checksum\n"
"did not match, or (with --strict) a line was improperly formatted.\n",
         sum_algorithm_list());
}

void
sum_version(void)
{
  printf("thistle-sum (thistle) %s\n"
         "compression code: sha1 %s, sha256 %s, sha512 %s\n",
         THISTLE_VERSION_STRING, thistle_implementation("sha1"),
         thistle_implementation("sha256"), thistle_implementation("sha512"));
}
