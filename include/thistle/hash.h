/* SPDX-License-Identifier: ISC */
/* thistle/hash.h: every algorithm behind one table, for code that chooses
   the hash at run time (by name from a command line or a protocol). */

#ifndef THISTLE_HASH_H
#define THISTLE_HASH_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* One hash algorithm. ctx points to context_size bytes the caller provides
   (suitably aligned for uint64_t, as malloc gives); the functions behave like
   thistle_<name>_init, _update and _digest. */
struct thistle_hash {
  const char *name;           /* canonical name: "sha256", "sha512_256" ... */
  size_t digest_size;         /* bytes */
  size_t block_size;          /* bytes */
  size_t context_size;        /* bytes */
  void (*init)(void *ctx);
  void (*update)(void *ctx, const void *data, size_t length);
  void (*digest)(void *ctx, uint8_t *digest);
};

/* All algorithms, weakest first, ending with a NULL pointer. */
extern const struct thistle_hash *const thistle_hashes[];

/* Returns the algorithm called name, or NULL if there is none. The name is
   the canonical one in any case, with '_' or '-' or '/' for its '_' and an
   optional '-' or '_' before its first digit: "sha256", "SHA256",
   "SHA-256", "sha512_256", "SHA512/256" and "SHA-512/256" are recognised,
   "sha/256" and "s-h-a-256" are not. */
const struct thistle_hash *thistle_hash_lookup(const char *name);

/* Returns the token of the compression code in use for the algorithm called
   name (as thistle_hash_lookup understands it), or for the name "sha3" of
   the Keccak-f[1600] code every SHA-3 function (SHAKE, cSHAKE and KMAC
   among them) uses: "c" for the portable C code, or the instruction set of
   an assembly variant ("x86_64", "sha_ni", ...). Returns NULL for an
   unknown name. */
const char *thistle_implementation(const char *name);

#ifdef __cplusplus
}
#endif

#endif /* THISTLE_HASH_H */
