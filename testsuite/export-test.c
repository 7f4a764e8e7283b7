/* SPDX-License-Identifier: ISC */
/* testsuite/export-test.c: saving and resuming contexts (thistle/export.h).
   For every hash and HMAC context: exported after every length modulo the
   block (and after whole blocks), imported into a fresh context, finished:
   the digest of the whole message; SHAKE and cSHAKE also in the middle of
   their output. Blobs cut short, made longer, of another algorithm, with a
   field changed (in each of an HMAC blob's three states too), refused with
   their error, the context untouched. And the
   golden blobs of vectors/export/golden.txt, written once by
   THISTLE_EXPORT_GOLDEN=FILE export-test: every host exports exactly
   them and resumes them, so a blob moves between big- and little-endian
   hosts (make check runs on s390x too). */

#include <stdlib.h>
#include <string.h>

#include "thistle/thistle.h"
#include "export-adapters.h"
#include "testutils.h"



static uint8_t message[3 * 168 + 200];

/* The output after the whole message, straight. */
static void
straight(const struct export_kind *k, size_t length, uint8_t *out)
{
  export_context c;
  k->start(c);
  k->update(c, message, length);
  k->finish(c, out);
}

/* Exported after split bytes, imported into a context filled with junk,
   finished with the rest: the straight output. */
static void
resume_at(const struct export_kind *k, size_t split, size_t length)
{
  export_context a, b;
  uint8_t blob[EXPORT_MAX_BLOB], want[EXPORT_OUT_SIZE], got[EXPORT_OUT_SIZE];
  straight(k, length, want);
  k->start(a);
  k->update(a, message, split);
  k->export_(a, blob);
  memset(b, 0x5a, sizeof(b));
  CHECK(k->import(b, blob, k->export_size) == THISTLE_OK,
        "%s: import after %zu bytes", k->name, split);
  k->update(b, message + split, length - split);
  k->finish(b, got);
  CHECK_BYTES(got, want, k->out_size, "%s: resumed after %zu of %zu bytes",
              k->name, split, length);
  /* The exported context goes on as well: export changed nothing. */
  k->update(a, message + split, length - split);
  k->finish(a, got);
  CHECK_BYTES(got, want, k->out_size, "%s: the exported context", k->name);
}

/* SHAKE saved in the middle of its output: the stream goes on. */
static void
resume_squeezing(const struct export_kind *k, size_t given)
{
  export_context a, b;
  uint8_t blob[EXPORT_MAX_BLOB], want[EXPORT_OUT_SIZE];
  uint8_t got[EXPORT_OUT_SIZE], first[400];
  k->start(a);
  k->update(a, message, 100);
  k->squeeze(a, first, given);
  k->export_(a, blob);
  memset(b, 0x5a, sizeof(b));
  CHECK(k->import(b, blob, k->export_size) == THISTLE_OK,
        "%s: import after %zu output bytes", k->name, given);
  k->finish(a, want);
  k->finish(b, got);
  CHECK_BYTES(got, want, EXPORT_OUT_SIZE, "%s: output resumed after %zu bytes",
              k->name, given);
}

static void
resume_everywhere(const struct export_kind *k)
{
  size_t offset, given;
  for (offset = 0; offset <= k->block_size; offset++)
    {
      resume_at(k, offset, offset + 1 + test_random_below(2 * k->block_size));
      resume_at(k, 2 * k->block_size + offset, 3 * k->block_size + 1);
    }
  resume_at(k, 0, 0);
  if (k->squeeze)
    for (given = 0; given <= 2 * k->block_size + 1; given++)
      resume_squeezing(k, given);
}

/* A blob refused with want: the context it was offered to is unchanged. */
static void
check_refused(const struct export_kind *k, const uint8_t *blob, size_t length,
              int want, const char *what)
{
  export_context c, before;
  int got;
  /* The bytes of the union that k's context leaves alone are compared
     too: defined, so that memcheck sees a comparison of known bytes. */
  memset(c, 0, sizeof(c));
  k->start(c);
  k->update(c, message, 7);
  memcpy(before, c, sizeof(c));
  got = k->import(c, blob, length);
  CHECK(got == want, "%s: %s: %d, expected %d", k->name, what, got, want);
  CHECK(memcmp(before, c, sizeof(c)) == 0, "%s: %s: context changed",
        k->name, what);
}

/* blob with the byte at offset at set to value: refused as fields that
   disagree, the context untouched. */
static void
check_changed(const struct export_kind *k, const uint8_t *blob, size_t at,
              uint8_t value, const char *which, const char *what)
{
  uint8_t bad[EXPORT_MAX_BLOB];
  char label[80];
  memcpy(bad, blob, k->export_size);
  bad[at] = value;
  snprintf(label, sizeof(label), "%s%s", which, what);
  check_refused(k, bad, k->export_size, THISTLE_ERROR_EXPORT_STATE, label);
}

/* The hash state of blob at offset state, whose words take words bytes,
   tampered with: the partial block's length against the count, the count
   against the partial block, a byte past the partial block, a count of
   more blocks than the context holds. */
static void
state_refusals(const struct export_kind *k, const uint8_t *blob,
               size_t state, size_t words, const char *which)
{
  check_changed(k, blob, state + 16, 4, which, "partial length");
  check_changed(k, blob, state + 15, blob[state + 15] ^ 1, which, "count");
  check_changed(k, blob, state + 17 + words + 5, 1, which, "after partial");
  check_changed(k, blob, state, 0x80, which, "huge count");
}

static void
refusals(const struct export_kind *k)
{
  uint8_t blob[EXPORT_MAX_BLOB + 1], bad[EXPORT_MAX_BLOB + 1];
  const size_t size = k->export_size;
  size_t i, cut;
  export_context c;

  k->start(c);
  k->update(c, message, k->block_size + 5);      /* a partial block of 5 */
  k->export_(c, blob);
  for (cut = 0; cut < size; cut += 1 + cut / 4)
    check_refused(k, blob, cut, THISTLE_ERROR_EXPORT_LENGTH, "short");
  blob[size] = 0;
  check_refused(k, blob, size + 1, THISTLE_ERROR_EXPORT_LENGTH, "long");

  memcpy(bad, blob, size);
  bad[0] ^= 0x20;
  check_refused(k, bad, size, THISTLE_ERROR_EXPORT_FORMAT, "magic");
  memcpy(bad, blob, size);
  bad[4] = 2;
  check_refused(k, bad, size, THISTLE_ERROR_EXPORT_FORMAT, "version 2");
  memcpy(bad, blob, size);
  bad[6] = 0x80;
  check_refused(k, bad, size, THISTLE_ERROR_EXPORT_STATE, "flags");
  memcpy(bad, blob, size);
  bad[7] ^= 0x40;
  check_refused(k, bad, size, THISTLE_ERROR_EXPORT_STATE, "domain byte");
  state_refusals(k, blob, 8,
                 k->block_size == 64 && strstr(k->name, "sha1") ? 20
                 : k->block_size == 64 ? 32 : k->block_size == 128 ? 64 : 200,
                 "");
  /* Only SHAKE squeezes: the flag would have a fixed-length hash take
     its partial block for output. */
  if (!k->squeeze)
    check_changed(k, blob, 6, 1, "", "squeezing flag");
  else
    {
      /* Squeezing, the block is the lanes' bytes, which import writes
         again: a byte there that is not zero is one the blob's lanes do
         not give, even among those already given. */
      uint8_t out[30];
      k->start(c);
      k->update(c, message, 100);
      k->squeeze(c, out, sizeof(out));
      k->export_(c, bad);
      check_changed(k, bad, size - k->block_size + sizeof(out) - 1, 1, "",
                    "squeezing, a byte given of the block");
    }

  /* Every other algorithm's blob, of its own length. */
  for (i = 0; i < export_n_kinds; i++)
    if (export_kinds[i].import != k->import)
      {
        export_context o;
        char what[64];
        export_kinds[i].start(o);
        export_kinds[i].export_(o, bad);
        snprintf(what, sizeof(what), "a %s blob", export_kinds[i].name);
        check_refused(k, bad, export_kinds[i].export_size,
                      THISTLE_ERROR_EXPORT_ALGORITHM, what);
      }
}

/* The golden blob of kind k: after a partial block past one whole block
   (SHAKE's squeezing one: 30 bytes into its output), from the fixed
   message. */
static void
golden_blob(const struct export_kind *k, int squeezing, uint8_t *blob)
{
  export_context c;
  uint8_t out[30];
  k->start(c);
  if (squeezing)
    {
      k->update(c, message, 100);
      k->squeeze(c, out, sizeof(out));
    }
  else
    k->update(c, message, k->block_size + k->block_size / 3);
  k->export_(c, blob);
}

/* The golden blob imported and finished: what the export_context it came from
   gives. */
static void
check_golden_resumes(const struct export_kind *k, int squeezing,
                     const uint8_t *blob, size_t length)
{
  export_context c, reference;
  uint8_t want[EXPORT_OUT_SIZE], got[EXPORT_OUT_SIZE], out[30];
  size_t split = k->block_size + k->block_size / 3;
  memset(c, 0x5a, sizeof(c));
  CHECK(k->import(c, blob, length) == THISTLE_OK, "%s: golden import",
        k->name);
  k->start(reference);
  if (squeezing)
    {
      k->update(reference, message, 100);
      k->squeeze(reference, out, sizeof(out));
    }
  else
    {
      k->update(reference, message, split + 50);
      k->update(c, message + split, 50);
    }
  k->finish(reference, want);
  k->finish(c, got);
  CHECK_BYTES(got, want, k->out_size, "%s%s: golden blob resumed", k->name,
              squeezing ? " squeezing" : "");
}

static void
write_golden(const char *path)
{
  FILE *f = fopen(path, "w");
  size_t i;
  int squeezing;
  uint8_t blob[EXPORT_MAX_BLOB];
  if (f == NULL)
    test_die("cannot write %s", path);
  fprintf(f, "# Saved contexts (thistle/export.h, format 1), written by "
          "THISTLE_EXPORT_GOLDEN=FILE\n# export-test; every host must "
          "export exactly these and resume them.\n");
  for (i = 0; i < export_n_kinds; i++)
    for (squeezing = 0; squeezing <= (export_kinds[i].squeeze != NULL);
         squeezing++)
      {
        const struct export_kind *k = &export_kinds[i];
        size_t j;
        golden_blob(k, squeezing, blob);
        fprintf(f, "\nName = %s\nSqueezing = %d\nBlob = ", k->name,
                squeezing);
        for (j = 0; j < k->export_size; j++)
          fprintf(f, "%02x", blob[j]);
        fprintf(f, "\n");
      }
  fclose(f);
}

static const struct export_kind *
kind_named(const char *name)
{
  size_t i;
  for (i = 0; i < export_n_kinds; i++)
    if (strcmp(export_kinds[i].name, name) == 0)
      return &export_kinds[i];
  test_die("no export_context kind %s", name);
}

/* The HMAC kind name, whose hash states have words words of word_size
   bytes: its inner key block's and current message's states, after the
   outer one that refusals tampers with, are checked on their own. */
static void
hmac_state_refusals(const char *name, size_t words, size_t word_size)
{
  const struct export_kind *k = kind_named(name);
  const size_t state = THISTLE_EXPORT_STATE_SIZE(words, word_size,
                                                 k->block_size);
  uint8_t blob[EXPORT_MAX_BLOB];
  export_context c;
  CHECK(8 + 3 * state == k->export_size, "%s: three states of %zu bytes",
        name, state);
  k->start(c);
  k->update(c, message, k->block_size + 5);      /* a partial block of 5 */
  k->export_(c, blob);
  state_refusals(k, blob, 8 + state, words * word_size, "inner state: ");
  state_refusals(k, blob, 8 + 2 * state, words * word_size,
                 "current state: ");
}

static void
check_golden(void)
{
  struct rsp r;
  unsigned records = 0, expected = 0;
  size_t i;
  for (i = 0; i < export_n_kinds; i++)
    expected += 1 + (export_kinds[i].squeeze != NULL);
  rsp_open(&r, test_path("vectors/export/golden.txt"));
  while (rsp_next(&r))
    {
      const struct export_kind *k = kind_named(rsp_get(&r, "Name"));
      int squeezing = atoi(rsp_get(&r, "Squeezing"));
      size_t length;
      uint8_t *golden = hex_decode(rsp_get(&r, "Blob"), &length);
      uint8_t blob[EXPORT_MAX_BLOB];
      golden_blob(k, squeezing, blob);
      CHECK(length == k->export_size, "%s: golden length", k->name);
      CHECK_BYTES(blob, golden, k->export_size, "%s%s: this host's export "
                  "against the golden blob", k->name,
                  squeezing ? " squeezing" : "");
      check_golden_resumes(k, squeezing, golden, length);
      free(golden);
      records++;
    }
  rsp_close(&r);
  CHECK(records == expected, "golden.txt: %u blobs, expected %u", records,
        expected);
}

int
main(void)
{
  const char *golden = getenv("THISTLE_EXPORT_GOLDEN");
  size_t i;
  for (i = 0; i < sizeof(message); i++)
    message[i] = (uint8_t) (i * 167 + 13);
  if (golden != NULL)
    {
      write_golden(golden);
      return 0;
    }
  for (i = 0; i < export_n_kinds; i++)
    {
      resume_everywhere(&export_kinds[i]);
      refusals(&export_kinds[i]);
    }
  hmac_state_refusals("hmac_sha256", 8, 4);
  hmac_state_refusals("hmac_sha3_256", 25, 8);
  check_golden();
  return test_finish("export-test");
}
