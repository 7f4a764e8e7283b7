/* SPDX-License-Identifier: ISC */
/* testsuite/kmac-openssl-test.c: KMAC128 and KMAC256, and KMACXOF,
   against OpenSSL 3's EVP_MAC on random keys (4 to 300 bytes: OpenSSL
   refuses shorter ones), customization strings, messages around multiples
   of the rates (168, 136) fed in random pieces, and output lengths from 1
   to 300 bytes. The override matrix runs it under every sha3 variant of
   the CPU. Without OpenSSL's libcrypto it is skipped. */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "kmac-adapters.h"
#include "testutils.h"

#if WITH_OPENSSL
#include <openssl/core_names.h>
#include <openssl/evp.h>
#include <openssl/params.h>

#define CASES 200                       /* of each of the four */
#define MAX_BYTES 300                   /* of a key, an S or an output */

/* OpenSSL's MAC of one case. */
static void
reference(const char *name, int xof, const uint8_t *key, size_t key_length,
          const uint8_t *custom, size_t custom_length, const uint8_t *msg,
          size_t length, uint8_t *out, size_t out_length)
{
  EVP_MAC *mac = EVP_MAC_fetch(NULL, name, NULL);
  EVP_MAC_CTX *ctx = mac ? EVP_MAC_CTX_new(mac) : NULL;
  OSSL_PARAM params[4];
  size_t written = 0;

  params[0] = OSSL_PARAM_construct_octet_string(OSSL_MAC_PARAM_CUSTOM,
                                                (void *) custom,
                                                custom_length);
  params[1] = OSSL_PARAM_construct_size_t(OSSL_MAC_PARAM_SIZE, &out_length);
  params[2] = OSSL_PARAM_construct_int(OSSL_MAC_PARAM_XOF, &xof);
  params[3] = OSSL_PARAM_construct_end();
  if (ctx == NULL || !EVP_MAC_init(ctx, key, key_length, params)
      || !EVP_MAC_update(ctx, msg, length)
      || !EVP_MAC_final(ctx, out, &written, out_length)
      || written != out_length)
    test_die("OpenSSL's %s failed", name);
  EVP_MAC_CTX_free(ctx);
  EVP_MAC_free(mac);
}

/* A length within 3 bytes of 0..3 times the rate. */
static size_t
length_near(size_t rate, size_t limit)
{
  size_t length = rate * test_random_below(4) + test_random_below(7);
  length = length >= 3 ? length - 3 : length;
  return length > limit ? limit : length;
}

static void
one_case(unsigned bits, int xof)
{
  static uint8_t key[MAX_BYTES], custom[MAX_BYTES], msg[3 * 168 + 4];
  uint8_t want[MAX_BYTES], got[MAX_BYTES];
  size_t rate = bits == 128 ? 168 : 136;
  size_t key_length = 4 + test_random_below(MAX_BYTES - 4);
  size_t custom_length = test_random_below(3) == 0 ? 0
    : test_random_below(MAX_BYTES);
  size_t length = length_near(rate, sizeof(msg));
  size_t out_length = 1 + test_random_below(MAX_BYTES);
  size_t half = test_random_below(length + 1);
  const struct kmac_adapter *k = kmac_adapter(bits);
  void *ctx = xmalloc(k->context_size);
  char name[16];

  test_random_bytes(key, key_length);
  test_random_bytes(custom, custom_length);
  test_random_bytes(msg, length);
  snprintf(name, sizeof(name), "KMAC%u", bits);
  reference(name, xof, key, key_length, custom, custom_length, msg, length,
            want, out_length);
  k->init(ctx, key, key_length, custom, custom_length);
  k->update(ctx, msg, half);
  k->update(ctx, msg + half, length - half);
  (xof ? k->xof_digest : k->digest)(ctx, got, out_length);
  CHECK_BYTES(got, want, out_length, "%s%s: %zu-byte key, %zu-byte S, "
              "%zu-byte message, %zu bytes out", name, xof ? "XOF" : "",
              key_length, custom_length, length, out_length);
  if (!xof)
    {
      k->oneshot(key, key_length, custom, custom_length, msg, length, got,
                 out_length);
      CHECK_BYTES(got, want, out_length, "%s one-shot: %zu-byte key, "
                  "%zu-byte S, %zu-byte message, %zu bytes out", name,
                  key_length, custom_length, length, out_length);
    }
  free(ctx);
}

int
main(void)
{
  unsigned i;
  for (i = 0; i < CASES; i++)
    {
      one_case(128, 0);
      one_case(256, 0);
      one_case(128, 1);
      one_case(256, 1);
    }
  printf("kmac-openssl-test: %u cases against %s\n", 4 * CASES,
         OpenSSL_version(OPENSSL_VERSION));
  return test_finish("kmac-openssl-test");
}
#else
int
main(void)
{
  printf("SKIP: no OpenSSL 3 libcrypto in this build to compare with "
         "(Debian: libssl-dev)\n");
  return EXIT_SKIP;
}
#endif
