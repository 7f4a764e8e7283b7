/* SPDX-License-Identifier: ISC */
/* examples/bench-masked.c: the masked OpenSSL process, seen from the
   benchmark that starts it. Requests and answers are lines on a socket
   pair (its stdin and stdout):

     open NAME HMAC   -> ok                 opens the algorithm, checked
     mode INDEX       -> ok                 starts a figure of bench_modes[INDEX]
     round SECONDS    -> ok                 one round of it
     figure           -> ok TICKS BEST_TICKS CYCLES BEST_CYCLES P10 P90 CORE_HZ
                         INTERVALS DROPPED  (struct bench_figure, in order)
     close            -> ok

   and "error WHY" for a request it cannot do. This process waits for each
   answer, so the two never measure at the same time. The other side is
   bench-masked-serve.c. */

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

#include "compress.h"
#include "thistle/thistle.h"
#include "bench-options.h"
#include "bench-thistle.h"

static struct {
  int planned;
  pid_t pid;                    /* 0: not running */
  int fd;                       /* the socket to it */
  FILE *answers;                /* the same socket, read */
  const char *why;              /* why it cannot measure, or NULL */
  char why_text[96];
} masked;

static int
sped_up_by_sha_ni(const struct thistle_hash *hash)
{
  int family = _thistle_hash_family(hash);
  return family == THISTLE_FAMILY_SHA1 || family == THISTLE_FAMILY_SHA256;
}

int
bench_masked_plan(const struct bench_options *o)
{
#if WITH_OPENSSL
  const struct bench_library *const *peer;
  size_t i;

  for (peer = o->peers; *peer; peer++)
    if (*peer == &bench_openssl && bench_variant_status("sha_ni") > 0)
      for (i = 0; thistle_hashes[i]; i++)
        if ((o->want_hash[i] || o->want_hmac[i])
            && sped_up_by_sha_ni(thistle_hashes[i]))
          masked.planned = 1;
#else
  (void) o;
#endif
  return masked.planned;
}

int
bench_masked_applies(const struct bench_algorithm *algorithm)
{
  return masked.planned && sped_up_by_sha_ni(algorithm->hash);
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
  char *args[] = { (char *) argv0, (char *) "--serve-masked-openssl",
                   tick_hz, (char *) "-f", core_hz, NULL };
  int fds[2];

  if (!masked.planned)
    return;
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

/* Sends a request and reads its answer into answer, without "ok";
   returns NULL, or why not. */
static const char * __attribute__((format(printf, 3, 4)))
request(char *answer, size_t size, const char *format, ...)
{
  static char refused[96];
  char line[64];
  va_list args;
  int length;

  if (masked.why)
    return masked.why;
  va_start(args, format);
  length = vsnprintf(line, sizeof(line), format, args);
  va_end(args);
  if (send(masked.fd, line, (size_t) length, MSG_NOSIGNAL) != length
      || fgets(answer, (int) size, masked.answers) == NULL)
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
bench_masked_open(const struct bench_algorithm *algorithm)
{
  char answer[128];
  return request(answer, sizeof(answer), "open %s %d\n",
                 algorithm->hash->name, algorithm->hmac);
}

const char *
bench_masked_mode(size_t mode)
{
  char answer[128];
  return request(answer, sizeof(answer), "mode %zu\n", mode);
}

const char *
bench_masked_round(double seconds)
{
  char answer[128];
  return request(answer, sizeof(answer), "round %.17g\n", seconds);
}

const char *
bench_masked_figure(struct bench_figure *f)
{
  char answer[512];
  const char *why = request(answer, sizeof(answer), "figure\n");
  if (why == NULL
      && sscanf(answer, "%lf %lf %lf %lf %lf %lf %lf %u %u", &f->ticks,
                &f->best_ticks, &f->cycles, &f->best_cycles, &f->p10_cycles,
                &f->p90_cycles, &f->core_hz, &f->intervals,
                &f->dropped) != 9)
    why = "the masked OpenSSL process gave no figure";
  return why;
}

void
bench_masked_close(void)
{
  char answer[128];
  request(answer, sizeof(answer), "close\n");
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
