/* SPDX-License-Identifier: ISC */
/* examples/merkle-root.c: the RFC 6962 Merkle tree hash of a file, with
   the many API, streamed in memory that does not grow with the file.

   usage: merkle-root [--single] [--] FILE

   The file is cut into 4 KiB leaves (the last one shorter, an empty file
   has none). RFC 6962, 2.1: the hash of no leaves is SHA-256 of nothing,
   of one leaf SHA-256(0x00 || leaf), and of n > 1 leaves
   SHA-256(0x01 || MTH(first k) || MTH(the rest)), k the largest power of
   two below n. Unfolded, the tree of n leaves is the complete subtrees of
   the powers of two that add up to n, largest first, each hashed with the
   hash of all those after it, from the right.

   So the leaves are read a batch of 256 at a time (1 MiB), and a whole
   batch is a complete subtree: its leaves, then each level of its pairs,
   are batches of independent messages that thistle_sha256_many hashes,
   the 0x00 or 0x01 absorbed once in a prefix context (two buffers take
   turns, as a batch's digests must not overlap its messages). Its root
   goes on a stack of pending subtree roots, where two of the same size
   are hashed into one of twice the size, as a binary counter carries: the
   stack holds one root per set bit of the number of whole batches (44 at
   most, as a file has fewer than 2^64 bytes). The
   last, shorter batch is hashed level by level the same way (an odd last
   node going up as it is, which gives the MTH of those leaves), and the
   stack is folded onto it from the right. --single hashes one message
   after another instead (a copy of the prefix context, update, digest),
   for comparison. Prints the root in hex. */

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

/* What tells that a regular file changed while it was read: its size
   and its times of last modification and status change. Its size alone
   does not say how many bytes a read yields: files of /proc give 0, of
   /sys 4096, and read less or more; but theirs do not change. */
struct version {
  int regular;
  off_t size;
  struct timespec modified, changed;
};

static void
file_version(int fd, const char *path, struct version *v)
{
  struct stat st;

  if (fstat(fd, &st) != 0)
    {
      fprintf(stderr, "merkle-root: %s: %s\n", path, strerror(errno));
      exit(1);
    }
  v->regular = S_ISREG(st.st_mode);
  v->size = st.st_size;
  v->modified = st.st_mtim;
  v->changed = st.st_ctim;
}

static int
same_time(struct timespec a, struct timespec b)
{
  return a.tv_sec == b.tv_sec && a.tv_nsec == b.tv_nsec;
}

/* The prefix contexts of leaves (0x00) and of interior nodes (0x01), and
   the mode. */
struct hasher {
  struct thistle_sha256_ctx leaf_prefix, node_prefix;
  int single;
};

/* Hashes the n leaves of size bytes at bytes (whole leaves but for the
   file's last one) into the MTH of those leaves, at root. */
static void
hash_batch_tree(const struct hasher *h, const uint8_t *bytes, size_t size,
                size_t n, uint8_t *root)
{
  static uint8_t levels[2][BATCH * DIGEST];
  const void *data[BATCH];
  size_t length[BATCH], i, pairs;
  uint8_t *level = levels[0], *next = levels[1], *swap;

  for (i = 0; i < n; i++)
    {
      data[i] = bytes + i * LEAF_SIZE;
      length[i] = size - i * LEAF_SIZE < LEAF_SIZE ? size - i * LEAF_SIZE
                                                   : LEAF_SIZE;
    }
  hash_batch(&h->leaf_prefix, h->single, n, data, length, level);
  for (; n > 1; n = pairs + n % 2)
    {
      pairs = n / 2;
      for (i = 0; i < pairs; i++)
        {
          data[i] = level + 2 * i * DIGEST;
          length[i] = 2 * DIGEST;
        }
      hash_batch(&h->node_prefix, h->single, pairs, data, length, next);
      if (n % 2)
        memcpy(next + pairs * DIGEST, level + (n - 1) * DIGEST, DIGEST);
      swap = level, level = next, next = swap;
    }
  memcpy(root, level, DIGEST);
}

/* Writes SHA-256(0x01 || left || right) to parent (which may be right). */
static void
hash_node(const struct hasher *h, const uint8_t *left, const uint8_t *right,
          uint8_t *parent)
{
  uint8_t pair[2 * DIGEST];
  const void *data[1] = { pair };
  const size_t length[1] = { sizeof pair };
  memcpy(pair, left, DIGEST);
  memcpy(pair + DIGEST, right, DIGEST);
  hash_batch(&h->node_prefix, h->single, 1, data, length, parent);
}

/* The roots of the complete subtrees of whole batches not yet joined, the
   largest first: the one at depth i covers 2^bits[i] batches. */
struct pending {
  uint8_t roots[64][DIGEST];
  unsigned bits[64];
  size_t depth;
};

/* Puts the root of one more whole batch on the stack, joining it with the
   roots before it that cover as many batches. */
static void
push_batch(const struct hasher *h, struct pending *p, const uint8_t *root)
{
  unsigned bits = 0;
  memcpy(p->roots[p->depth], root, DIGEST);
  while (p->depth > 0 && p->bits[p->depth - 1] == bits)
    {
      p->depth--;
      hash_node(h, p->roots[p->depth], p->roots[p->depth + 1],
                p->roots[p->depth]);
      bits++;
    }
  p->bits[p->depth++] = bits;
}

/* The Merkle tree hash of the file at fd, at root. The file is read, never
   mapped: touching a mapped page that a shrinking file no longer has
   raises SIGBUS, where a read just ends early. A regular file must not
   change while it is read, or the root would be that of no version of
   the file. */
static void
hash_file(int fd, const char *path, int single, uint8_t *root)
{
  static uint8_t buffer[BATCH * LEAF_SIZE];
  static struct pending p;
  struct hasher h;
  struct version before, after;
  uint64_t total = 0;
  size_t got = 0;
  uint8_t tail[DIGEST];
  int have_tail = 0;

  file_version(fd, path, &before);
  h.single = single;
  thistle_sha256_init(&h.leaf_prefix);
  thistle_sha256_update(&h.leaf_prefix, "\x00", 1);
  thistle_sha256_init(&h.node_prefix);
  thistle_sha256_update(&h.node_prefix, "\x01", 1);
  while ((got = read_full(fd, buffer, sizeof(buffer), path)) > 0)
    {
      total += got;
      if (got < sizeof(buffer))
        break;
      hash_batch_tree(&h, buffer, got, BATCH, tail);
      push_batch(&h, &p, tail);
    }
  file_version(fd, path, &after);
  if (before.regular
      && (after.size != before.size
          || !same_time(after.modified, before.modified)
          || !same_time(after.changed, before.changed)))
    {
      fprintf(stderr, "merkle-root: %s: file changed while reading (%jd "
              "bytes at the start, %jd at the end, %" PRIu64 " read)\n",
              path, (intmax_t) before.size, (intmax_t) after.size, total);
      exit(1);
    }

  /* The shorter last batch, if any, is the rightmost subtree. */
  if (got > 0)
    {
      hash_batch_tree(&h, buffer, got, (got + LEAF_SIZE - 1) / LEAF_SIZE,
                      tail);
      have_tail = 1;
    }
  else if (p.depth > 0)
    {
      memcpy(tail, p.roots[--p.depth], DIGEST);
      have_tail = 1;
    }
  if (!have_tail)
    thistle_sha256(NULL, 0, tail);
  while (p.depth > 0)
    {
      p.depth--;
      hash_node(&h, p.roots[p.depth], tail, tail);
    }
  memcpy(root, tail, DIGEST);
}

int
main(int argc, char **argv)
{
  const char *path = NULL;
  uint8_t root[DIGEST];
  size_t i;
  int single = 0, operands_only = 0, bad_usage = 0, fd, a;

  /* Options before or after FILE; after "--", every word is FILE. */
  for (a = 1; a < argc; a++)
    if (!operands_only && strcmp(argv[a], "--") == 0)
      operands_only = 1;
    else if (!operands_only && strcmp(argv[a], "--single") == 0)
      single = 1;
    else if (path == NULL
             && (operands_only || argv[a][0] != '-' || argv[a][1] == '\0'))
      path = argv[a];
    else
      bad_usage = 1;
  if (path == NULL || bad_usage)
    {
      fprintf(stderr, "usage: merkle-root [--single] [--] FILE\n"
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

  hash_file(fd, path, single, root);
  if (fd != 0)
    close(fd);
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
