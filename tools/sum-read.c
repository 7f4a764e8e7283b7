/* SPDX-License-Identifier: ISC */
/* tools/sum-read.c: reading a file into the hash.

   read(2) with one large buffer per thread: the buffer stays in the cache
   while the compression function eats it, the kernel copies once, and
   POSIX_FADV_SEQUENTIAL asks for aggressive readahead on files that are
   not in the page cache yet. (mmap(2) saves the copy but was slower here:
   hashing from 4 KiB pages of DRAM cost more than the copy into L2.)
   Large files can also be read on a second thread, see sum-overlap.c. */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sum-overlap.h"
#include "sum-read.h"

/* Large enough that the system call cost vanishes, small enough to stay in
   a core's L2 cache while it is hashed. */
#define SUM_READ_BUFFER_SIZE (256 * 1024)

/* Below this a helper thread costs more than it saves. */
#define SUM_OVERLAP_MIN_SIZE (1024 * 1024)

bool sum_stdin_was_read;

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

int
sum_hash_file(struct sum_reader *reader, const char *name, uint8_t *digest)
{
  bool is_stdin = strcmp(name, "-") == 0;
  int fd, err;

  if (is_stdin)
    {
      fd = STDIN_FILENO;
      sum_stdin_was_read = true;
    }
  else
    {
      fd = open(name, O_RDONLY | O_CLOEXEC);
      if (fd < 0)
        return errno;
    }
#ifdef POSIX_FADV_SEQUENTIAL
  (void) posix_fadvise(fd, 0, 0, POSIX_FADV_SEQUENTIAL);
#endif

  reader->hash->init(reader->context);
  err = -1;
  if (reader->overlap && is_large_file(fd))
    err = sum_hash_overlapped(reader->hash, reader->context, fd,
                              reader->buffers, reader->buffer_size);
  if (err == -1)
    err = hash_descriptor(reader, fd);
  if (!is_stdin && close(fd) != 0 && err == 0)
    err = errno;
  if (err == 0)
    reader->hash->digest(reader->context, digest);
  return err;
}
