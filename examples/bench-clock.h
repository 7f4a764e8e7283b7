/* SPDX-License-Identifier: ISC */
/* examples/bench-clock.h: the benchmark's clocks and how it times work
   with them. A tick counter (the TSC on x86, CLOCK_MONOTONIC nanoseconds
   elsewhere), its rate measured against CLOCK_MONOTONIC, and the core
   clock measured with a chain of dependent 1-cycle adds, so that tick
   counts convert to seconds and to core cycles; then one piece of work
   timed robustly on a noisy machine: many short intervals, their median
   and best, in ticks and in core cycles. */

#ifndef BENCH_CLOCK_H
#define BENCH_CLOCK_H

#include <stddef.h>
#include <stdint.h>

/* What the tick counter is: "TSC" or "CLOCK_MONOTONIC". */
const char *bench_tick_source(void);

/* Measures and returns the tick rate in Hz. */
double bench_calibrate_tick_hz(void);

/* The chains of dependent instructions that measure the core clock: adds
   take 1 cycle each on every out-of-order x86 or Arm core, and multiplies
   3 on every x86_64 core of the last decade (a published constant: a check
   of the calibration). */
enum bench_chain { BENCH_ADDS, BENCH_MULS };

/* Runs a chain of length (> 0) dependent instructions of kind (rounded up
   to a multiple of 100). Returns 0 on a CPU the benchmark has no such chain
   for. */
int bench_chain(enum bench_chain kind, uint64_t length);

/* Measures and returns the core clock in Hz, timing the add chain with
   the tick counter running at tick_hz; returns 0 if it cannot. */
double bench_calibrate_core_hz(double tick_hz);

/* Keeps this process on the CPU it runs on now, so that it is not moved
   between cores mid-interval. Returns that CPU's number, or -1 when the
   system would not (the benchmark then runs unpinned). */
int bench_pin_cpu(void);

/* The first CPU, as /proc/cpuinfo describes it: its vendor
   ("AuthenticAMD"; empty when not known), its model name ("unknown CPU"
   when not known), and its family and model numbers (-1 when not known),
   which tell the micro-architecture where a virtual machine's model name
   does not. */
struct bench_cpu {
  char vendor[16];
  char model_name[128];
  int family, model;
};
void bench_cpu_read(struct bench_cpu *cpu);

/* Writes the first CPU's model name to name, with its family and model
   numbers when they are known ("AMD EPYC (family 25, model 17)"). */
void bench_cpu_name(char *name, unsigned size);

/* The clocks a measurement converts with. */
struct bench_clocks {
  double tick_hz;               /* the tick counter's rate */
  double core_hz;               /* the core clock, if fixed (-f); else 0:
                                   measured beside every interval */
};

/* What many intervals of one piece of work gave, per unit of work. */
struct bench_figure {
  double ticks, best_ticks;     /* median and fastest interval */
  double cycles, best_cycles;   /* the same in core cycles */
  double p10_cycles, p90_cycles;/* the spread, for --verbose */
  double core_hz;               /* the median core clock meanwhile */
  unsigned intervals;           /* timed and kept */
  unsigned dropped;             /* timed, but the thread was switched out */
};

/* Work to time: does `units` units of it. */
typedef void bench_work(void *arg, size_t units);

/* Intervals of one piece of work, gathered in one or more rounds: figures
   measured side by side take turns, so that whatever else the machine
   does meanwhile weighs on all of them alike. */
#define BENCH_MAX_INTERVALS 4000
struct bench_sampler {
  bench_work *work;
  void *arg;
  size_t units;                 /* per interval; 0 before the first round */
  size_t n;                     /* intervals kept */
  unsigned dropped;             /* intervals the thread was switched out */
  double ticks[BENCH_MAX_INTERVALS];    /* per unit, each kept interval */
  double core_hz[BENCH_MAX_INTERVALS];  /* the core clock beside it */
};

void bench_sampler_start(struct bench_sampler *sampler, bench_work *work,
                         void *arg);

/* Times work for about `seconds`: the first round finds how many units make
   an interval of about a millisecond (which also warms caches, branch
   predictors and the core's clock); every round times one interval and
   discards it, then times intervals until the time is up, at least 5 of
   them, dropping those in which the thread was switched out. Unless the
   core clock is fixed, it is measured just before each interval: a turbo
   clock moves by several percent within seconds. */
void bench_sampler_round(struct bench_sampler *sampler, double seconds,
                         const struct bench_clocks *clocks);

/* The figure of the intervals so far: medians and spread, in cycles by the
   median of the clocks measured beside them. */
void bench_sampler_figure(struct bench_sampler *sampler,
                          const struct bench_clocks *clocks,
                          struct bench_figure *figure);

/* Start, one round of `seconds`, figure. */
void bench_measure(bench_work *work, void *arg, double seconds,
                   const struct bench_clocks *clocks,
                   struct bench_figure *figure);

/* The lowest and highest median core clock of the figures measured so
   far (0 before any). */
void bench_core_hz_range(double *low, double *high);

#endif /* BENCH_CLOCK_H */
