/* SPDX-License-Identifier: ISC */
/* tools/sum-read.c: reading a file into the hash.

   read(2) with one large buffer per thread: the buffer stays in the cache
   while the compression function eats it, the kernel copies once, and
   POSIX_FADV_SEQUENTIAL asks for aggressive readahead on files that are
   not in the page cache yet. (mmap(2) saves the copy but was slower here:
   hashing from 4 KiB pages of DRAM cost more than the copy into L2.)

   With overlap, a large file is read on a second thread instead: two
   buffers go back and forth, and while the calling thread hashes one, a
   helper thread read(2)s the next piece of the file into the other. On a
   file in the page cache read(2) is a memory copy that costs about a third
   of SHA-256 with SHA-NI, so hiding it on another core is the difference
   between matching `openssl dgst` and beating it. Each buffer is either
   empty (filled < 0) or holds a piece for the hasher; a piece of 0 bytes
   is the end (or a read error, then in err). */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

#include "sum-read.h"

/* Large enough that the system call cost vanishes, small enough to stay in
   a core's L2 cache while it is hashed. */
#define SUM_READ_BUFFER_SIZE (256 * 1024)

/* Below this a helper thread costs more than it saves. */
#define SUM_OVERLAP_MIN_SIZE (1024 * 1024)

bool sum_stdin_was_read;

int
sum_open_input(const char *name, int *fd)
{
  if (strcmp(name, "-") == 0)
    {
      *fd = STDIN_FILENO;
      sum_stdin_was_read = true;
      return 0;
    }
  *fd = open(name, O_RDONLY | O_CLOEXEC);
  return *fd < 0 ? errno : 0;
}

int
sum_close_input(const char *name, int fd, int err)
{
  if (strcmp(name, "-") != 0 && close(fd) != 0 && err == 0)
    return errno;
  return err;
}

int
sum_reader_init(struct sum_reader *reader, const struct thistle_hash *hash,
                bool overlap)
{
  int i;
  memset(reader, 0, sizeof *reader);
  reader->hash = hash;
  reader->buffer_size = SUM_READ_BUFFER_SIZE;
  reader->overlap = overlap;
  reader->context = malloc(hash->context_size);
  if (reader->context == NULL)
    return ENOMEM;
  for (i = 0; i < (overlap ? 2 : 1); i++)
    {
      void *buffer;
      int err = posix_memalign(&buffer, 4096, SUM_READ_BUFFER_SIZE);
      if (err != 0)
        {
          sum_reader_free(reader);
          return err;
        }
      reader->buffers[i] = buffer;
    }
  return 0;
}

void
sum_reader_free(struct sum_reader *reader)
{
  free(reader->buffers[0]);
  free(reader->buffers[1]);
  free(reader->context);
  memset(reader, 0, sizeof *reader);
}

/* Feeds everything fd has to the hash; returns 0 or the read's errno. */
static int
hash_descriptor(struct sum_reader *reader, int fd)
{
  const struct thistle_hash *hash = reader->hash;
  for (;;)
    {
      ssize_t n = read(fd, reader->buffers[0], reader->buffer_size);
      if (n > 0)
        hash->update(reader->context, reader->buffers[0], (size_t) n);
      else if (n == 0)
        return 0;
      else if (errno != EINTR)
        return errno;
    }
}

static bool
is_large_file(int fd)
{
  struct stat st;
  return fstat(fd, &st) == 0 && S_ISREG(st.st_mode)
         && st.st_size >= SUM_OVERLAP_MIN_SIZE;
}

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

/* Feeds everything left in fd to hash's update on context, reading into
   buffers[0] and buffers[1] (size bytes each) in turns on a helper thread.
   Returns 0, the errno of a failed read, or -1 if no thread could be
   started (nothing was read then: the caller reads fd itself). */
static int
hash_overlapped(const struct thistle_hash *hash, void *context, int fd,
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

int
sum_hash_file(struct sum_reader *reader, const char *name, uint8_t *digest)
{
  int fd, err = sum_open_input(name, &fd);

  if (err != 0)
    return err;
#ifdef POSIX_FADV_SEQUENTIAL
  (void) posix_fadvise(fd, 0, 0, POSIX_FADV_SEQUENTIAL);
#endif

  reader->hash->init(reader->context);
  err = -1;
  if (reader->overlap && is_large_file(fd))
    err = hash_overlapped(reader->hash, reader->context, fd,
                          reader->buffers, reader->buffer_size);
  if (err == -1)
    err = hash_descriptor(reader, fd);
  err = sum_close_input(name, fd, err);
  if (err == 0)
    reader->hash->digest(reader->context, digest);
  return err;
}
