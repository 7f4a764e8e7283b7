/* SPDX-License-Identifier: ISC */
/* tools/sum-read.c: reading a file into the hash.

   read(2) with one large buffer per thread: the buffer stays in the cache
   while the compression function eats it, the kernel copies once, and
   POSIX_FADV_SEQUENTIAL asks for aggressive readahead on files that are
   not in the page cache yet. (mmap(2) saves the copy, but on a cached
   file only 7% of the CPU time with SHA-256: the page faults and the hash
   reading DRAM instead of L2 take back more than half of what the copy
   costs. And a file that shrinks while it is mapped raises SIGBUS, where a
   read just ends early.)

   With overlap, a large file is read on a second thread instead, into a
   ring of pieces: while the calling thread hashes one piece, a helper
   thread read(2)s the next pieces of the file into the free ones. On a
   file in the page cache read(2) is a memory copy that costs about a fifth
   of SHA-256 with SHA-NI, so hiding it on another core is the difference
   between matching `openssl dgst` and beating it. The helper fills every
   free piece, then sleeps until half the ring is free again: it wakes once
   per half ring, not once per piece (each wake-up is two context switches
   and a futex call on the hasher's path), and the hasher has half a ring
   in hand while the woken helper waits for a CPU on a busy machine. */

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

/* One read: large enough that the system call cost vanishes, small enough
   to stay in a core's L2 cache while it is hashed. */
#define SUM_READ_PIECE_SIZE (256 * 1024)

/* The ring's pieces (4 MiB): half of it is 1 ms of SHA-256 with SHA-NI. */
#define SUM_RING_PIECES 16

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

/* The context any algorithm fits in: a reader serves the algorithm each
   checksum line names. */
static size_t
largest_context_size(void)
{
  const struct thistle_hash *const *h;
  size_t size = 0;
  for (h = thistle_hashes; *h; h++)
    if ((*h)->context_size > size)
      size = (*h)->context_size;
  return size;
}

int
sum_reader_init(struct sum_reader *reader, const struct thistle_hash *hash,
                bool overlap)
{
  void *buffer;
  int err;
  memset(reader, 0, sizeof *reader);
  reader->hash = hash;
  reader->overlap = overlap;
  reader->context = malloc(largest_context_size());
  if (reader->context == NULL)
    return ENOMEM;
  err = posix_memalign(&buffer, 4096, (overlap ? SUM_RING_PIECES : 1)
                                      * (size_t) SUM_READ_PIECE_SIZE);
  if (err != 0)
    {
      sum_reader_free(reader);
      return err;
    }
  reader->buffer = buffer;
  return 0;
}

void
sum_reader_free(struct sum_reader *reader)
{
  free(reader->buffer);
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
      ssize_t n = read(fd, reader->buffer, SUM_READ_PIECE_SIZE);
      if (n > 0)
        hash->update(reader->context, reader->buffer, (size_t) n);
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

/* The ring between the helper, which reads into piece tail and on, and the
   hasher, which hashes piece head and on. filled[i] is the length of piece
   i once read; a piece of 0 bytes is the end (or a read error, then in
   err). Each side sleeps only when it cannot go on, saying so in its flag;
   the other side clears the flag and wakes it (after unlocking, so that
   the woken thread does not block on the lock at once). */
struct pipeline {
  int fd;
  unsigned char *ring;
  ssize_t filled[SUM_RING_PIECES];
  unsigned ready;             /* pieces read and not yet hashed */
  bool reader_sleeps, hasher_sleeps;
  int err;
  pthread_mutex_t lock;
  pthread_cond_t space, data;
};

static void *
read_ahead(void *arg)
{
  struct pipeline *p = arg;
  unsigned tail;
  for (tail = 0;; tail = (tail + 1) % SUM_RING_PIECES)
    {
      ssize_t n;
      bool wake;

      pthread_mutex_lock(&p->lock);
      if (p->ready == SUM_RING_PIECES)
        {
          p->reader_sleeps = true;
          while (p->reader_sleeps)
            pthread_cond_wait(&p->space, &p->lock);
        }
      pthread_mutex_unlock(&p->lock);

      do
        n = read(p->fd, p->ring + (size_t) tail * SUM_READ_PIECE_SIZE,
                 SUM_READ_PIECE_SIZE);
      while (n < 0 && errno == EINTR);

      pthread_mutex_lock(&p->lock);
      if (n < 0)
        {
          p->err = errno;
          n = 0;
        }
      p->filled[tail] = n;
      p->ready++;
      wake = p->hasher_sleeps;
      p->hasher_sleeps = false;
      pthread_mutex_unlock(&p->lock);
      if (wake)
        pthread_cond_signal(&p->data);
      if (n == 0)
        return NULL;
    }
}

/* Feeds everything left in fd to hash's update on context, reading into
   ring (SUM_RING_PIECES pieces) on a helper thread. Returns 0, the errno of
   a failed read, or -1 if no thread could be started (nothing was read
   then: the caller reads fd itself). */
static int
hash_overlapped(const struct thistle_hash *hash, void *context, int fd,
                unsigned char *ring)
{
  struct pipeline p = { fd, ring, { 0 }, 0, false, false, 0,
                        PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER,
                        PTHREAD_COND_INITIALIZER };
  pthread_t helper;
  unsigned head;

  if (pthread_create(&helper, NULL, read_ahead, &p) != 0)
    return -1;
  for (head = 0;; head = (head + 1) % SUM_RING_PIECES)
    {
      ssize_t n;
      bool wake;

      pthread_mutex_lock(&p.lock);
      while (p.ready == 0)
        {
          p.hasher_sleeps = true;
          pthread_cond_wait(&p.data, &p.lock);
        }
      n = p.filled[head];
      pthread_mutex_unlock(&p.lock);
      if (n == 0)
        break;

      hash->update(context, ring + (size_t) head * SUM_READ_PIECE_SIZE,
                   (size_t) n);

      pthread_mutex_lock(&p.lock);
      p.ready--;
      wake = p.reader_sleeps && p.ready <= SUM_RING_PIECES / 2;
      if (wake)
        p.reader_sleeps = false;
      pthread_mutex_unlock(&p.lock);
      if (wake)
        pthread_cond_signal(&p.space);
    }
  pthread_join(helper, NULL);
  pthread_mutex_destroy(&p.lock);
  pthread_cond_destroy(&p.space);
  pthread_cond_destroy(&p.data);
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
    err = hash_overlapped(reader->hash, reader->context, fd, reader->buffer);
  if (err == -1)
    err = hash_descriptor(reader, fd);
  err = sum_close_input(name, fd, err);
  if (err == 0)
    reader->hash->digest(reader->context, digest);
  return err;
}
