/* SPDX-License-Identifier: ISC */
/* examples/bench-thistle-generic.c: thistle's HMAC and key derivations
   over a struct thistle_hash (thistle_hmac_set_key, thistle_pbkdf2_hmac,
   thistle_hkdf), the algorithm chosen at run time: rows beside the typed
   functions' (bench-thistle.c), to show what the choice costs. It has no
   hash rows: the typed rows already go through the algorithm table. */

#include <stdlib.h>

#include "thistle/thistle.h"
#include "bench-library.h"

static void
generic_mac(void *state, const uint8_t *data, size_t length, uint8_t *out)
{
  /* The digest leaves the context keyed for the next message. */
  thistle_hmac_update(state, data, length);
  thistle_hmac_digest(state, out);
}

static int
open_generic(const struct bench_algorithm *algorithm,
             struct bench_subject *subject)
{
  struct thistle_hmac_ctx *ctx;
  if (!algorithm->hmac || (ctx = malloc(sizeof(*ctx))) == NULL)
    return 0;
  if (thistle_hmac_set_key(ctx, algorithm->hash, bench_hmac_key,
                           BENCH_HMAC_KEY_SIZE) != THISTLE_OK)
    {
      free(ctx);
      return 0;
    }
  subject->state = ctx;
  subject->start = NULL;
  subject->update = NULL;
  subject->message = generic_mac;
  subject->many = NULL;
  subject->close = free;
  return 1;
}

static int
derive_pbkdf2(const struct thistle_hash *hash, const uint8_t *password,
              size_t password_length, const uint8_t *salt, size_t salt_length,
              unsigned iterations, uint8_t *out, size_t length)
{
  return thistle_pbkdf2_hmac(hash, password, password_length, salt,
                             salt_length, iterations, out, length)
    == THISTLE_OK ? 0 : -1;
}

static int
derive_hkdf(const struct thistle_hash *hash, const uint8_t *salt,
            size_t salt_length, const uint8_t *ikm, size_t ikm_length,
            const uint8_t *info, size_t info_length, uint8_t *out,
            size_t length)
{
  return thistle_hkdf(hash, salt, salt_length, ikm, ikm_length, info,
                      info_length, out, length) == THISTLE_OK ? 0 : -1;
}

static const char *
version_of_generic(void)
{
  return thistle_version();
}

const struct bench_library bench_thistle_generic = {
  "thistle-generic", version_of_generic, open_generic, derive_pbkdf2,
  derive_hkdf, NULL
};
