/* SPDX-License-Identifier: ISC */
/* testsuite/kdf-test.c: HKDF and PBKDF2 over all seven hashes against
   RFC 5869, RFC 6070, RFC 7914 and the Wycheproof files (their invalid
   cases must return the error), against PBKDF2 written here from its
   definition on the public HMAC for every block count a lane core may
   group, and their contracts: inputs and outputs beside unmapped pages and
   at odd addresses, nothing written on an error, the documented overlaps.

   PBKDF2 vectors of more than 100,000 iterations (RFC 6070's 16,777,216)
   run only with THISTLE_TEST_SLOW set, as make check-slow sets it; where
   test_quick(), only those of at most 100 (block_counts' 1 to 40
   iterations over every shape of input remain). The
   SHA-NI iterations cores of PBKDF2-HMAC-SHA-1 and -SHA-256 are also
   checked by themselves against the C compression functions, through the
   ABI trampoline. */

#include "config.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "abi-call.h"
#include "compress.h"
#include "fat-setup.h"
#include "testutils.h"
#include "wycheproof.h"

struct kdf {
  const char *name;
  size_t digest_size;
  void (*extract)(const void *, size_t, const void *, size_t, uint8_t *);
  int (*expand)(const uint8_t *, size_t, const void *, size_t, uint8_t *,
                size_t);
  int (*hkdf)(const void *, size_t, const void *, size_t, const void *,
              size_t, uint8_t *, size_t);
  int (*pbkdf2)(const void *, size_t, const void *, size_t, uint32_t,
                uint8_t *, size_t);
  void (*hmac)(const void *, size_t, const void *, size_t, uint8_t *);
};

#define KDF(name, NAME)                                                     \
  { #name, THISTLE_##NAME##_DIGEST_SIZE, thistle_hkdf_##name##_extract,     \
    thistle_hkdf_##name##_expand, thistle_hkdf_##name,                      \
    thistle_pbkdf2_hmac_##name, thistle_hmac_##name }

static const struct kdf kdfs[] = {
  KDF(sha1, SHA1), KDF(sha224, SHA224), KDF(sha256, SHA256),
  KDF(sha384, SHA384), KDF(sha512, SHA512), KDF(sha512_224, SHA512_224),
  KDF(sha512_256, SHA512_256),
};
#define N_KDFS (sizeof(kdfs) / sizeof(kdfs[0]))

#define SLOW_ITERATIONS 100000
#define QUICK_ITERATIONS 100

static const struct kdf *
kdf_named(const char *name)
{
  size_t i;
  for (i = 0; i < N_KDFS; i++)
    if (strcmp(kdfs[i].name, name) == 0)
      return &kdfs[i];
  test_die("no KDF over %s", name);
}

/* Bytes before an output, checked after each call: nothing may be
   written there (the bytes after it are an unmapped page). */
#define CANARY 16

/* The output of a call: length bytes ending at an unmapped page, with
   CANARY bytes of 0xa5 before them, all 0xa5 before the call. */
struct output {
  uint8_t *region, *bytes;
  size_t length;
};

static void
output_open(struct output *o, size_t length)
{
  o->region = guard_copy(NULL, length + CANARY);
  o->bytes = o->region + CANARY;
  o->length = length;
}

/* Checks that the call wrote nothing before the output, and nothing at
   all when it failed. */
static void
output_close(struct output *o, int status, const char *what)
{
  size_t i, end = status == THISTLE_OK ? CANARY : CANARY + o->length;
  for (i = 0; i < end && o->region[i] == 0xa5; i++)
    ;
  CHECK(i == end, "%s: wrote byte %ld of its output%s", what,
        (long) i - CANARY, status == THISTLE_OK ? "" : " on an error");
  guard_free(o->region, o->length + CANARY);
}

/* An input: a copy of data ending at an unmapped page (odd = 0), or at an
   odd address (odd = 1). */
struct input {
  uint8_t *copy, *bytes;
  size_t length;
  int odd;
};

static void
input_open(struct input *in, const uint8_t *data, size_t length, int odd)
{
  in->length = length;
  in->odd = odd;
  if (odd)
    {
      in->copy = xmalloc(length + 1);
      in->bytes = in->copy + 1;
      if (length > 0)
        memcpy(in->bytes, data, length);
    }
  else
    in->copy = in->bytes = guard_copy(data, length);
}

static void
input_close(struct input *in)
{
  if (in->odd)
    free(in->copy);
  else
    guard_free(in->copy, in->length);
}

/* HKDF one-shot and extract + expand against okm (and prk, when given),
   or against the error want_status, with every input and the output
   guarded or at an odd address. */
static void
check_hkdf(const struct kdf *k, const uint8_t *salt, size_t salt_length,
           const uint8_t *ikm, size_t ikm_length, const uint8_t *info,
           size_t info_length, size_t length, const uint8_t *prk,
           const uint8_t *okm, int want_status, const char *where)
{
  int odd;
  for (odd = 0; odd < 2; odd++)
    {
      struct input s, i, f, p;
      struct output o, e;
      uint8_t got_prk[64];
      int status;

      input_open(&s, salt, salt_length, odd);
      input_open(&i, ikm, ikm_length, odd);
      input_open(&f, info, info_length, odd);
      output_open(&o, length);
      status = k->hkdf(salt ? s.bytes : NULL, salt_length, i.bytes,
                       ikm_length, f.bytes, info_length, o.bytes, length);
      CHECK(status == want_status, "hkdf %s %s: status %d, expected %d",
            k->name, where, status, want_status);
      if (status == THISTLE_OK && want_status == THISTLE_OK)
        CHECK_BYTES(o.bytes, okm, length, "hkdf %s %s one-shot", k->name,
                    where);
      output_close(&o, status, "hkdf one-shot");

      output_open(&e, k->digest_size);
      k->extract(salt ? s.bytes : NULL, salt_length, i.bytes, ikm_length,
                 e.bytes);
      if (prk)
        CHECK_BYTES(e.bytes, prk, k->digest_size, "hkdf %s %s extract",
                    k->name, where);
      memcpy(got_prk, e.bytes, k->digest_size);
      output_close(&e, THISTLE_OK, "hkdf extract");

      input_open(&p, got_prk, k->digest_size, odd);
      output_open(&o, length);
      status = k->expand(p.bytes, k->digest_size, f.bytes, info_length,
                         o.bytes, length);
      CHECK(status == want_status, "hkdf %s %s expand: status %d", k->name,
            where, status);
      if (status == THISTLE_OK && want_status == THISTLE_OK)
        CHECK_BYTES(o.bytes, okm, length, "hkdf %s %s expand", k->name,
                    where);
      output_close(&o, status, "hkdf expand");
      input_close(&p);
      input_close(&s);
      input_close(&i);
      input_close(&f);
    }
}

/* PBKDF2 against dk or the error want_status, guarded, and at odd
   addresses too where that costs little: where the bytes lie does not
   change what the iterations do. */
static void
check_pbkdf2(const struct kdf *k, const uint8_t *password,
             size_t password_length, const uint8_t *salt, size_t salt_length,
             uint32_t iterations, size_t length, const uint8_t *dk,
             int want_status, const char *where)
{
  int odd;
  for (odd = 0; odd < (iterations <= 100 ? 2 : 1); odd++)
    {
      struct input p, s;
      struct output o;
      int status;

      input_open(&p, password, password_length, odd);
      input_open(&s, salt, salt_length, odd);
      output_open(&o, length);
      status = k->pbkdf2(p.bytes, password_length, s.bytes, salt_length,
                         iterations, o.bytes, length);
      CHECK(status == want_status, "pbkdf2 %s %s: status %d, expected %d",
            k->name, where, status, want_status);
      if (status == THISTLE_OK && want_status == THISTLE_OK)
        CHECK_BYTES(o.bytes, dk, length, "pbkdf2 %s %s", k->name, where);
      output_close(&o, status, "pbkdf2");
      input_close(&p);
      input_close(&s);
    }
}

/* Decodes field name of an rsp record, or gives NULL and 0 without it. */
static uint8_t *
rsp_hex(const struct rsp *r, const char *name, size_t *length)
{
  const char *hex = rsp_get(r, name);
  *length = 0;
  return hex ? hex_decode(hex, length) : NULL;
}

static void
rfc5869(void)
{
  struct rsp r;
  unsigned cases = 0;

  rsp_open(&r, test_path("vectors/kdf/rfc-5869.txt"));
  while (rsp_next(&r))
    {
      const struct kdf *k = kdf_named(rsp_get(&r, "Hash"));
      size_t salt_length, ikm_length, info_length, prk_length, okm_length;
      uint8_t *salt = rsp_hex(&r, "salt", &salt_length);
      uint8_t *ikm = rsp_hex(&r, "IKM", &ikm_length);
      uint8_t *info = rsp_hex(&r, "info", &info_length);
      uint8_t *prk = rsp_hex(&r, "PRK", &prk_length);
      uint8_t *okm = rsp_hex(&r, "OKM", &okm_length);
      CHECK(okm_length == strtoul(rsp_get(&r, "L"), NULL, 10)
            && prk_length == k->digest_size, "rfc-5869.txt: lengths");
      check_hkdf(k, salt, salt_length, ikm, ikm_length, info, info_length,
                 okm_length, prk, okm, THISTLE_OK, rsp_get(&r, "Case"));
      free(salt);
      free(ikm);
      free(info);
      free(prk);
      free(okm);
      cases++;
    }
  rsp_close(&r);
  CHECK(cases == 7, "rfc-5869.txt: %u cases, expected 7", cases);
}

/* How many PBKDF2 vectors were left out for their iterations. */
static unsigned left_out;

/* The most iterations a PBKDF2 vector may take here. */
static unsigned long
iteration_limit(void)
{
  if (getenv("THISTLE_TEST_SLOW"))
    return ULONG_MAX;
  return test_quick() ? QUICK_ITERATIONS : SLOW_ITERATIONS;
}

static void
rfc_pbkdf2(const char *file, unsigned expected)
{
  struct rsp r;
  unsigned cases = 0;
  char where[64];

  rsp_open(&r, test_path(file));
  while (rsp_next(&r))
    {
      const struct kdf *k = kdf_named(rsp_get(&r, "Hash"));
      unsigned long c = strtoul(rsp_get(&r, "c"), NULL, 10);
      size_t p_length, s_length, dk_length;
      uint8_t *p = rsp_hex(&r, "P", &p_length);
      uint8_t *s = rsp_hex(&r, "S", &s_length);
      uint8_t *dk = rsp_hex(&r, "DK", &dk_length);
      CHECK(dk_length == strtoul(rsp_get(&r, "dkLen"), NULL, 10),
            "%s: dkLen", file);
      cases++;
      snprintf(where, sizeof(where), "%s case %u", file, cases);
      if (c > iteration_limit())
        left_out++;
      else
        check_pbkdf2(k, p, p_length, s, s_length, (uint32_t) c, dk_length,
                     dk, THISTLE_OK, where);
      free(p);
      free(s);
      free(dk);
    }
  rsp_close(&r);
  CHECK(cases == expected, "%s: %u cases, expected %u", file, cases,
        expected);
}

/* A Wycheproof file's hash, as the kdf it runs. */
struct wycheproof_run {
  const struct kdf *k;
  const char *file;
  unsigned valid, invalid;
};

static uint8_t *
field_hex(const struct wycheproof_test *t, const char *name, size_t *length)
{
  char *hex = wycheproof_get(t, name);
  uint8_t *bytes;
  if (hex == NULL)
    test_die("a Wycheproof test without %s", name);
  bytes = hex_decode(hex, length);
  free(hex);
  return bytes;
}

static unsigned long
field_number(const struct wycheproof_test *t, const char *name)
{
  char *text = wycheproof_get(t, name);
  unsigned long n;
  if (text == NULL)
    test_die("a Wycheproof test without %s", name);
  n = strtoul(text, NULL, 10);
  free(text);
  return n;
}

/* The test's result: 1 for "valid", 0 for "invalid". */
static int
field_valid(const struct wycheproof_test *t, struct wycheproof_run *run)
{
  char *result = wycheproof_get(t, "result");
  int valid = result && strcmp(result, "valid") == 0;
  if (result == NULL || (!valid && strcmp(result, "invalid") != 0))
    test_die("%s: a result that is neither valid nor invalid", run->file);
  free(result);
  if (valid)
    run->valid++;
  else
    run->invalid++;
  return valid;
}

static void
wycheproof_hkdf_test(const struct wycheproof_test *t, void *arg)
{
  struct wycheproof_run *run = arg;
  size_t ikm_length, salt_length, info_length, okm_length;
  uint8_t *ikm = field_hex(t, "ikm", &ikm_length);
  uint8_t *salt = field_hex(t, "salt", &salt_length);
  uint8_t *info = field_hex(t, "info", &info_length);
  uint8_t *okm = field_hex(t, "okm", &okm_length);
  size_t size = field_number(t, "size");
  int valid = field_valid(t, run);
  char where[64];

  snprintf(where, sizeof(where), "%s tcId %lu", run->file,
           field_number(t, "tcId"));
  CHECK(!valid || okm_length == size, "%s: size", where);
  check_hkdf(run->k, salt, salt_length, ikm, ikm_length, info, info_length,
             size, NULL, okm,
             valid ? THISTLE_OK : THISTLE_ERROR_OUTPUT_LENGTH, where);
  free(ikm);
  free(salt);
  free(info);
  free(okm);
}

static void
wycheproof_pbkdf2_test(const struct wycheproof_test *t, void *arg)
{
  struct wycheproof_run *run = arg;
  size_t password_length, salt_length, dk_length;
  uint8_t *password = field_hex(t, "password", &password_length);
  uint8_t *salt = field_hex(t, "salt", &salt_length);
  uint8_t *dk = field_hex(t, "dk", &dk_length);
  unsigned long iterations = field_number(t, "iterationCount");
  size_t length = field_number(t, "dkLen");
  int valid = field_valid(t, run);
  char where[64];

  snprintf(where, sizeof(where), "%s tcId %lu", run->file,
           field_number(t, "tcId"));
  CHECK(valid && dk_length == length, "%s: an invalid PBKDF2 case or dkLen",
        where);
  if (iterations > iteration_limit())
    left_out++;
  else
    check_pbkdf2(run->k, password, password_length, salt, salt_length,
                 (uint32_t) iterations, length, dk, THISTLE_OK, where);
  free(password);
  free(salt);
  free(dk);
}

static void
wycheproof(void)
{
  static const struct { const char *file, *hash; unsigned tests; } files[] = {
    { "hkdf_sha1_test.json", "sha1", 87 },
    { "hkdf_sha256_test.json", "sha256", 86 },
    { "hkdf_sha384_test.json", "sha384", 83 },
    { "hkdf_sha512_test.json", "sha512", 83 },
    { "pbkdf2_hmacsha1_test.json", "sha1", 64 },
    { "pbkdf2_hmacsha224_test.json", "sha224", 58 },
    { "pbkdf2_hmacsha256_test.json", "sha256", 60 },
    { "pbkdf2_hmacsha384_test.json", "sha384", 58 },
    { "pbkdf2_hmacsha512_test.json", "sha512", 58 },
  };
  size_t i;
  char path[128];

  for (i = 0; i < sizeof(files) / sizeof(files[0]); i++)
    {
      struct wycheproof_run run = { kdf_named(files[i].hash), files[i].file,
                                    0, 0 };
      int hkdf = strncmp(files[i].file, "hkdf", 4) == 0;
      size_t n;
      snprintf(path, sizeof(path), "vectors/wycheproof/%s", files[i].file);
      n = wycheproof_read(test_path(path),
                          hkdf ? wycheproof_hkdf_test : wycheproof_pbkdf2_test,
                          &run);
      CHECK(n == files[i].tests, "%s: %zu tests, expected %u", files[i].file,
            n, files[i].tests);
      /* Each HKDF file has three outputs too long, to be refused. */
      CHECK(!hkdf || run.invalid == 3, "%s: %u invalid tests, expected 3",
            files[i].file, run.invalid);
    }
}

/* PBKDF2 from RFC 8018, 5.2 on the one-shot HMAC, one U at a time. */
static void
reference_pbkdf2(const struct kdf *k, const uint8_t *password,
                 size_t password_length, const uint8_t *salt,
                 size_t salt_length, uint32_t iterations, uint8_t *out,
                 size_t length)
{
  uint8_t *message = xmalloc(salt_length + 4), u[64], t[64];
  uint32_t block, c;
  size_t done, i;

  if (salt_length > 0)
    memcpy(message, salt, salt_length);
  for (block = 1, done = 0; done < length; block++, done += k->digest_size)
    {
      message[salt_length] = (uint8_t) (block >> 24);
      message[salt_length + 1] = (uint8_t) (block >> 16);
      message[salt_length + 2] = (uint8_t) (block >> 8);
      message[salt_length + 3] = (uint8_t) block;
      k->hmac(password, password_length, message, salt_length + 4, u);
      memcpy(t, u, k->digest_size);
      for (c = 1; c < iterations; c++)
        {
          k->hmac(password, password_length, u, k->digest_size, u);
          for (i = 0; i < k->digest_size; i++)
            t[i] ^= u[i];
        }
      memcpy(out + done, t, length - done < k->digest_size
             ? length - done : k->digest_size);
    }
  free(message);
}

/* Every block count from 1 to 20 (more than the widest lane core, so
   full groups, partial ones and single blocks all occur), with outputs
   ending one byte short of, at and one byte past a block's end. */
static void
block_counts(void)
{
  size_t i, blocks;
  int delta;
  uint8_t password[200], salt[150];
  char where[64];

  for (i = 0; i < N_KDFS; i++)
    for (blocks = 1; blocks <= 20; blocks++)
      for (delta = -1; delta <= 1; delta++)
        {
          const struct kdf *k = &kdfs[i];
          size_t length = blocks * k->digest_size + (size_t) delta;
          size_t password_length = test_random_below(sizeof(password));
          size_t salt_length = test_random_below(sizeof(salt));
          uint32_t iterations = 1 + (uint32_t) test_random_below(40);
          uint8_t *want = xmalloc(length);
          test_random_bytes(password, password_length);
          test_random_bytes(salt, salt_length);
          reference_pbkdf2(k, password, password_length, salt, salt_length,
                           iterations, want, length);
          snprintf(where, sizeof(where), "%zu bytes, %u iterations", length,
                   (unsigned) iterations);
          check_pbkdf2(k, password, password_length, salt, salt_length,
                       iterations, length, want, THISTLE_OK, where);
          free(want);
        }
}

/* The refusals: nothing written, the documented error. */
static void
errors(void)
{
  size_t i;
  uint8_t prk[64] = { 0 };

  for (i = 0; i < N_KDFS; i++)
    {
      const struct kdf *k = &kdfs[i];
      size_t hl = k->digest_size;
      uint8_t *one = guard_copy(NULL, 1);
      struct output o;
      int status;

      check_pbkdf2(k, (const uint8_t *) "p", 1, (const uint8_t *) "s", 1, 0,
                   hl, NULL, THISTLE_ERROR_ITERATIONS, "0 iterations");
      /* Beyond (2^32 - 1) * HashLen: refused before any byte is written,
         so a one-byte buffer is enough (a write past it faults). */
      if ((uint64_t) SIZE_MAX > UINT64_C(0xffffffff) * hl)
        {
          status = k->pbkdf2("p", 1, "s", 1, 1, one,
                             (size_t) (UINT64_C(0xffffffff) * hl + 1));
          CHECK(status == THISTLE_ERROR_OUTPUT_LENGTH,
                "pbkdf2 %s: status %d for too long an output", k->name,
                status);
          CHECK(one[0] == 0xa5, "pbkdf2 %s wrote on an error", k->name);
        }
      check_hkdf(k, NULL, 0, (const uint8_t *) "k", 1, NULL, 0, 255 * hl + 1,
                 NULL, NULL, THISTLE_ERROR_OUTPUT_LENGTH, "255 HashLen + 1");
      status = k->expand(prk, hl, NULL, 0, one, (size_t) -1);
      CHECK(status == THISTLE_ERROR_OUTPUT_LENGTH && one[0] == 0xa5,
            "hkdf %s expand: status %d for SIZE_MAX", k->name, status);
      output_open(&o, hl);
      status = k->expand(prk, hl - 1, NULL, 0, o.bytes, hl);
      CHECK(status == THISTLE_ERROR_KEY_LENGTH,
            "hkdf %s expand: status %d for a short PRK", k->name, status);
      output_close(&o, status, "hkdf expand, short PRK");
      /* Empty outputs are allowed and touch nothing. */
      CHECK(k->pbkdf2(NULL, 0, NULL, 0, 1, NULL, 0) == THISTLE_OK
            && k->hkdf(NULL, 0, NULL, 0, NULL, 0, NULL, 0) == THISTLE_OK
            && k->expand(prk, hl, NULL, 0, NULL, 0) == THISTLE_OK,
            "%s: empty outputs", k->name);
      guard_free(one, 1);
    }
}

/* The overlaps kdf.h allows: extract's prk over its salt or ikm, expand's
   okm over its prk, the one-shot's okm over salt and ikm. */
static void
overlaps(void)
{
  size_t i;
  for (i = 0; i < N_KDFS; i++)
    {
      const struct kdf *k = &kdfs[i];
      size_t hl = k->digest_size, length = 3 * hl + 5;
      uint8_t salt[70], ikm[90], info[20], prk[64], *want = xmalloc(length);
      uint8_t *buffer = xmalloc(length + sizeof(ikm));

      test_random_bytes(salt, sizeof(salt));
      test_random_bytes(ikm, sizeof(ikm));
      test_random_bytes(info, sizeof(info));
      k->hkdf(salt, sizeof(salt), ikm, sizeof(ikm), info, sizeof(info),
              want, length);
      k->extract(salt, sizeof(salt), ikm, sizeof(ikm), prk);

      memcpy(buffer, salt, sizeof(salt));
      k->extract(buffer, sizeof(salt), ikm, sizeof(ikm), buffer);
      CHECK_BYTES(buffer, prk, hl, "hkdf %s extract over its salt", k->name);
      memcpy(buffer, ikm, sizeof(ikm));
      k->extract(salt, sizeof(salt), buffer, sizeof(ikm), buffer + 3);
      CHECK_BYTES(buffer + 3, prk, hl, "hkdf %s extract over its ikm",
                  k->name);

      memcpy(buffer, prk, hl);
      CHECK(k->expand(buffer, hl, info, sizeof(info), buffer, length) == 0,
            "hkdf %s expand in place", k->name);
      CHECK_BYTES(buffer, want, length, "hkdf %s expand in place", k->name);

      memcpy(buffer + 1, ikm, sizeof(ikm));
      CHECK(k->hkdf(salt, sizeof(salt), buffer + 1, sizeof(ikm), info,
                    sizeof(info), buffer, length) == 0,
            "hkdf %s over its ikm", k->name);
      CHECK_BYTES(buffer, want, length, "hkdf %s over its ikm", k->name);
      memcpy(buffer + 2, salt, sizeof(salt));
      CHECK(k->hkdf(buffer + 2, sizeof(salt), ikm, sizeof(ikm), info,
                    sizeof(info), buffer, length) == 0,
            "hkdf %s over its salt", k->name);
      CHECK_BYTES(buffer, want, length, "hkdf %s over its salt", k->name);
      free(want);
      free(buffer);
    }
}

#if defined(__x86_64__) && THISTLE_ASM_X86_64_SHA_NI
/* A SHA-NI PBKDF2 core's layout of a state: SHA-256's is the state's
   words a..h; SHA-1's is sha1rnds4's, d, c, b, a, then 0, 0, 0, e. */
static void
layout(int sha1, uint32_t out[8], const uint32_t words[8])
{
  size_t k;
  if (!sha1)
    {
      memcpy(out, words, 32);
      return;
    }
  for (k = 0; k < 4; k++)
    out[k] = words[3 - k];
  out[4] = out[5] = out[6] = 0;
  out[7] = words[4];
}

/* core(ut, key, n) against n iterations of two C compressions of the U
   block (U, 0x80, zeros, the length of a block and U in bits), with random
   callee-saved registers around the call. */
static void
sha_ni_core(const char *name, void (*core)(uint32_t *, const uint32_t *,
                                           size_t),
            thistle_sha256_compress_n_func *compress, int sha1)
{
  const unsigned needs = THISTLE_FEATURE_SHA_NI | THISTLE_FEATURE_SSSE3
    | THISTLE_FEATURE_SSE4_1;
  const size_t words = sha1 ? 5 : 8, bits = (64 + 4 * words) * 8;
  abi_test_func *fn;
  size_t n, i, half, k;

  if ((_thistle_enabled_features() & needs) != needs)
    {
      printf("(the %s PBKDF2 core left out: SHA-NI is not enabled)\n", name);
      return;
    }
  memcpy(&fn, &core, sizeof(fn));
  for (n = 0; n < 6; n++)
    {
      uint32_t key[16] __attribute__((aligned(16))), ut[16], want[16];
      uint32_t model_key[16], model[16];
      uint8_t block[64];
      char what[64];
      test_random_bytes((uint8_t *) model_key, sizeof(model_key));
      test_random_bytes((uint8_t *) model, sizeof(model));
      layout(sha1, key, model_key);
      layout(sha1, key + 8, model_key + 8);
      layout(sha1, ut, model);
      layout(sha1, ut + 8, model + 8);
      memset(block, 0, sizeof(block));
      block[4 * words] = 0x80;
      block[62] = (uint8_t) (bits >> 8);
      block[63] = (uint8_t) bits;
      for (i = 0; i < n; i++)
        {
          for (half = 0; half < 2; half++)
            {
              uint32_t state[8];
              for (k = 0; k < words; k++)
                {
                  block[4 * k] = (uint8_t) (model[k] >> 24);
                  block[4 * k + 1] = (uint8_t) (model[k] >> 16);
                  block[4 * k + 2] = (uint8_t) (model[k] >> 8);
                  block[4 * k + 3] = (uint8_t) model[k];
                }
              memcpy(state, model_key + 8 * half, sizeof(state));
              compress(state, block, 1);
              memcpy(model, state, 4 * words);
            }
          for (k = 0; k < words; k++)
            model[8 + k] ^= model[k];
        }
      layout(sha1, want, model);
      layout(sha1, want + 8, model + 8);
      snprintf(what, sizeof(what), "%s PBKDF2 core, %zu iterations", name,
               n);
      test_abi_call(fn, ut, key, n, 0, what);
      CHECK_BYTES((const uint8_t *) ut, (const uint8_t *) want, sizeof(ut),
                  "%s", what);
    }
}
#endif

int
main(void)
{
  rfc5869();
  rfc_pbkdf2("vectors/kdf/rfc-6070.txt", 6);
  rfc_pbkdf2("vectors/kdf/rfc-7914.txt", 2);
  wycheproof();
  block_counts();
  errors();
  overlaps();
#if defined(__x86_64__) && THISTLE_ASM_X86_64_SHA_NI
  sha_ni_core("sha256 sha_ni", _thistle_sha256_pbkdf2_sha_ni,
              _thistle_sha256_compress_n_c, 0);
  sha_ni_core("sha1 sha_ni", _thistle_sha1_pbkdf2_sha_ni,
              _thistle_sha1_compress_n_c, 1);
  sha_ni_core("sha1 sha_ni_msg", _thistle_sha1_pbkdf2_sha_ni_msg,
              _thistle_sha1_compress_n_c, 1);
#endif
  if (left_out > 0)
    printf("(%u PBKDF2 vectors of over %lu iterations left out: make "
           "check-slow runs them all)\n", left_out, iteration_limit());
  return test_finish("kdf-test");
}
