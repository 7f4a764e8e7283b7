/* SPDX-License-Identifier: ISC */
/* bindings/lua/bench-c.c: the C library's own figure beside the Lua
   module's, measured the way bench.lua measures: thistle_sha256 over one
   message of 64 B, 1 KiB and 16 KiB per call, the best of 5 rounds of at
   least SECONDS of process CPU time (what os.clock reads).
     bench-c SECONDS
   prints "c thistle BYTES BYTES_PER_SECOND NS_PER_CALL" per size. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <thistle/sha2.h>

static double
cpu_seconds(void)
{
  struct timespec t;

  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return (double) t.tv_sec + (double) t.tv_nsec * 1e-9;
}

static double
round_seconds(const unsigned char *message, size_t size, unsigned long calls)
{
  unsigned char digest[THISTLE_SHA256_DIGEST_SIZE];
  double start = cpu_seconds();
  unsigned long i;

  for (i = 0; i < calls; i++)
    thistle_sha256(message, size, digest);
  return cpu_seconds() - start;
}

int
main(int argc, char **argv)
{
  static const size_t sizes[] = { 64, 1024, 16384 };
  static unsigned char message[16384];
  double seconds;
  size_t s;

  if (argc != 2 || (seconds = atof(argv[1])) <= 0)
    {
      fprintf(stderr, "usage: bench-c SECONDS\n");
      return 2;
    }
  memset(message, 'a', sizeof(message));
  for (s = 0; s < sizeof(sizes) / sizeof(sizes[0]); s++)
    {
      unsigned long calls = 1;
      double elapsed, best = 1e300;
      int r;

      /* Calls enough for one round to last SECONDS. */
      while ((elapsed = round_seconds(message, sizes[s], calls)) < seconds)
        {
          double factor = 1.2 * seconds / (elapsed > 1e-6 ? elapsed : 1e-6);
          calls *= factor < 2 ? 2 : factor > 100 ? 100 : (unsigned long) factor + 1;
        }
      for (r = 0; r < 5; r++)
        {
          elapsed = round_seconds(message, sizes[s], calls);
          if (elapsed < best)
            best = elapsed;
        }
      printf("c thistle %zu %.0f %.1f\n", sizes[s],
             (double) sizes[s] * (double) calls / best, best / (double) calls * 1e9);
    }
  return 0;
}
