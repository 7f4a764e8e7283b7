/* SPDX-License-Identifier: ISC */
/* testsuite/target-probe.c: what a program of this build finds where it
   runs, so that the test scripts can tell a fault of their programs from
   a property of the machine emulating them (testsuite/wrapper.sh). Prints
   yes or no:
     target-probe stdin-closed   standard input is closed
     target-probe locale         setlocale(LC_ALL, "") succeeds */

#include <errno.h>
#include <fcntl.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

int
main(int argc, char **argv)
{
  int yes;

  if (argc == 2 && strcmp(argv[1], "stdin-closed") == 0)
    yes = fcntl(0, F_GETFD) == -1 && errno == EBADF;
  else if (argc == 2 && strcmp(argv[1], "locale") == 0)
    yes = setlocale(LC_ALL, "") != NULL;
  else
    {
      fputs("usage: target-probe stdin-closed|locale\n", stderr);
      return 2;
    }
  puts(yes ? "yes" : "no");
  return 0;
}
