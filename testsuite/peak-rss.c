/* SPDX-License-Identifier: ISC */
/* testsuite/peak-rss.c: runs a program and prints its peak resident set
   size in KiB (getrusage's ru_maxrss of the child), for merkle-root-test.sh.
   A program this small is the parent to measure from: the child's peak
   counts the memory it had before its exec, the parent's copy.

   usage: peak-rss PROGRAM ARG...   (the program's output goes to
   /dev/null; exit status 1 unless it exits with 0) */

#include <fcntl.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int
main(int argc, char **argv)
{
  struct rusage usage;
  int status;
  pid_t child;

  if (argc < 2)
    {
      fprintf(stderr, "usage: peak-rss PROGRAM ARG...\n");
      return 2;
    }
  child = fork();
  if (child == 0)
    {
      int null = open("/dev/null", O_WRONLY);
      if (null >= 0)
        dup2(null, STDOUT_FILENO);
      execvp(argv[1], argv + 1);
      perror(argv[1]);
      _exit(127);
    }
  if (child < 0 || wait4(child, &status, 0, &usage) != child)
    {
      perror("peak-rss");
      return 1;
    }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
    {
      fprintf(stderr, "peak-rss: %s failed\n", argv[1]);
      return 1;
    }
  printf("%ld\n", usage.ru_maxrss);
  return 0;
}
