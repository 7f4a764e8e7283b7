/* SPDX-License-Identifier: ISC */
/* examples/bench-measure.c: timing one piece of work robustly on a noisy
   machine. Other processes take the CPU for milliseconds at a time, a
   shared VM's host steals time the guest cannot see, and the core's turbo
   clock wanders. So: short intervals (a millisecond), any interval in which
   the kernel switched this thread out dropped, the core clock measured
   beside each interval, and the median of the rest, which ignores the
   host's interruptions where a mean or one long interval would not. */

#define _GNU_SOURCE 1           /* RUSAGE_THREAD */

#include "bench-measure.h"

#include <stdint.h>
#include <stdlib.h>
#include <sys/resource.h>

#include "bench-clock.h"

#define INTERVAL_SECONDS 0.001
#define MIN_INTERVALS 5             /* in each round */
/* The clock probe before each interval: about 12 us of adds, a percent of
   an interval, long enough that the two tick reads around it cost under a
   thousandth. */
#define PROBE_ADDS 50000

static uint64_t
time_units(bench_work *work, void *arg, size_t units)
{
  uint64_t start = bench_ticks();
  work(arg, units);
  return bench_ticks() - start;
}

static uint64_t
fastest_of_three(bench_work *work, void *arg, size_t units)
{
  uint64_t best = time_units(work, arg, units), ticks;
  int i;
  for (i = 0; i < 2; i++)
    if ((ticks = time_units(work, arg, units)) < best)
      best = ticks;
  return best;
}

/* How often the kernel has switched this thread out so far. */
static long
switches_out(void)
{
  struct rusage usage;
  if (getrusage(RUSAGE_THREAD, &usage) != 0)
    return 0;
  return usage.ru_nvcsw + usage.ru_nivcsw;
}

static int
compare_doubles(const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

double
bench_median(double *values, size_t n)
{
  qsort(values, n, sizeof(values[0]), compare_doubles);
  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

static double lowest_core_hz, highest_core_hz;

void
bench_core_hz_range(double *low, double *high)
{
  *low = lowest_core_hz;
  *high = highest_core_hz;
}

/* The core clock now, from a short chain of 1-cycle adds. */
static double
probe_core_hz(double tick_hz)
{
  uint64_t start = bench_ticks();
  bench_add_chain(PROBE_ADDS);
  return PROBE_ADDS * tick_hz / (double) (bench_ticks() - start);
}

void
bench_sampler_start(struct bench_sampler *sampler, bench_work *work,
                    void *arg)
{
  sampler->work = work;
  sampler->arg = arg;
  sampler->units = 0;
  sampler->n = 0;
  sampler->dropped = 0;
}

/* Chooses how many units make an interval of about target ticks: grows
   the count until an interval is a sizeable part of the target, then
   scales it; each step the fastest of three timings, as an interruption
   can only make one slower. */
static size_t
interval_units(bench_work *work, void *arg, uint64_t target)
{
  size_t units = 1;
  uint64_t t;
  while ((t = fastest_of_three(work, arg, units)) < target / 4
         && units < SIZE_MAX / 4)
    units *= 4;
  if (t < target)
    units = (size_t) ((double) units * (double) target / (double) (t + 1));
  return units;
}

void
bench_sampler_round(struct bench_sampler *sampler, double seconds,
                    const struct bench_clocks *clocks)
{
  const double tick_hz = clocks->tick_hz;
  const uint64_t start = bench_ticks();
  const uint64_t budget = (uint64_t) (seconds * tick_hz);
  const size_t first = sampler->n;

  if (sampler->units == 0)
    {
      uint64_t target = (uint64_t) (INTERVAL_SECONDS * tick_hz);
      if (target > budget / MIN_INTERVALS)
        target = budget / MIN_INTERVALS + 1;
      sampler->units = interval_units(sampler->work, sampler->arg, target);
    }
  /* Warm up again: another library's code ran in between. */
  time_units(sampler->work, sampler->arg, sampler->units);

  for (;;)
    {
      uint64_t elapsed = bench_ticks() - start, t;
      long switches = switches_out();
      double hz;
      if (sampler->n == BENCH_MAX_INTERVALS
          || (elapsed >= budget && sampler->n - first >= MIN_INTERVALS))
        break;
      hz = clocks->core_hz ? clocks->core_hz : probe_core_hz(tick_hz);
      t = time_units(sampler->work, sampler->arg, sampler->units);
      /* Past three budgets, keep what comes rather than run on. */
      if (switches_out() != switches && elapsed < 3 * budget)
        {
          sampler->dropped++;
          continue;
        }
      sampler->ticks[sampler->n] = (double) t / (double) sampler->units;
      sampler->core_hz[sampler->n++] = hz;
    }
}

void
bench_sampler_figure(struct bench_sampler *sampler,
                     const struct bench_clocks *clocks,
                     struct bench_figure *figure)
{
  const double *ticks = sampler->ticks;
  const size_t n = sampler->n;
  double scale;

  /* The median clock of the figure converts: a probe the host interrupted
     reads a clock far too slow, and must not make an interval look fast. */
  figure->core_hz = bench_median(sampler->core_hz, n);
  scale = figure->core_hz / clocks->tick_hz;
  figure->ticks = bench_median(sampler->ticks, n);
  figure->best_ticks = ticks[0];
  figure->cycles = figure->ticks * scale;
  figure->best_cycles = ticks[0] * scale;
  figure->p10_cycles = ticks[n / 10] * scale;
  figure->p90_cycles = ticks[n - 1 - n / 10] * scale;
  figure->intervals = (unsigned) n;
  figure->dropped = sampler->dropped;
  if (lowest_core_hz == 0 || figure->core_hz < lowest_core_hz)
    lowest_core_hz = figure->core_hz;
  if (figure->core_hz > highest_core_hz)
    highest_core_hz = figure->core_hz;
}

void
bench_measure(bench_work *work, void *arg, double seconds,
              const struct bench_clocks *clocks, struct bench_figure *figure)
{
  static struct bench_sampler sampler;
  bench_sampler_start(&sampler, work, arg);
  bench_sampler_round(&sampler, seconds, clocks);
  bench_sampler_figure(&sampler, clocks, figure);
}
