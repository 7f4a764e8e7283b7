/* SPDX-License-Identifier: ISC */
/* examples/bench-clock.h: the benchmark's clocks. A tick counter (the TSC
   on x86, CLOCK_MONOTONIC nanoseconds elsewhere), its rate measured against
   CLOCK_MONOTONIC, and the core clock measured with a chain of dependent
   1-cycle adds, so that tick counts convert to seconds and to core
   cycles. */

#ifndef BENCH_CLOCK_H
#define BENCH_CLOCK_H

#include <stdint.h>

/* Reads the tick counter. Loads and stores before the call finish before
   it reads, and no later instruction starts before it has read: the
   timed region is exactly what lies between two calls. */
uint64_t bench_ticks(void);

/* What the tick counter is: "TSC" or "CLOCK_MONOTONIC". */
const char *bench_tick_source(void);

/* Measures and returns the tick rate in Hz. */
double bench_calibrate_tick_hz(void);

/* Runs a chain of `adds` dependent 1-cycle adds (rounded up to a multiple
   of 100), the core clock's yardstick. Returns 0 on a CPU the benchmark has
   no chain for. */
int bench_add_chain(uint64_t adds);

/* Runs a chain of `muls` dependent multiplies (a multiple of 100), whose
   latency is a published constant (3 cycles on every x86_64 core of the last
   decade): a check of the calibration. Returns 0 where there is none. */
int bench_mul_chain(uint64_t muls);

/* Measures and returns the core clock in Hz, timing the add chain with
   the tick counter running at tick_hz; returns 0 if it cannot. */
double bench_calibrate_core_hz(double tick_hz);

/* Keeps this process on the CPU it runs on now, so that it is not moved
   between cores mid-interval. Returns that CPU's number, or -1 when the
   system would not (the benchmark then runs unpinned). */
int bench_pin_cpu(void);

/* Writes the first CPU's model name (from /proc/cpuinfo), or "unknown
   CPU", to name, with its family and model numbers when they are known:
   they tell the micro-architecture where a virtual machine's model name
   does not ("AMD EPYC (family 25, model 17)"). */
void bench_cpu_name(char *name, unsigned size);

#endif /* BENCH_CLOCK_H */
