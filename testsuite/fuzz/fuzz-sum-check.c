/* SPDX-License-Identifier: ISC */
/* testsuite/fuzz/fuzz-sum-check.c: libFuzzer target for the whole
   thistle-sum --check driver (tools/sum-check.c and all it calls), the
   checksum file being standard input, served from memory.

   Input: byte 0 chooses the algorithm, byte 1 the options (-w, --strict,
   --quiet, --status, --ignore-missing, -j 2), and when the top two bits
   of both are set (one input in 16: it is slow), 72 KiB of 'x' follow the
   text, a line that outgrows the first read buffer and makes it grow; bytes
   2 to 5 the sizes of the reads that return the text; the rest is the
   checksum text. It is checked twice: with every read returning all it
   can, then in the chosen pieces, an EINTR now and then; the verdict,
   standard output and standard error must be the same, byte for byte.

   The listed files are the few of the table below, made in memory when
   opened; every other name is missing. The link wraps read and open64
   (-Wl,--wrap=...), so no input can make the driver read the machine's
   files (/dev/zero would never end). */

#define _GNU_SOURCE 1       /* memfd_create */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "fuzz-capture.h"
#include "fuzz-common.h"
#include "sum-check.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
ssize_t __real_read(int fd, void *buffer, size_t size);
ssize_t __wrap_read(int fd, void *buffer, size_t size);
int __real_open64(const char *path, int flags, ...);
int __wrap_open64(const char *path, int flags, ...);
int LLVMFuzzerInitialize(int *argc, char ***argv);

/* The files a checksum line can name, and what they hold. "dir" opens a
   directory, whose read fails with EISDIR. */
static const char *const files[][2] = {
  { "a", "abc" }, { "empty", "" }, { "sp ace", "space" },
  { "back\\slash", "backslash" }, { "new\nline", "newline" },
  { " lead", "lead" }, { "*star", "star" },
};

static const struct { const char *name, *tag; } algorithms[] = {
  { "sha1", "SHA1" }, { "sha224", "SHA224" }, { "sha256", "SHA256" },
  { "sha384", "SHA384" }, { "sha512", "SHA512" },
  { "sha512_224", "SHA512/224" }, { "sha512_256", "SHA512/256" },
};
#define ALGORITHMS (sizeof algorithms / sizeof algorithms[0])

#define PAD_SIZE (72 * 1024)

/* The checksum text standard input serves while serving is set: in one
   piece per read, or in pieces drawn from piece_state when it is not 0. */
static struct {
  int serving;
  const uint8_t *text;
  size_t length, done, pad;
  uint32_t piece_state;
} in;

ssize_t
__wrap_read(int fd, void *buffer, size_t size)
{
  size_t left, n, from_text;

  if (!in.serving || fd != STDIN_FILENO)
    return __real_read(fd, buffer, size);
  left = in.length + in.pad - in.done;
  n = size < left ? size : left;
  if (in.piece_state != 0 && n > 0)
    {
      size_t piece = fuzz_next_piece(&in.piece_state, n);
      if (piece == 0 && (in.piece_state & 1))
        {
          errno = EINTR;
          return -1;
        }
      n = piece > 0 ? piece : 1;
    }
  from_text = in.done < in.length ? in.length - in.done : 0;
  if (from_text > n)
    from_text = n;
  if (from_text > 0)
    memcpy(buffer, in.text + in.done, from_text);
  memset((char *) buffer + from_text, 'x', n - from_text);
  in.done += n;
  return (ssize_t) n;
}

/* A file of the table, as a descriptor of a file in memory; -1 (ENOENT)
   for any other name. */
static int
open_listed(const char *path, int flags)
{
  size_t i;
  if (strcmp(path, "dir") == 0)
    return __real_open64("/", flags);
  for (i = 0; i < sizeof files / sizeof files[0]; i++)
    if (strcmp(path, files[i][0]) == 0)
      {
        size_t length = strlen(files[i][1]);
        int fd = memfd_create("fuzz-sum-check", MFD_CLOEXEC);
        if (fd < 0 || write(fd, files[i][1], length) != (ssize_t) length
            || lseek(fd, 0, SEEK_SET) != 0)
          abort();
        return fd;
      }
  errno = ENOENT;
  return -1;
}

int
__wrap_open64(const char *path, int flags, ...)
{
  mode_t mode = 0;
  if (in.serving)
    return open_listed(path, flags);
  if (flags & O_CREAT)
    {
      va_list args;
      va_start(args, flags);
      mode = va_arg(args, mode_t);
      va_end(args);
    }
  return __real_open64(path, flags, mode);
}

/* A reader per algorithm, made once: a quarter of a MiB of buffer per
   check would cost more than the check. */
static struct sum_reader readers[ALGORITHMS];

/* Makes the readers, and sure the wrapping works: the driver's open of a
   name not in the table must fail (the tools are built with large-file
   names, open64). */
int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
  uint8_t digest[64];
  size_t i;
  int err;

  (void) argc;
  (void) argv;
  for (i = 0; i < ALGORITHMS; i++)
    {
      const struct thistle_hash *hash = thistle_hash_lookup(algorithms[i].name);
      if (hash == NULL || sum_reader_init(&readers[i], hash, false) != 0)
        abort();
    }
  in.serving = 1;
  err = sum_hash_file(&readers[0], "/dev/null", digest);
  in.serving = 0;
  if (err != ENOENT)
    {
      fprintf(stderr, "fuzz-sum-check: open is not wrapped: the driver could "
              "read any file\n");
      abort();
    }
  return 0;
}

/* One --check of the text with algorithm a, the options in flags, the
   'x's after it if pad; returns the verdict, c gets the output. */
static bool
check_once(size_t a, uint8_t flags, bool pad, uint32_t piece_state,
           struct fuzz_capture *c)
{
  struct sum_check_options o;
  bool ok;

  memset(&o, 0, sizeof o);
  o.syntax.tag = algorithms[a].tag;
  o.syntax.hex_length = 2 * readers[a].hash->digest_size;
  o.syntax.reversed = -1;
  o.warn = flags & 1;
  o.strict = flags & 2;
  o.quiet = flags & 4;
  o.status_only = flags & 8;
  o.ignore_missing = flags & 16;
  o.jobs = flags & 32 ? 2 : 1;
  o.reader = &readers[a];

  in.done = 0;
  in.pad = pad ? PAD_SIZE : 0;
  in.piece_state = piece_state;
  in.serving = 1;
  fuzz_capture_begin(c);
  ok = sum_check_file(&o, "-");
  fuzz_capture_end(c);
  in.serving = 0;
  return ok;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  struct fuzz_capture whole, pieces;
  bool ok_whole, ok_pieces, pad;
  uint32_t seed;
  size_t a;

  if (size < 6)
    return 0;
  a = data[0] % ALGORITHMS;
  memcpy(&seed, data + 2, 4);
  in.text = data + 6;
  in.length = size - 6;

  pad = (data[0] & 0xc0) == 0xc0 && (data[1] & 0xc0) == 0xc0;
  ok_whole = check_once(a, data[1], pad, 0, &whole);
  ok_pieces = check_once(a, data[1], pad, seed | 1, &pieces);
  if (ok_whole != ok_pieces
      || whole.out_length != pieces.out_length
      || memcmp(whole.out, pieces.out, whole.out_length) != 0
      || whole.err_length != pieces.err_length
      || memcmp(whole.err, pieces.err, whole.err_length) != 0)
    {
      fprintf(stderr, "MISMATCH: --check read whole and in pieces differ:\n"
              "whole (%d):\n%s%s\npieces (%d):\n%s%s\n", ok_whole, whole.out,
              whole.err, ok_pieces, pieces.out, pieces.err);
      abort();
    }
  fuzz_capture_free(&whole);
  fuzz_capture_free(&pieces);
  return 0;
}
