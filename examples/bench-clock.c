/* SPDX-License-Identifier: ISC */
/* examples/bench-clock.c: the tick counter, its calibration against
   CLOCK_MONOTONIC, the core clock's calibration, CPU pinning, and the
   timing of work with them.

   Why two clocks: the TSC ticks at a fixed rate that is not the core clock
   (a TSC of 2.6 GHz beside a core clock near 3.7 GHz, on one AMD EPYC), and a
   virtual machine rarely lets a program read the core's own cycle counter.
   So the benchmark times with the TSC and converts to core cycles with a
   rate it measures: a chain of dependent adds runs at exactly one add per
   core cycle on every out-of-order x86 or Arm core, whatever its clock. */

#define _GNU_SOURCE 1   /* sched_getcpu, sched_setaffinity, RUSAGE_THREAD */

#include "bench-clock.h"

#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#if defined(__x86_64__) || defined(__i386__)
# include <x86intrin.h>
# define HAVE_TSC 1
#else
# define HAVE_TSC 0
#endif

static uint64_t
monotonic_ns(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t) ts.tv_sec * 1000000000u + (uint64_t) ts.tv_nsec;
}

/* Reads the tick counter. Loads and stores before the call finish before
   it reads, and no later instruction starts before it has read: the
   timed region is exactly what lies between two calls. */
static uint64_t
read_ticks(void)
{
#if HAVE_TSC
  /* lfence waits for every earlier instruction to finish, and holds later
     ones back until rdtsc has read. No cpuid: under a hypervisor it traps
     to the host and costs microseconds of noise. (The instruction itself,
     not _mm_lfence: 32-bit builds are not compiled with -msse2.) */
  uint64_t t;
  __asm__ volatile ("lfence" ::: "memory");
  t = __rdtsc();
  __asm__ volatile ("lfence" ::: "memory");
  return t;
#else
  return monotonic_ns();
#endif
}

const char *
bench_tick_source(void)
{
  return HAVE_TSC ? "TSC" : "CLOCK_MONOTONIC";
}

static int
compare_doubles(const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

/* Sorts values in place and returns their median (n > 0). */
static double
median(double *values, size_t n)
{
  qsort(values, n, sizeof(values[0]), compare_doubles);
  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

double
bench_calibrate_tick_hz(void)
{
#if HAVE_TSC
  /* Several 10 ms windows, the median rate: a window in which the process
     was descheduled between its two clock reads is an outlier. */
  enum { WINDOWS = 7 };
  const uint64_t window_ns = 10000000;
  double rate[WINDOWS];
  int i;

  for (i = 0; i < WINDOWS; i++)
    {
      uint64_t t0 = read_ticks(), m0 = monotonic_ns(), t1, m1;
      do
        m1 = monotonic_ns();
      while (m1 - m0 < window_ns);
      t1 = read_ticks();
      rate[i] = (double) (t1 - t0) / (double) (m1 - m0) * 1e9;
    }
  return median(rate, WINDOWS);
#else
  return 1e9;
#endif
}

/* Each chain is a loop of 100 copies of one instruction on one register;
   the loop counter runs beside it, so an iteration takes 100 latencies.
   The asm keeps the compiler from folding the chain. The adds are
   register to register, x += x from a value nobody can predict: recent
   cores execute an add of an immediate, or of a register known to hold a
   constant, at rename time, in no time at all (Intel Golden Cove does), so
   that `add $1' would measure a clock several times too fast. */
#if defined(__x86_64__) || defined(__i386__)
# define CHAIN(instruction, x, loops)                                       \
  __asm__ volatile ("1:\n\t.rept 100\n\t" instruction "\n\t.endr\n\t"        \
                    "dec %1\n\tjnz 1b" : "+r" (x), "+r" (loops) : : "cc")
# define ADD_CHAIN(x, loops) CHAIN("add %0, %0", x, loops)
# define MUL_CHAIN(x, loops) CHAIN("imul %0, %0", x, loops)
#elif defined(__aarch64__)
# define ADD_CHAIN(x, loops)                                                \
  __asm__ volatile ("1:\n\t.rept 100\n\tadd %0, %0, %0\n\t.endr\n\t"        \
                    "subs %1, %1, #1\n\tb.ne 1b"                             \
                    : "+r" (x), "+r" (loops) : : "cc")
#endif

int
bench_chain(enum bench_chain kind, uint64_t length)
{
  unsigned long x = (unsigned long) read_ticks();
  unsigned long loops = (unsigned long) ((length + 99) / 100);
  if (loops == 0)
    return 1;
  switch (kind)
    {
#ifdef ADD_CHAIN
    case BENCH_ADDS: ADD_CHAIN(x, loops); return 1;
#endif
#ifdef MUL_CHAIN
    case BENCH_MULS: MUL_CHAIN(x, loops); return 1;
#endif
    default: (void) x; return 0;
    }
}

double
bench_calibrate_core_hz(double tick_hz)
{
  /* About 20 ms of adds first, so that a core that raises its clock under
     load has done so; then the fastest of many short chains: an interrupt
     can only make a chain slower. */
  const uint64_t warm_up = 64000000, adds = 200000;
  uint64_t best = UINT64_MAX;
  int i;

  if (!bench_chain(BENCH_ADDS, warm_up))
    return 0;
  for (i = 0; i < 50; i++)
    {
      uint64_t start = read_ticks(), ticks;
      bench_chain(BENCH_ADDS, adds);
      ticks = read_ticks() - start;
      if (ticks < best)
        best = ticks;
    }
  return (double) adds * tick_hz / (double) best;
}

int
bench_pin_cpu(void)
{
  cpu_set_t set;
  int cpu = sched_getcpu();
  if (cpu < 0)
    return -1;
  CPU_ZERO(&set);
  CPU_SET(cpu, &set);
  return sched_setaffinity(0, sizeof(set), &set) == 0 ? cpu : -1;
}

void
bench_cpu_read(struct bench_cpu *cpu)
{
  char line[256];
  FILE *f = fopen("/proc/cpuinfo", "r");

  cpu->vendor[0] = '\0';
  snprintf(cpu->model_name, sizeof(cpu->model_name), "unknown CPU");
  cpu->family = cpu->model = -1;
  if (f == NULL)
    return;
  /* The first processor's lines end at the first blank line. */
  while (fgets(line, sizeof(line), f) && line[0] != '\n')
    {
      char *colon = strchr(line, ':');
      size_t key = strcspn(line, "\t:");
      if (colon == NULL)
        continue;
      colon += strspn(colon + 1, " \t") + 1;
      colon[strcspn(colon, "\n")] = '\0';
      if (key == 9 && strncmp(line, "vendor_id", 9) == 0)
        snprintf(cpu->vendor, sizeof(cpu->vendor), "%s", colon);
      else if (key == 10 && strncmp(line, "model name", 10) == 0)
        snprintf(cpu->model_name, sizeof(cpu->model_name), "%s", colon);
      else if (key == 10 && strncmp(line, "cpu family", 10) == 0)
        cpu->family = atoi(colon);
      else if (key == 5 && strncmp(line, "model", 5) == 0)
        cpu->model = atoi(colon);
    }
  fclose(f);
}

void
bench_cpu_name(char *name, unsigned size)
{
  struct bench_cpu cpu;
  bench_cpu_read(&cpu);
  if (cpu.family >= 0 && cpu.model >= 0)
    snprintf(name, size, "%s (family %d, model %d)", cpu.model_name,
             cpu.family, cpu.model);
  else
    snprintf(name, size, "%s", cpu.model_name);
}

/* Timing work on a noisy machine. Other processes take the CPU for
   milliseconds at a time, a shared virtual machine's host steals time the
   guest cannot see, and the core's turbo clock wanders. So: short
   intervals (a millisecond), any interval in which the kernel switched
   this thread out dropped, the core clock measured beside each interval,
   and the median of the rest, which ignores the host's interruptions where
   a mean or one long interval would not. */
#define INTERVAL_SECONDS 0.001
#define MIN_INTERVALS 5             /* in each round */
/* The clock probe before each interval: about 12 us of adds, a percent of
   an interval, long enough that the two tick reads around it cost under a
   thousandth. */
#define PROBE_ADDS 50000

static uint64_t
time_units(bench_work *work, void *arg, size_t units)
{
  uint64_t start = read_ticks();
  work(arg, units);
  return read_ticks() - start;
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
  uint64_t start = read_ticks();
  bench_chain(BENCH_ADDS, PROBE_ADDS);
  return PROBE_ADDS * tick_hz / (double) (read_ticks() - start);
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
  const uint64_t start = read_ticks();
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
      uint64_t elapsed = read_ticks() - start, t;
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
  figure->core_hz = median(sampler->core_hz, n);
  scale = figure->core_hz / clocks->tick_hz;
  figure->ticks = median(sampler->ticks, n);
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
