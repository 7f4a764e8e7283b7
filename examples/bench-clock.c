/* SPDX-License-Identifier: ISC */
/* examples/bench-clock.c: the tick counter, its calibration against
   CLOCK_MONOTONIC, the core clock's calibration, and CPU pinning.

   Why two clocks: the TSC ticks at a fixed rate that is not the core clock
   (on this project's VM 2.445 GHz against a core clock near 3.2 GHz), and a
   virtual machine rarely lets a program read the core's own cycle counter.
   So the benchmark times with the TSC and converts to core cycles with a
   rate it measures: a chain of dependent adds runs at exactly one add per
   core cycle on every out-of-order x86 or Arm core, whatever its clock. */

#define _GNU_SOURCE 1           /* sched_getcpu, sched_setaffinity */

#include "bench-clock.h"
#include "bench-measure.h"

#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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

uint64_t
bench_ticks(void)
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
      uint64_t t0 = bench_ticks(), m0 = monotonic_ns(), t1, m1;
      do
        m1 = monotonic_ns();
      while (m1 - m0 < window_ns);
      t1 = bench_ticks();
      rate[i] = (double) (t1 - t0) / (double) (m1 - m0) * 1e9;
    }
  return bench_median(rate, WINDOWS);
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
bench_add_chain(uint64_t adds)
{
#ifdef ADD_CHAIN
  unsigned long x = (unsigned long) bench_ticks();
  unsigned long loops = (unsigned long) ((adds + 99) / 100);
  if (loops > 0)
    ADD_CHAIN(x, loops);
  return 1;
#else
  (void) adds;
  return 0;
#endif
}

int
bench_mul_chain(uint64_t muls)
{
#ifdef MUL_CHAIN
  unsigned long x = (unsigned long) bench_ticks();
  unsigned long loops = (unsigned long) ((muls + 99) / 100);
  if (loops > 0)
    MUL_CHAIN(x, loops);
  return 1;
#else
  (void) muls;
  return 0;
#endif
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

  if (!bench_add_chain(warm_up))
    return 0;
  for (i = 0; i < 50; i++)
    {
      uint64_t start = bench_ticks(), ticks;
      bench_add_chain(adds);
      ticks = bench_ticks() - start;
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
bench_cpu_name(char *name, unsigned size)
{
  char line[256], model_name[128] = "unknown CPU";
  FILE *f = fopen("/proc/cpuinfo", "r");
  int family = -1, model = -1;

  if (f != NULL)
    {
      /* The first processor's lines end at the first blank line. */
      while (fgets(line, sizeof(line), f) && line[0] != '\n')
        {
          char *colon = strchr(line, ':');
          size_t key = strcspn(line, "\t:");
          if (colon == NULL)
            continue;
          colon += strspn(colon + 1, " \t") + 1;
          colon[strcspn(colon, "\n")] = '\0';
          if (key == 10 && strncmp(line, "model name", 10) == 0)
            snprintf(model_name, sizeof(model_name), "%s", colon);
          else if (key == 10 && strncmp(line, "cpu family", 10) == 0)
            family = atoi(colon);
          else if (key == 5 && strncmp(line, "model", 5) == 0)
            model = atoi(colon);
        }
      fclose(f);
    }
  if (family >= 0 && model >= 0)
    snprintf(name, size, "%s (family %d, model %d)", model_name, family,
             model);
  else
    snprintf(name, size, "%s", model_name);
}
