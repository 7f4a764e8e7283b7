/* SPDX-License-Identifier: ISC */
/* tools/sum-jobs.c: the parallel runner behind -j/--jobs.

   Workers claim jobs in list order from a shared index and mark each one
   done; the calling thread walks the list in order, waits for each job,
   and reports it. All output therefore comes from one thread, in the same
   order as a one-thread run, whatever order the workers finish in.

   A worker that cannot allocate its read buffer claims no job and ends:
   the others do its share. Were it to claim jobs and fail them, it would
   fail nearly all of them, as it never waits for a read. When no worker
   has a buffer, the calling thread hashes every file itself, as with one
   job. */

#include "config.h"

#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "sum-jobs.h"

struct job_list {
  struct sum_job *jobs;
  size_t count;
  size_t next_claim;      /* first job no worker has taken yet */
  unsigned starting;      /* workers still allocating their reader */
  unsigned serving;       /* workers that have one, and take jobs */
  const struct thistle_hash *hash;
  pthread_mutex_t lock;
  pthread_cond_t job_done;  /* a job is done, or starting fell to 0 */
};

/* Jobs the calling thread runs itself: standard input, and reports only. */
static bool
runs_in_caller(const struct sum_job *job)
{
  return job->name == NULL || strcmp(job->name, "-") == 0;
}

static void
run_job(struct sum_reader *reader, struct sum_job *job)
{
  if (job->name == NULL)
    return;
  if (job->hash != NULL)
    reader->hash = job->hash;
  job->error = sum_hash_file(reader, job->name, job->digest);
}

static void *
worker(void *arg)
{
  struct job_list *list = arg;
  struct sum_reader reader;
  bool have_reader = sum_reader_init(&reader, list->hash, false) == 0;

  pthread_mutex_lock(&list->lock);
  if (--list->starting == 0)
    pthread_cond_broadcast(&list->job_done);
  if (!have_reader)
    {
      pthread_mutex_unlock(&list->lock);
      return NULL;
    }
  list->serving++;
  for (;;)
    {
      struct sum_job *job;
      while (list->next_claim < list->count
             && runs_in_caller(&list->jobs[list->next_claim]))
        list->next_claim++;
      if (list->next_claim == list->count)
        break;
      job = &list->jobs[list->next_claim++];
      pthread_mutex_unlock(&list->lock);

      run_job(&reader, job);

      pthread_mutex_lock(&list->lock);
      job->done = 1;
      pthread_cond_broadcast(&list->job_done);
    }
  pthread_mutex_unlock(&list->lock);
  sum_reader_free(&reader);
  return NULL;
}

void
sum_run_jobs(struct sum_job *jobs, size_t count, unsigned threads,
             struct sum_reader *reader, sum_emit_fn *emit, void *arg)
{
  struct job_list list = { jobs, count, 0, 0, 0, reader->hash,
                           PTHREAD_MUTEX_INITIALIZER,
                           PTHREAD_COND_INITIALIZER };
  pthread_t *workers = NULL;
  unsigned started = 0;
  bool have_workers = false;
  size_t i;

  if (threads > count)
    threads = count;
  if (threads > 1)
    workers = malloc(threads * sizeof *workers);
  if (workers != NULL)
    {
      list.starting = threads;
      while (started < threads
             && pthread_create(&workers[started], NULL, worker, &list) == 0)
        started++;
      /* Whether any worker takes jobs: known once each one has its
         reader or has given up. */
      pthread_mutex_lock(&list.lock);
      list.starting -= threads - started;
      while (list.starting > 0)
        pthread_cond_wait(&list.job_done, &list.lock);
      have_workers = list.serving > 0;
      pthread_mutex_unlock(&list.lock);
    }

  for (i = 0; i < count; i++)
    {
      struct sum_job *job = &jobs[i];
      if (!have_workers || runs_in_caller(job))
        run_job(reader, job);
      else
        {
          pthread_mutex_lock(&list.lock);
          while (!job->done)
            pthread_cond_wait(&list.job_done, &list.lock);
          pthread_mutex_unlock(&list.lock);
        }
      emit(job, i, arg);
    }

  while (started > 0)
    pthread_join(workers[--started], NULL);
  free(workers);
  pthread_mutex_destroy(&list.lock);
  pthread_cond_destroy(&list.job_done);
}
