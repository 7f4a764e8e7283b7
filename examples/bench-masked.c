/* SPDX-License-Identifier: ISC */
/* examples/bench-masked.c: the masked OpenSSL process, from both sides.
   The benchmark starts it and sends requests, lines on a socket pair (its
   stdin and stdout):

     begin NAME HMAC MODE -> ok     opens the algorithm in OpenSSL, checked,
                                    and begins a figure of bench_modes[MODE]
     round SECONDS        -> ok     one round of it
     figure               -> ok TICKS BEST_TICKS CYCLES BEST_CYCLES P10 P90
                             CORE_HZ INTERVALS DROPPED
                                    (struct bench_figure, in order)

   and "error WHY" for a request it cannot do. The benchmark waits for each
   answer, so the two never measure at the same time; the masked process
   measures OpenSSL's row the way bench-rows.c measures a peer's. */

#define _GNU_SOURCE 1           /* setenv, SOCK_CLOEXEC, MSG_NOSIGNAL */

#include "config.h"

#include "bench-masked.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include "thistle/thistle.h"
#include "bench-rows.h"
#include "bench-thistle.h"

/* The process, seen from the benchmark. */
static struct {
  pid_t pid;                    /* 0: not running */
  int fd;                       /* the socket to it */
  FILE *answers;                /* the same socket, read */
  const char *why;              /* why it cannot measure, or NULL */
  char why_text[96];
  char answer[512];             /* the last answer, less its "ok" */
} masked;

int
bench_masked_applies(const struct bench_algorithm *algorithm,
                     const struct bench_library *const *peers)
{
#if WITH_OPENSSL
  /* SHA-NI computes the hashes of 64-byte blocks: SHA-1 and SHA-256's. */
  if (algorithm->hash->block_size == 64 && bench_variant_status("sha_ni") > 0)
    for (; *peers; peers++)
      if (*peers == &bench_openssl)
        return 1;
#else
  (void) algorithm;
  (void) peers;
#endif
  return 0;
}

/* The process closed its end: reaps it and says how it ended. */
static const char *
lost(void)
{
  int status;
  if (masked.answers)
    fclose(masked.answers);
  else
    close(masked.fd);
  if (waitpid(masked.pid, &status, 0) != masked.pid)
    snprintf(masked.why_text, sizeof(masked.why_text),
             "the masked OpenSSL process is gone");
  else if (WIFSIGNALED(status))
    snprintf(masked.why_text, sizeof(masked.why_text),
             "the masked OpenSSL process died of signal %d",
             WTERMSIG(status));
  else
    snprintf(masked.why_text, sizeof(masked.why_text),
             "the masked OpenSSL process exited, status %d",
             WEXITSTATUS(status));
  masked.pid = 0;
  return masked.why = masked.why_text;
}

void
bench_masked_start(const char *argv0, const struct bench_clocks *clocks)
{
  char tick_hz[32], core_hz[32];
  char *args[] = { (char *) argv0, (char *) BENCH_MASKED_OPTION,
                   tick_hz, (char *) "-f", core_hz, NULL };
  int fds[2];

  masked.why = "the masked OpenSSL process could not be started";
  snprintf(tick_hz, sizeof(tick_hz), "%.17g", clocks->tick_hz);
  snprintf(core_hz, sizeof(core_hz), "%.17g", clocks->core_hz);
  if (clocks->core_hz == 0)
    args[3] = NULL;             /* it measures the clock, as we do */
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) != 0)
    {
      perror("thistle-benchmark: socketpair");
      return;
    }
  fflush(NULL);                 /* nothing buffered twice */
  masked.pid = fork();
  if (masked.pid == 0)
    {
      if (dup2(fds[1], STDIN_FILENO) < 0 || dup2(fds[1], STDOUT_FILENO) < 0)
        _exit(127);
      setenv("OPENSSL_ia32cap", BENCH_MASKED_IA32CAP, 1);
      execv("/proc/self/exe", args);
      execvp(argv0, args);
      perror("thistle-benchmark: cannot run itself again");
      _exit(127);
    }
  close(fds[1]);
  if (masked.pid < 0)
    {
      perror("thistle-benchmark: fork");
      close(fds[0]);
      masked.pid = 0;
      return;
    }
  masked.fd = fds[0];
  masked.answers = fdopen(fds[0], "r");
  masked.why = masked.answers ? NULL : lost();
}

/* Sends a request and reads its answer into masked.answer; returns NULL,
   or why not. */
static const char * __attribute__((format(printf, 1, 2)))
request(const char *format, ...)
{
  char *answer = masked.answer;
  static char refused[sizeof(masked.answer)];
  char line[64];
  va_list args;
  int length;

  if (masked.why)
    return masked.why;
  va_start(args, format);
  length = vsnprintf(line, sizeof(line), format, args);
  va_end(args);
  if (send(masked.fd, line, (size_t) length, MSG_NOSIGNAL) != length
      || fgets(answer, sizeof(masked.answer), masked.answers) == NULL)
    return lost();
  answer[strcspn(answer, "\n")] = '\0';
  if (strncmp(answer, "ok", 2) == 0
      && (answer[2] == '\0' || answer[2] == ' '))
    {
      memmove(answer, answer + 2, strlen(answer + 2) + 1);
      return NULL;
    }
  snprintf(refused, sizeof(refused), "%s", strncmp(answer, "error ", 6) == 0
           ? answer + 6 : answer);
  return refused;
}

const char *
bench_masked_begin(const struct bench_algorithm *algorithm, size_t mode)
{
  return request("begin %s %d %zu\n", algorithm->hash->name,
                 algorithm->hmac, mode);
}

const char *
bench_masked_round(double seconds)
{
  return request("round %.17g\n", seconds);
}

const char *
bench_masked_figure(struct bench_figure *f)
{
  const char *why = request("figure\n");
  if (why == NULL
      && sscanf(masked.answer, "%lf %lf %lf %lf %lf %lf %lf %u %u", &f->ticks,
                &f->best_ticks, &f->cycles, &f->best_cycles, &f->p10_cycles,
                &f->p90_cycles, &f->core_hz, &f->intervals,
                &f->dropped) != 9)
    why = "the masked OpenSSL process gave no figure";
  return why;
}

void
bench_masked_stop(void)
{
  if (masked.pid <= 0)
    return;
  fclose(masked.answers);       /* it reads the end of its requests */
  waitpid(masked.pid, NULL, 0);
  masked.pid = 0;
}

#if WITH_OPENSSL

/* What the masked process has open and is measuring. */
static struct {
  struct bench_algorithm algorithm;
  struct bench_subject subject;
  int open;                     /* subject is open, a figure begun */
  struct bench_task task;
} served;

static void
close_served(void)
{
  if (served.open)
    served.subject.close(served.subject.state);
  served.open = 0;
}

static const char *
begin_served(const char *name, int hmac, size_t mode)
{
  const char *why;

  close_served();
  served.algorithm.hash = thistle_hash_lookup(name);
  served.algorithm.hmac = hmac;
  if (served.algorithm.hash == NULL || (hmac != 0 && hmac != 1))
    return "no such algorithm";
  if (mode >= bench_n_modes
      || !bench_mode_applies(&bench_modes[mode], &served.algorithm))
    return "no such mode for this algorithm";
  why = bench_open_checked(&bench_openssl, &served.algorithm,
                           &served.subject);
  if (why)
    return why;
  served.open = 1;
  bench_task_start(&served.task, &served.subject, &bench_modes[mode], 0);
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
      size_t mode;
      int hmac, round = 0;

      answer[0] = '\0';
      if (sscanf(line, "begin %31s %d %zu", name, &hmac, &mode) == 3)
        why = begin_served(name, hmac, mode);
      else if (!(round = sscanf(line, "round %lf", &seconds) == 1)
               && strcmp(line, "figure\n") != 0)
        why = "no such request";
      else if (!served.open)
        why = "no figure begun";
      else if (round && !(seconds > 0 && seconds <= 60))
        why = "a round is more than 0 and at most 60 seconds";
      else if (round)
        bench_sampler_round(&served.task.sampler, seconds, clocks);
      else
        {
          bench_sampler_figure(&served.task.sampler, clocks, &f);
          snprintf(answer, sizeof(answer), " %.17g %.17g %.17g %.17g "
                   "%.17g %.17g %.17g %u %u", f.ticks, f.best_ticks,
                   f.cycles, f.best_cycles, f.p10_cycles, f.p90_cycles,
                   f.core_hz, f.intervals, f.dropped);
        }
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
