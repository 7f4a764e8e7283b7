/* SPDX-License-Identifier: ISC */
/* testsuite/kdf-diff-test.c: PBKDF2 and HKDF over all seven hashes
   against Python (kdf-reference.py: hashlib.pbkdf2_hmac, and HKDF on the
   hmac module) on random passwords, salts, keys, infos, iteration counts
   and output lengths, many of them not a multiple of the digest size and
   some over 16 blocks, so every lane core's full and partial groups run.
   The override matrix runs it under every variant and lane core of the
   CPU. Without python3 it is skipped. */

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "testutils.h"

#define CASES 10                        /* of each kind, per hash */
#define MAX_INPUT 200
#define MAX_OUTPUT (20 * 64 + 63)

struct kdf {
  const char *name;
  size_t digest_size;
  int (*hkdf)(const void *, size_t, const void *, size_t, const void *,
              size_t, uint8_t *, size_t);
  int (*pbkdf2)(const void *, size_t, const void *, size_t, uint32_t,
                uint8_t *, size_t);
};

#define KDF(name, NAME)                                                     \
  { #name, THISTLE_##NAME##_DIGEST_SIZE, thistle_hkdf_##name,               \
    thistle_pbkdf2_hmac_##name }

static const struct kdf kdfs[] = {
  KDF(sha1, SHA1), KDF(sha224, SHA224), KDF(sha256, SHA256),
  KDF(sha384, SHA384), KDF(sha512, SHA512), KDF(sha512_224, SHA512_224),
  KDF(sha512_256, SHA512_256),
};
#define N_KDFS (sizeof(kdfs) / sizeof(kdfs[0]))
#define N_CASES (N_KDFS * CASES * 2)

/* One case and thistle's output (inputs under 256 bytes: hex_string
   writes them whole). */
struct test_case {
  const struct kdf *k;
  int pbkdf2;
  uint8_t a[MAX_INPUT], b[MAX_INPUT], c[MAX_INPUT];
  size_t a_length, b_length, c_length;
  uint32_t iterations;
  size_t length;
  uint8_t out[MAX_OUTPUT];
};

/* An output length: a few blocks or over 16, mostly not whole blocks. */
static size_t
random_length(size_t digest_size)
{
  size_t blocks = test_random_below(4) == 0 ? 17 + test_random_below(4)
    : 1 + test_random_below(6);
  size_t length = blocks * digest_size - test_random_below(digest_size);
  return length > 255 * digest_size ? 255 * digest_size : length;
}

static void
random_input(uint8_t *buffer, size_t *length)
{
  *length = test_random_below(MAX_INPUT);
  test_random_bytes(buffer, *length);
}

static void
make_case(struct test_case *t, const struct kdf *k, int pbkdf2)
{
  int status;
  t->k = k;
  t->pbkdf2 = pbkdf2;
  random_input(t->a, &t->a_length);
  random_input(t->b, &t->b_length);
  random_input(t->c, &t->c_length);
  t->length = random_length(k->digest_size);
  t->iterations = 1 + (uint32_t) test_random_below(
    test_random_below(4) == 0 ? 2000 : 100);
  status = pbkdf2
    ? k->pbkdf2(t->a, t->a_length, t->b, t->b_length, t->iterations,
                t->out, t->length)
    : k->hkdf(t->a, t->a_length, t->b, t->b_length, t->c, t->c_length,
              t->out, t->length);
  CHECK(status == THISTLE_OK, "%s %s: status %d", pbkdf2 ? "pbkdf2" : "hkdf",
        k->name, status);
}

static void
write_hex(FILE *f, const uint8_t *data, size_t length)
{
  fprintf(f, " %s", length ? hex_string(data, length) : "-");
}

int
main(void)
{
  static struct test_case cases[N_CASES];
  char path[] = "/tmp/thistle-kdf-diff.XXXXXX", command[4200], line[8192];
  const char *python = getenv("PYTHON") ? getenv("PYTHON") : "python3";
  size_t i, n = 0, answered = 0;
  FILE *f, *reference;
  int fd;

  snprintf(command, sizeof(command), "%s -c 'import hashlib, hmac' "
           ">/dev/null 2>&1", python);
  if (system(command) != 0)
    {
      printf("SKIP: no %s with hashlib and hmac to compare with\n", python);
      return EXIT_SKIP;
    }

  for (i = 0; i < N_KDFS; i++)
    {
      size_t j;
      for (j = 0; j < CASES; j++)
        {
          make_case(&cases[n++], &kdfs[i], 1);
          make_case(&cases[n++], &kdfs[i], 0);
        }
    }

  if ((fd = mkstemp(path)) < 0 || (f = fdopen(fd, "w")) == NULL)
    test_die("cannot create %s", path);
  for (i = 0; i < n; i++)
    {
      const struct test_case *t = &cases[i];
      fprintf(f, "%s %s", t->pbkdf2 ? "pbkdf2" : "hkdf", t->k->name);
      write_hex(f, t->a, t->a_length);
      write_hex(f, t->b, t->b_length);
      if (t->pbkdf2)
        fprintf(f, " %u", (unsigned) t->iterations);
      else
        write_hex(f, t->c, t->c_length);
      fprintf(f, " %zu\n", t->length);
    }
  if (fclose(f) != 0)
    test_die("cannot write %s", path);

  snprintf(command, sizeof(command), "%s '%s' < '%s'", python,
           test_path("kdf-reference.py"), path);
  reference = popen(command, "r");
  if (reference == NULL)
    test_die("cannot run %s", command);
  while (answered < n && fgets(line, sizeof(line), reference))
    {
      const struct test_case *t = &cases[answered++];
      size_t length;
      uint8_t *want;
      line[strcspn(line, "\n")] = '\0';
      want = hex_decode(line, &length);
      CHECK(length == t->length, "python gave %zu bytes, not %zu", length,
            t->length);
      if (length == t->length)
        CHECK_BYTES(t->out, want, length, "%s %s, %zu-byte password or "
                    "salt, %zu-byte salt or ikm, %u iterations, %zu bytes",
                    t->pbkdf2 ? "pbkdf2" : "hkdf", t->k->name, t->a_length,
                    t->b_length, (unsigned) t->iterations, t->length);
      free(want);
    }
  CHECK(pclose(reference) == 0 && answered == n,
        "%s answered %zu of %zu cases", command, answered, n);
  unlink(path);
  return test_finish("kdf-diff-test");
}
