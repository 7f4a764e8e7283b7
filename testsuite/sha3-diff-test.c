/* SPDX-License-Identifier: ISC */
/* testsuite/sha3-diff-test.c: SHA3-224..512, SHAKE128/256 and HMAC over
   SHA-3 against Python (sha3-reference.py: hashlib and hmac) on random
   messages whose lengths lie around a multiple of every rate (168, 144,
   136, 104, 72 bytes), fed in random update splits; SHAKE squeezed in
   random pieces to lengths around multiples of its rate; HMAC keys
   shorter than, as long as and longer than the block. The override matrix
   runs it under every sha3 variant of the CPU. Without python3 it is
   skipped. */

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "testutils.h"

#define CASES 40                        /* of each function */
#define MAX_MESSAGE (4 * 168 + 8)
#define MAX_OUTPUT (4 * 168 + 8)

static const size_t rates[] = { 168, 144, 136, 104, 72 };

/* A length within 3 bytes of 0..4 times one of the rates. */
static size_t
length_near_rate(size_t limit)
{
  size_t rate = rates[test_random_below(sizeof(rates) / sizeof(rates[0]))];
  size_t length = rate * test_random_below(5) + test_random_below(7);
  length = length >= 3 ? length - 3 : length;
  return length > limit ? limit : length;
}

enum kind { HASH, XOF, HMAC };

struct function {
  enum kind kind;
  const char *python;                   /* hashlib's name */
  const char *name;                     /* thistle's, for hash lookup */
};

static const struct function functions[] = {
  { HASH, "sha3_224", "sha3_224" }, { HASH, "sha3_256", "sha3_256" },
  { HASH, "sha3_384", "sha3_384" }, { HASH, "sha3_512", "sha3_512" },
  { XOF, "shake_128", "shake128" }, { XOF, "shake_256", "shake256" },
  { HMAC, "sha3_224", "sha3_224" }, { HMAC, "sha3_256", "sha3_256" },
  { HMAC, "sha3_384", "sha3_384" }, { HMAC, "sha3_512", "sha3_512" },
};
#define N_FUNCTIONS (sizeof(functions) / sizeof(functions[0]))
#define N_CASES (N_FUNCTIONS * CASES)

struct test_case {
  const struct function *f;
  uint8_t message[MAX_MESSAGE], key[300];
  size_t message_length, key_length, length;
  uint8_t out[MAX_OUTPUT];
};

/* Up to 3 pieces of random lengths, some empty. */
static size_t
piece(size_t left)
{
  size_t p = test_random_below(2 * 168 + 2);
  return p > left ? left : p;
}

static void
run_hash(struct test_case *t)
{
  const struct thistle_hash *h = thistle_hash_lookup(t->f->name);
  void *ctx = xmalloc(h->context_size);
  size_t done = 0;
  h->init(ctx);
  while (done < t->message_length)
    {
      size_t p = piece(t->message_length - done);
      h->update(ctx, p ? t->message + done : NULL, p);
      done += p;
    }
  h->digest(ctx, t->out);
  t->length = h->digest_size;
  free(ctx);
}

static void
run_xof(struct test_case *t)
{
  struct thistle_shake128_ctx c128;
  struct thistle_shake256_ctx c256;
  int is128 = strcmp(t->f->name, "shake128") == 0, status = THISTLE_OK;
  size_t done = 0;

  t->length = length_near_rate(MAX_OUTPUT);
  if (is128)
    thistle_shake128_init(&c128);
  else
    thistle_shake256_init(&c256);
  while (done < t->message_length)
    {
      size_t p = piece(t->message_length - done);
      status |= is128 ? thistle_shake128_update(&c128, t->message + done, p)
        : thistle_shake256_update(&c256, t->message + done, p);
      done += p;
    }
  CHECK(status == THISTLE_OK, "%s update refused", t->f->name);
  for (done = 0; done < t->length || done == 0; )
    {
      size_t p = piece(t->length - done);
      if (is128)
        thistle_shake128_squeeze(&c128, t->out + done, p);
      else
        thistle_shake256_squeeze(&c256, t->out + done, p);
      done += p;
      if (t->length == 0)
        break;
    }
}

static void
run_hmac(struct test_case *t)
{
  const struct thistle_hash *h = thistle_hash_lookup(t->f->name);
  size_t done = 0, block = h->block_size;
  union {
    struct thistle_hmac_sha3_224_ctx c224;
    struct thistle_hmac_sha3_256_ctx c256;
    struct thistle_hmac_sha3_384_ctx c384;
    struct thistle_hmac_sha3_512_ctx c512;
  } ctx;

  /* Around the block size, or short. */
  t->key_length = test_random_below(3) == 0 ? test_random_below(40)
    : block - 2 + test_random_below(5);
  if (test_random_below(5) == 0)
    t->key_length = 2 * block + test_random_below(9);
  test_random_bytes(t->key, t->key_length);
  t->length = h->digest_size;
#define HMAC_RUN(bits)                                                      \
  do {                                                                      \
    thistle_hmac_sha3_##bits##_set_key(&ctx.c##bits, t->key, t->key_length); \
    while (done < t->message_length)                                        \
      {                                                                     \
        size_t p = piece(t->message_length - done);                         \
        thistle_hmac_sha3_##bits##_update(&ctx.c##bits, t->message + done,  \
                                          p);                               \
        done += p;                                                          \
      }                                                                     \
    thistle_hmac_sha3_##bits##_digest(&ctx.c##bits, t->out);                \
  } while (0)
  switch (h->digest_size)
    {
    case 28: HMAC_RUN(224); break;
    case 32: HMAC_RUN(256); break;
    case 48: HMAC_RUN(384); break;
    default: HMAC_RUN(512); break;
    }
#undef HMAC_RUN
}

static void
write_hex(FILE *f, const uint8_t *data, size_t length)
{
  size_t i;
  fputc(' ', f);
  if (length == 0)
    fputc('-', f);
  for (i = 0; i < length; i++)
    fprintf(f, "%02x", data[i]);
}

int
main(void)
{
  static struct test_case cases[N_CASES];
  static char line[2 * MAX_OUTPUT + 16];
  char path[] = "/tmp/thistle-sha3-diff.XXXXXX", command[4200];
  const char *python = getenv("PYTHON") ? getenv("PYTHON") : "python3";
  size_t i, answered = 0;
  FILE *f, *reference;
  int fd;

  snprintf(command, sizeof(command), "%s -c 'import hashlib, hmac; "
           "hashlib.sha3_256, hashlib.shake_128' >/dev/null 2>&1", python);
  if (system(command) != 0)
    {
      printf("SKIP: no %s with hashlib's SHA-3 and hmac to compare with\n",
             python);
      return EXIT_SKIP;
    }

  for (i = 0; i < N_CASES; i++)
    {
      struct test_case *t = &cases[i];
      t->f = &functions[i / CASES];
      t->message_length = length_near_rate(MAX_MESSAGE);
      test_random_bytes(t->message, t->message_length);
      switch (t->f->kind)
        {
        case HASH: run_hash(t); break;
        case XOF: run_xof(t); break;
        case HMAC: run_hmac(t); break;
        }
    }

  if ((fd = mkstemp(path)) < 0 || (f = fdopen(fd, "w")) == NULL)
    test_die("cannot create %s", path);
  for (i = 0; i < N_CASES; i++)
    {
      const struct test_case *t = &cases[i];
      fprintf(f, "%s %s", t->f->kind == HMAC ? "hmac" : "hash", t->f->python);
      if (t->f->kind == HMAC)
        write_hex(f, t->key, t->key_length);
      write_hex(f, t->message, t->message_length);
      if (t->f->kind != HMAC)
        fprintf(f, " %zu", t->length);
      fputc('\n', f);
    }
  if (fclose(f) != 0)
    test_die("cannot write %s", path);

  snprintf(command, sizeof(command), "%s '%s' < '%s'", python,
           test_path("sha3-reference.py"), path);
  reference = popen(command, "r");
  if (reference == NULL)
    test_die("cannot run %s", command);
  while (answered < N_CASES && fgets(line, sizeof(line), reference))
    {
      const struct test_case *t = &cases[answered++];
      size_t length;
      uint8_t *want;
      line[strcspn(line, "\n")] = '\0';
      want = strcmp(line, "-") == 0 ? xmalloc(1) : hex_decode(line, &length);
      if (strcmp(line, "-") == 0)
        length = 0;
      CHECK(length == t->length, "python gave %zu bytes, not %zu", length,
            t->length);
      if (length == t->length)
        CHECK_BYTES(t->out, want, length, "%s%s, %zu-byte message, "
                    "%zu-byte key, %zu bytes out",
                    t->f->kind == HMAC ? "hmac " : "", t->f->name,
                    t->message_length, t->key_length, t->length);
      free(want);
    }
  CHECK(pclose(reference) == 0 && answered == N_CASES,
        "%s answered %zu of %zu cases", command, answered, N_CASES);
  unlink(path);
  printf("sha3-diff-test: %zu cases against %s\n", N_CASES, python);
  return test_finish("sha3-diff-test");
}
