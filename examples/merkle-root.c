/* SPDX-License-Identifier: ISC */
/* examples/merkle-root.c: the RFC 6962 Merkle tree hash of a file, with
   the many API.

   usage: merkle-root FILE [--single]

   The file is cut into 4 KiB leaves (the last one shorter, an empty file
   has none). RFC 6962, 2.1: the hash of no leaves is SHA-256 of nothing,
   of one leaf SHA-256(0x00 || leaf), and of n > 1 leaves
   SHA-256(0x01 || MTH(first k) || MTH(the rest)), k the largest power of
   two below n. Level by level this is: hash every leaf, then hash each
   pair of neighbours into the next level, an odd last node going up as it
   is, until one node is left. Every level is a batch of independent
   messages: thistle_sha256_many hashes it, the 0x00 or 0x01 absorbed once
   in a prefix context (two buffers take turns, as a batch's digests must
   not overlap its messages). --single hashes one message after another instead
   (a copy of the prefix context, update, digest), for comparison. Prints
   the root in hex. */

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "thistle/thistle.h"

#define LEAF_SIZE 4096
#define DIGEST THISTLE_SHA256_DIGEST_SIZE
/* Leaves read, and messages handed to the many API, per batch. */
#define BATCH 256

/* Hashes the n messages data[i] of length[i] after prefix into digests. */
static void
hash_batch(const struct thistle_sha256_ctx *prefix, int single, size_t n,
           const void *const data[], const size_t length[], uint8_t *digests)
{
  size_t i;
  if (!single)
    {
      thistle_sha256_many(prefix, n, data, length, digests);
      return;
    }
  for (i = 0; i < n; i++)
    {
      struct thistle_sha256_ctx ctx = *prefix;
      thistle_sha256_update(&ctx, data[i], length[i]);
      thistle_sha256_digest(&ctx, digests + i * DIGEST);
    }
}

static void *
xrealloc(void *p, size_t size)
{
  p = realloc(p, size);
  if (p == NULL)
    {
      fprintf(stderr, "merkle-root: out of memory\n");
      exit(1);
    }
  return p;
}

/* Reads up to size bytes; returns how many (fewer only at end of file). */
static size_t
read_full(int fd, uint8_t *buffer, size_t size, const char *path)
{
  size_t done = 0;
  while (done < size)
    {
      ssize_t got = read(fd, buffer + done, size - done);
      if (got < 0 && errno == EINTR)
        continue;
      if (got < 0)
        {
          fprintf(stderr, "merkle-root: %s: %s\n", path, strerror(errno));
          exit(1);
        }
      if (got == 0)
        break;
      done += (size_t) got;
    }
  return done;
}

/* The leaf hashes so far: n of them, room for capacity. */
struct leaves {
  uint8_t *digests;
  size_t n, capacity;
};

/* Hashes the leaves of size bytes at bytes (whole leaves, but for the
   file's last one) onto the list. */
static void
hash_leaf_run(struct leaves *l, const struct thistle_sha256_ctx *prefix,
              int single, const uint8_t *bytes, size_t size)
{
  const void *data[BATCH];
  size_t length[BATCH], batch, taken;

  while (size > 0)
    {
      for (batch = 0, taken = 0; batch < BATCH && taken < size; batch++)
        {
          data[batch] = bytes + taken;
          length[batch] = size - taken < LEAF_SIZE ? size - taken : LEAF_SIZE;
          taken += length[batch];
        }
      while (l->n + batch > l->capacity)
        l->digests = xrealloc(l->digests, (l->capacity *= 2) * DIGEST);
      hash_batch(prefix, single, batch, data, length,
                 l->digests + l->n * DIGEST);
      l->n += batch;
      bytes += taken;
      size -= taken;
    }
}

/* The size a regular file at fd has from its current offset on, or -1
   for anything else (a pipe, a terminal) whose end only reading tells. */
static int64_t
size_left(int fd, const char *path)
{
  struct stat st;
  off_t offset;

  if (fstat(fd, &st) != 0)
    {
      fprintf(stderr, "merkle-root: %s: %s\n", path, strerror(errno));
      exit(1);
    }
  if (!S_ISREG(st.st_mode) || (offset = lseek(fd, 0, SEEK_CUR)) < 0
      || offset > st.st_size)
    return -1;
  return (int64_t) (st.st_size - offset);
}

/* The leaf hashes of the file at fd; *count gets their number. The file
   is read, never mapped: touching a mapped page that a shrinking file no
   longer has raises SIGBUS, where a read just ends early. A regular file
   must yield the bytes it had at the start, or the root would be that of
   no version of the file. */
static uint8_t *
hash_leaves(int fd, const char *path, int single, size_t *count)
{
  static uint8_t buffer[BATCH * LEAF_SIZE];
  struct thistle_sha256_ctx prefix;
  struct leaves l = { NULL, 0, BATCH };
  int64_t expected = size_left(fd, path);
  uint64_t total = 0;
  size_t got;

  l.digests = xrealloc(NULL, l.capacity * DIGEST);
  thistle_sha256_init(&prefix);
  thistle_sha256_update(&prefix, "\x00", 1);
  while ((got = read_full(fd, buffer, sizeof(buffer), path)) > 0)
    {
      hash_leaf_run(&l, &prefix, single, buffer, got);
      total += got;
      if (got < sizeof(buffer))
        break;
    }
  if (expected >= 0 && total != (uint64_t) expected)
    {
      fprintf(stderr, "merkle-root: %s: file changed size while reading "
              "(%" PRId64 " bytes at the start, %" PRIu64 " read)\n",
              path, expected, total);
      exit(1);
    }
  *count = l.n;
  return l.digests;
}

/* Hashes the n nodes of level into the next level up, at next; returns
   its size. */
static size_t
hash_level(const uint8_t *level, size_t n, uint8_t *next, int single)
{
  struct thistle_sha256_ctx node_prefix;
  const void *data[BATCH];
  size_t length[BATCH], pairs = n / 2, done, i, batch;

  thistle_sha256_init(&node_prefix);
  thistle_sha256_update(&node_prefix, "\x01", 1);
  for (done = 0; done < pairs; done += batch)
    {
      batch = pairs - done < BATCH ? pairs - done : BATCH;
      for (i = 0; i < batch; i++)
        {
          data[i] = level + 2 * (done + i) * DIGEST;
          length[i] = 2 * DIGEST;
        }
      hash_batch(&node_prefix, single, batch, data, length,
                 next + done * DIGEST);
    }
  if (n % 2)
    memcpy(next + pairs * DIGEST, level + (n - 1) * DIGEST, DIGEST);
  return pairs + n % 2;
}

int
main(int argc, char **argv)
{
  const char *path = NULL;
  uint8_t root[DIGEST], *level;
  size_t n, i;
  int single = 0, fd, a;

  for (a = 1; a < argc; a++)
    if (strcmp(argv[a], "--single") == 0)
      single = 1;
    else if (path == NULL && (argv[a][0] != '-' || argv[a][1] == '\0'))
      path = argv[a];
    else
      path = NULL, a = argc + 1;
  if (path == NULL || a > argc)
    {
      fprintf(stderr, "usage: merkle-root FILE [--single]\n"
              "  the RFC 6962 Merkle tree hash (SHA-256) of FILE in 4 KiB "
              "leaves ('-': standard input)\n");
      return 2;
    }
  fd = strcmp(path, "-") == 0 ? 0 : open(path, O_RDONLY);
  if (fd < 0)
    {
      fprintf(stderr, "merkle-root: %s: %s\n", path, strerror(errno));
      return 1;
    }

  level = hash_leaves(fd, path, single, &n);
  if (fd != 0)
    close(fd);
  if (n == 0)
    thistle_sha256(NULL, 0, root);
  else
    {
      /* Two buffers take turns: the digests of a batch must not overlap
         its messages. */
      uint8_t *next = xrealloc(NULL, ((n + 1) / 2) * DIGEST), *swap;
      while (n > 1)
        {
          n = hash_level(level, n, next, single);
          swap = level, level = next, next = swap;
        }
      memcpy(root, level, DIGEST);
      free(next);
    }
  free(level);
  for (i = 0; i < DIGEST; i++)
    printf("%02x", root[i]);
  printf("\n");
  /* A full disk or a closed descriptor shows only when the output is
     flushed, a failed close (NFS) only at the close. */
  if (fflush(stdout) != 0 || ferror(stdout) || fclose(stdout) != 0)
    {
      fprintf(stderr, "merkle-root: standard output: %s\n", strerror(errno));
      return 1;
    }
  return 0;
}
