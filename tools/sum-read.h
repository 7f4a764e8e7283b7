/* SPDX-License-Identifier: ISC */
/* tools/sum-read.h: hashing one file (or standard input) with large reads
   straight into the hash, no stdio in between, the reads of a large file
   overlapping the hashing when asked. */

#ifndef THISTLE_SUM_READ_H
#define THISTLE_SUM_READ_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <thistle/hash.h>

/* What one thread needs to hash files: a read buffer and a context. */
struct sum_reader {
  const struct thistle_hash *hash;
  void *context;
  unsigned char *buffer;      /* one read's, or with overlap the ring's */
  bool overlap;               /* read large files on a helper thread */
};

/* Allocates the buffer, and a context that fits any algorithm (hash is the
   one to use, and may be changed between files, or NULL until the first
   file); returns 0 or an errno. With
   overlap, large regular files are read on a second thread while this one
   hashes (for when nothing else keeps the other cores busy). */
int sum_reader_init(struct sum_reader *reader, const struct thistle_hash *hash,
                    bool overlap);
void sum_reader_free(struct sum_reader *reader);

/* Hashes the file called name, "-" meaning standard input, and writes
   reader->hash->digest_size bytes to digest. Returns 0, or the errno of
   the open, read or close that failed (digest is then unspecified).
   Standard input is left open; only one thread may read it. */
int sum_hash_file(struct sum_reader *reader, const char *name,
                  uint8_t *digest);

/* Opens the file called name for reading, "-" meaning standard input
   (which sets sum_stdin_was_read), into *fd. Returns 0 or the errno of the
   failed open. */
int sum_open_input(const char *name, int *fd);

/* Closes what sum_open_input opened for name, standard input aside, and
   returns err, or the errno of a failed close when err is 0. */
int sum_close_input(const char *name, int fd, int err);

/* Whether some call read standard input (main checks, as coreutils does,
   that it can be closed cleanly at the end). */
extern bool sum_stdin_was_read;

#endif /* THISTLE_SUM_READ_H */
