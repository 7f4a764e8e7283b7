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
#define MIN_INTERVALS 5
#define MAX_INTERVALS 4000
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
bench_measure(bench_work *work, void *arg, double seconds,
              const struct bench_clocks *clocks, struct bench_figure *figure)
{
  static double ticks[MAX_INTERVALS], core_hz[MAX_INTERVALS];
  const double tick_hz = clocks->tick_hz;
  const uint64_t start = bench_ticks();
  const uint64_t budget = (uint64_t) (seconds * tick_hz);
  uint64_t target = (uint64_t) (INTERVAL_SECONDS * tick_hz), t;
  size_t units = 1, n = 0;

  if (target > budget / MIN_INTERVALS)
    target = budget / MIN_INTERVALS + 1;
  /* Grow the unit count until an interval is a sizeable part of the
     target, then scale it to the target; each step the fastest of three
     timings, as an interruption can only make one slower. */
  while ((t = fastest_of_three(work, arg, units)) < target / 4
         && units < SIZE_MAX / 4)
    units *= 4;
  if (t < target)
    units = (size_t) ((double) units * (double) target / (double) (t + 1));
  time_units(work, arg, units);

  figure->dropped = 0;
  for (;;)
    {
      uint64_t elapsed = bench_ticks() - start;
      long switches = switches_out();
      double hz;
      if (n == MAX_INTERVALS || (elapsed >= budget && n >= MIN_INTERVALS))
        break;
      hz = clocks->core_hz ? clocks->core_hz : probe_core_hz(tick_hz);
      t = time_units(work, arg, units);
      /* Past three budgets, keep what comes rather than run on. */
      if (switches_out() != switches && elapsed < 3 * budget)
        {
          figure->dropped++;
          continue;
        }
      ticks[n] = (double) t / (double) units;
      core_hz[n++] = hz;
    }

  /* The median clock of the figure converts: a probe the host interrupted
     reads a clock far too slow, and must not make an interval look fast. */
  figure->core_hz = bench_median(core_hz, n);
  figure->ticks = bench_median(ticks, n);
  figure->best_ticks = ticks[0];
  figure->cycles = figure->ticks * figure->core_hz / tick_hz;
  figure->best_cycles = ticks[0] * figure->core_hz / tick_hz;
  figure->p10_cycles = ticks[n / 10] * figure->core_hz / tick_hz;
  figure->p90_cycles = ticks[n - 1 - n / 10] * figure->core_hz / tick_hz;
  figure->intervals = (unsigned) n;
  if (lowest_core_hz == 0 || figure->core_hz < lowest_core_hz)
    lowest_core_hz = figure->core_hz;
  if (figure->core_hz > highest_core_hz)
    highest_core_hz = figure->core_hz;
}
