/* SPDX-License-Identifier: ISC */
/* examples/bench-masked-serve.c: the masked OpenSSL process itself: this
   program run again by bench-masked.c with OPENSSL_ia32cap set and the
   hidden option --serve-masked-openssl. It answers the requests described
   there, one line each, measuring OpenSSL's rows the way bench-rows.c
   measures a peer's (bench-work.c). */

#include "config.h"

#include "bench-masked.h"

#include <stdio.h>
#include <string.h>

#include "thistle/thistle.h"
#include "bench-work.h"

#if WITH_OPENSSL

/* What the process has open and is measuring. */
static struct {
  struct bench_algorithm algorithm;
  struct bench_subject subject;
  int open;
  const struct bench_mode *mode;        /* NULL: no figure started */
  struct bench_task task;
  struct bench_sampler sampler;
} served;

static void
close_served(void)
{
  if (served.open)
    served.subject.close(served.subject.state);
  served.open = 0;
  served.mode = NULL;
}

/* Opens name in OpenSSL, checked against thistle's digest. */
static const char *
open_served(const char *name, int hmac)
{
  struct bench_subject thistle;
  uint8_t reference[BENCH_MAX_DIGEST];
  const char *why;

  close_served();
  served.algorithm.hash = thistle_hash_lookup(name);
  served.algorithm.hmac = hmac;
  if (served.algorithm.hash == NULL || (hmac != 0 && hmac != 1))
    return "no such algorithm";
  why = bench_open_checked(&bench_thistle, &served.algorithm, &thistle,
                           reference);
  if (why)
    return why;
  thistle.close(thistle.state);
  why = bench_open_checked(&bench_openssl, &served.algorithm,
                           &served.subject, reference);
  served.open = why == NULL;
  return why;
}

static const char *
start_mode(size_t index)
{
  if (!served.open)
    return "nothing open";
  if (index >= bench_n_modes
      || !bench_mode_applies(&bench_modes[index], &served.algorithm))
    return "no such mode for this algorithm";
  served.mode = &bench_modes[index];
  bench_task_start(&served.task, &served.sampler, &served.subject,
                   served.mode, 0);
  return NULL;
}

int
bench_masked_serve(const struct bench_clocks *clocks)
{
  char line[128], name[32], answer[384];

  while (fgets(line, sizeof(line), stdin))
    {
      struct bench_figure f;
      const char *why = NULL;
      double seconds;
      size_t index;
      int hmac;

      answer[0] = '\0';
      if (sscanf(line, "open %31s %d", name, &hmac) == 2)
        why = open_served(name, hmac);
      else if (sscanf(line, "mode %zu", &index) == 1)
        why = start_mode(index);
      else if (sscanf(line, "round %lf", &seconds) == 1)
        {
          if (served.mode == NULL)
            why = "no figure started";
          else if (!(seconds > 0 && seconds <= 60))
            why = "a round is more than 0 and at most 60 seconds";
          else
            bench_sampler_round(&served.sampler, seconds, clocks);
        }
      else if (strcmp(line, "figure\n") == 0)
        {
          if (served.mode == NULL)
            why = "no figure started";
          else
            {
              bench_sampler_figure(&served.sampler, clocks, &f);
              snprintf(answer, sizeof(answer), " %.17g %.17g %.17g %.17g "
                       "%.17g %.17g %.17g %u %u", f.ticks, f.best_ticks,
                       f.cycles, f.best_cycles, f.p10_cycles, f.p90_cycles,
                       f.core_hz, f.intervals, f.dropped);
            }
        }
      else if (strcmp(line, "close\n") == 0)
        close_served();
      else
        why = "no such request";
      if (why)
        printf("error %s\n", why);
      else
        printf("ok%s\n", answer);
      if (fflush(stdout) != 0)
        return 1;
    }
  close_served();
  return 0;
}

#else /* !WITH_OPENSSL */

int
bench_masked_serve(const struct bench_clocks *clocks)
{
  (void) clocks;
  fprintf(stderr, "thistle-benchmark: this build has no OpenSSL\n");
  return 2;
}

#endif /* WITH_OPENSSL */
