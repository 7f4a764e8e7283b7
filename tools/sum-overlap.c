/* SPDX-License-Identifier: ISC */
/* tools/sum-overlap.c: double-buffered reading for one large file.

   Two buffers go back and forth: while the calling thread hashes one, a
   helper thread read(2)s the next piece of the file into the other. On a
   file in the page cache read(2) is a memory copy that costs about a third
   of SHA-256 with SHA-NI, so hiding it on another core is the difference
   between matching `openssl dgst` and beating it. Each buffer is either
   empty (filled < 0) or holds a piece for the hasher; a piece of 0 bytes
   is the end (or a read error, then in err). */

#include "config.h"

#include <errno.h>
#include <pthread.h>
#include <stdbool.h>
#include <sys/types.h>
#include <unistd.h>

#include "sum-overlap.h"

struct pipeline {
  int fd;
  unsigned char **buffers;
  size_t size;
  ssize_t filled[2];
  int err;
  pthread_mutex_t lock;
  pthread_cond_t changed;
};

static void *
read_ahead(void *arg)
{
  struct pipeline *p = arg;
  int i;
  for (i = 0;; i ^= 1)
    {
      ssize_t n;
      pthread_mutex_lock(&p->lock);
      while (p->filled[i] >= 0)
        pthread_cond_wait(&p->changed, &p->lock);
      pthread_mutex_unlock(&p->lock);

      do
        n = read(p->fd, p->buffers[i], p->size);
      while (n < 0 && errno == EINTR);

      pthread_mutex_lock(&p->lock);
      if (n < 0)
        {
          p->err = errno;
          n = 0;
        }
      p->filled[i] = n;
      pthread_cond_broadcast(&p->changed);
      pthread_mutex_unlock(&p->lock);
      if (n == 0)
        return NULL;
    }
}

int
sum_hash_overlapped(const struct thistle_hash *hash, void *context, int fd,
                    unsigned char *buffers[2], size_t size)
{
  struct pipeline p = { fd, buffers, size, { -1, -1 }, 0,
                        PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER };
  pthread_t helper;
  int i;

  if (pthread_create(&helper, NULL, read_ahead, &p) != 0)
    return -1;
  for (i = 0;; i ^= 1)
    {
      ssize_t n;
      pthread_mutex_lock(&p.lock);
      while (p.filled[i] < 0)
        pthread_cond_wait(&p.changed, &p.lock);
      n = p.filled[i];
      pthread_mutex_unlock(&p.lock);
      if (n == 0)
        break;

      hash->update(context, buffers[i], (size_t) n);

      pthread_mutex_lock(&p.lock);
      p.filled[i] = -1;
      pthread_cond_broadcast(&p.changed);
      pthread_mutex_unlock(&p.lock);
    }
  pthread_join(helper, NULL);
  pthread_mutex_destroy(&p.lock);
  pthread_cond_destroy(&p.changed);
  return p.err;
}
