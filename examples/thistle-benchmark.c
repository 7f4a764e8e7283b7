/* examples/thistle-benchmark.c: throughput of every algorithm's update,
   in Mbyte/s (10^6 bytes per second). A first version: the benchmark issue
   turns it into the full instrument. */

#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "thistle/thistle.h"

static double
now(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

int
main(void)
{
  enum { CHUNK = 16384 };
  static uint8_t data[CHUNK];
  const struct thistle_hash *const *h;

  memset(data, 0xaa, sizeof(data));
  printf("%-12s %-8s %10s  (Mbyte/s = 10^6 bytes/s)\n", "Algorithm", "impl", "Mbyte/s");
  for (h = thistle_hashes; *h; h++)
    {
      void *ctx = malloc((*h)->context_size);
      uint8_t digest[64];
      double start, elapsed;
      unsigned long rounds = 0;

      (*h)->init(ctx);
      start = now();
      do
        {
          for (int i = 0; i < 16; i++)
            (*h)->update(ctx, data, CHUNK);
          rounds += 16;
          elapsed = now() - start;
        }
      while (elapsed < 0.2);
      (*h)->digest(ctx, digest);
      printf("%-12s %-8s %10.1f\n", (*h)->name,
             thistle_implementation((*h)->name),
             rounds * (double) CHUNK / elapsed / 1e6);
      free(ctx);
    }
  return 0;
}
