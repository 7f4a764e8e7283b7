/* SPDX-License-Identifier: ISC */
/* thistle/kdf.h: key derivation over every thistle hash: HKDF (RFC 5869)
   and PBKDF2 with HMAC as its PRF (RFC 8018, section 5.2).

   HKDF turns input keying material that has some entropy (a Diffie-Hellman
   secret) into keys; PBKDF2 makes guessing a password expensive by
   iterating HMAC. For each hash X below (sha1, sha224, sha256, sha384,
   sha512, sha512_224, sha512_256), HashLen is THISTLE_X_DIGEST_SIZE:

   thistle_hkdf_X_extract(salt, salt_length, ikm, ikm_length, prk) writes
     the HashLen-byte pseudorandom key PRK = HMAC-X(salt, ikm). An empty
     salt (salt may then be NULL) is HashLen zero bytes, as RFC 5869, 2.2
     says, since HMAC pads its key with zeros. prk may overlap salt or ikm:
     it is written after both are read.
   thistle_hkdf_X_expand(prk, prk_length, info, info_length, okm,
     okm_length) writes okm_length bytes of output keying material,
     T(1) || T(2) || ... with T(i) = HMAC-X(prk, T(i-1) || info || i)
     (RFC 5869, 2.3). It returns THISTLE_ERROR_OUTPUT_LENGTH if okm_length
     is over 255 * HashLen, THISTLE_ERROR_KEY_LENGTH if prk_length is
     under HashLen. okm may overlap prk, not info.
   thistle_hkdf_X(salt, salt_length, ikm, ikm_length, info, info_length,
     okm, okm_length) is extract then expand, with the same limits and
     errors; okm may overlap salt or ikm, not info.
   thistle_pbkdf2_hmac_X(password, password_length, salt, salt_length,
     iterations, out, out_length) writes out_length bytes of PBKDF2 with
     PRF HMAC-X and iterations iterations (RFC 8018, 5.2). It returns
     THISTLE_ERROR_ITERATIONS if iterations is 0 and
     THISTLE_ERROR_OUTPUT_LENGTH if out_length is over (2^32 - 1) * HashLen.
     out must not overlap password or salt. The HashLen blocks of a longer
     output are computed together on a CPU with lane cores
     (thistle/many.h), for little more than one costs.

   The functions that return int return THISTLE_OK (0) or a negative
   value of thistle/error.h, never abort, and never write past the
   output's length (nothing at all on an error). Inputs may be NULL when
   their length is 0, and an output of 0 bytes is allowed. Before they
   return, they zero the HMAC contexts, padded key blocks, PRK and
   intermediate blocks (T, U) they keep on the stack, the stack the
   compression functions used, and the registers in which the library's
   code held key material (password or ikm, PRK, the key blocks, the hash
   states, U). Output bytes may stay in the registers of the C library's
   memcpy, and the caller's buffers (password, salt, ikm, prk, info,
   output) are left as they are.

   No branch or memory address depends on the bytes of the password,
   salt, ikm, prk or info: the time depends only on their lengths, the
   iteration count and the output's length. */

#ifndef THISTLE_KDF_H
#define THISTLE_KDF_H

#include <stddef.h>
#include <stdint.h>

#include <thistle/error.h>

#ifdef __cplusplus
extern "C" {
#endif

void thistle_hkdf_sha1_extract(const void *salt, size_t salt_length,
                               const void *ikm, size_t ikm_length,
                               uint8_t *prk);
int thistle_hkdf_sha1_expand(const uint8_t *prk, size_t prk_length,
                             const void *info, size_t info_length,
                             uint8_t *okm, size_t okm_length);
int thistle_hkdf_sha1(const void *salt, size_t salt_length, const void *ikm,
                      size_t ikm_length, const void *info, size_t info_length,
                      uint8_t *okm, size_t okm_length);
int thistle_pbkdf2_hmac_sha1(const void *password, size_t password_length,
                             const void *salt, size_t salt_length,
                             uint32_t iterations, uint8_t *out,
                             size_t out_length);

void thistle_hkdf_sha224_extract(const void *salt, size_t salt_length,
                                 const void *ikm, size_t ikm_length,
                                 uint8_t *prk);
int thistle_hkdf_sha224_expand(const uint8_t *prk, size_t prk_length,
                               const void *info, size_t info_length,
                               uint8_t *okm, size_t okm_length);
int thistle_hkdf_sha224(const void *salt, size_t salt_length, const void *ikm,
                        size_t ikm_length, const void *info,
                        size_t info_length, uint8_t *okm, size_t okm_length);
int thistle_pbkdf2_hmac_sha224(const void *password, size_t password_length,
                               const void *salt, size_t salt_length,
                               uint32_t iterations, uint8_t *out,
                               size_t out_length);

void thistle_hkdf_sha256_extract(const void *salt, size_t salt_length,
                                 const void *ikm, size_t ikm_length,
                                 uint8_t *prk);
int thistle_hkdf_sha256_expand(const uint8_t *prk, size_t prk_length,
                               const void *info, size_t info_length,
                               uint8_t *okm, size_t okm_length);
int thistle_hkdf_sha256(const void *salt, size_t salt_length, const void *ikm,
                        size_t ikm_length, const void *info,
                        size_t info_length, uint8_t *okm, size_t okm_length);
int thistle_pbkdf2_hmac_sha256(const void *password, size_t password_length,
                               const void *salt, size_t salt_length,
                               uint32_t iterations, uint8_t *out,
                               size_t out_length);

void thistle_hkdf_sha384_extract(const void *salt, size_t salt_length,
                                 const void *ikm, size_t ikm_length,
                                 uint8_t *prk);
int thistle_hkdf_sha384_expand(const uint8_t *prk, size_t prk_length,
                               const void *info, size_t info_length,
                               uint8_t *okm, size_t okm_length);
int thistle_hkdf_sha384(const void *salt, size_t salt_length, const void *ikm,
                        size_t ikm_length, const void *info,
                        size_t info_length, uint8_t *okm, size_t okm_length);
int thistle_pbkdf2_hmac_sha384(const void *password, size_t password_length,
                               const void *salt, size_t salt_length,
                               uint32_t iterations, uint8_t *out,
                               size_t out_length);

void thistle_hkdf_sha512_extract(const void *salt, size_t salt_length,
                                 const void *ikm, size_t ikm_length,
                                 uint8_t *prk);
int thistle_hkdf_sha512_expand(const uint8_t *prk, size_t prk_length,
                               const void *info, size_t info_length,
                               uint8_t *okm, size_t okm_length);
int thistle_hkdf_sha512(const void *salt, size_t salt_length, const void *ikm,
                        size_t ikm_length, const void *info,
                        size_t info_length, uint8_t *okm, size_t okm_length);
int thistle_pbkdf2_hmac_sha512(const void *password, size_t password_length,
                               const void *salt, size_t salt_length,
                               uint32_t iterations, uint8_t *out,
                               size_t out_length);

void thistle_hkdf_sha512_224_extract(const void *salt, size_t salt_length,
                                     const void *ikm, size_t ikm_length,
                                     uint8_t *prk);
int thistle_hkdf_sha512_224_expand(const uint8_t *prk, size_t prk_length,
                                   const void *info, size_t info_length,
                                   uint8_t *okm, size_t okm_length);
int thistle_hkdf_sha512_224(const void *salt, size_t salt_length,
                            const void *ikm, size_t ikm_length,
                            const void *info, size_t info_length, uint8_t *okm,
                            size_t okm_length);
int thistle_pbkdf2_hmac_sha512_224(const void *password,
                                   size_t password_length, const void *salt,
                                   size_t salt_length, uint32_t iterations,
                                   uint8_t *out, size_t out_length);

void thistle_hkdf_sha512_256_extract(const void *salt, size_t salt_length,
                                     const void *ikm, size_t ikm_length,
                                     uint8_t *prk);
int thistle_hkdf_sha512_256_expand(const uint8_t *prk, size_t prk_length,
                                   const void *info, size_t info_length,
                                   uint8_t *okm, size_t okm_length);
int thistle_hkdf_sha512_256(const void *salt, size_t salt_length,
                            const void *ikm, size_t ikm_length,
                            const void *info, size_t info_length, uint8_t *okm,
                            size_t okm_length);
int thistle_pbkdf2_hmac_sha512_256(const void *password,
                                   size_t password_length, const void *salt,
                                   size_t salt_length, uint32_t iterations,
                                   uint8_t *out, size_t out_length);

/* The same over an algorithm chosen at run time: h is an entry of
   thistle_hashes (thistle/hash.h), the other arguments and the results
   are those of the typed function above, which is called through one
   pointer. They return THISTLE_ERROR_HASH, writing nothing, if h is NULL,
   not in thistle_hashes, or an algorithm without HKDF and PBKDF2 (the
   SHA-3 family); thistle_hkdf_extract returns THISTLE_OK otherwise. */
struct thistle_hash;
int thistle_hkdf_extract(const struct thistle_hash *h, const void *salt,
                         size_t salt_length, const void *ikm,
                         size_t ikm_length, uint8_t *prk);
int thistle_hkdf_expand(const struct thistle_hash *h, const uint8_t *prk,
                        size_t prk_length, const void *info,
                        size_t info_length, uint8_t *okm, size_t okm_length);
int thistle_hkdf(const struct thistle_hash *h, const void *salt,
                 size_t salt_length, const void *ikm, size_t ikm_length,
                 const void *info, size_t info_length, uint8_t *okm,
                 size_t okm_length);
int thistle_pbkdf2_hmac(const struct thistle_hash *h, const void *password,
                        size_t password_length, const void *salt,
                        size_t salt_length, uint32_t iterations, uint8_t *out,
                        size_t out_length);

#ifdef __cplusplus
}
#endif

#endif /* THISTLE_KDF_H */
