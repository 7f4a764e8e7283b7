/* SPDX-License-Identifier: ISC */
/* examples/bench-library.h: what the benchmark measures, behind one small
   interface: an algorithm (a hash, or HMAC over it) and the key
   derivations as one library offers them, thistle itself or a peer. Each
   library is one file, bench-<name>.c, defining one bench_library; a new
   kind of row only needs these operations. */

#ifndef BENCH_LIBRARY_H
#define BENCH_LIBRARY_H

#include <stddef.h>
#include <stdint.h>

#include "thistle/hash.h"
#include "compress.h"

/* An algorithm of the table. */
struct bench_algorithm {
  const struct thistle_hash *hash;      /* name, sizes */
  int hmac;                             /* 1: HMAC over hash */
};

/* Every HMAC row's key, set once when the subject is opened: a message
   then costs what it costs under a key already in use (restarting from
   the keyed state, absorbing, both finishing hashes), never key set-up. */
#define BENCH_HMAC_KEY_SIZE 32
extern const uint8_t bench_hmac_key[BENCH_HMAC_KEY_SIZE];

/* An algorithm opened in one library, ready to be timed. */
struct bench_subject {
  void *state;
  /* Begins a streaming message (NULL for HMAC, which has no such rows). */
  void (*start)(void *state);
  /* Absorbs length bytes into the streaming message. */
  void (*update)(void *state, const uint8_t *data, size_t length);
  /* Computes the digest (or MAC) of one whole message into out: begins,
     absorbs, finishes. */
  void (*message)(void *state, const uint8_t *data, size_t length,
                  uint8_t *out);
  /* Writes the next length bytes of the streaming message's output
     (SHAKE only; NULL elsewhere, and where the library has no way to
     continue an output stream it restarts the output of the empty
     message instead, which costs the same permutations). */
  void (*squeeze)(void *state, uint8_t *out, size_t length);
  /* SHAKE only (NULL elsewhere): absorbs length bytes common to the
     messages that follow (length 0: none) into a prefix that xof_message
     and many start from; data stays readable until the next call or
     close. */
  void (*set_prefix)(void *state, const uint8_t *data, size_t length);
  /* SHAKE only: writes out_length bytes of the output of the prefix and
     data, one whole message. */
  void (*xof_message)(void *state, const uint8_t *data, size_t length,
                      uint8_t *out, size_t out_length);
  /* Computes the digests of n whole messages at once into out, back to
     back; for SHAKE, out_length bytes of output each, after the prefix
     (thistle's many API; NULL where the library has none). */
  void (*many)(void *state, size_t n, const uint8_t *const data[],
               const size_t length[], uint8_t *out, size_t out_length);
  void (*close)(void *state);
};

/* A library the benchmark drives. */
struct bench_library {
  const char *name;             /* "thistle", "openssl", ...: rows and CSV */
  /* Its name and version as it reports them, for the header. */
  const char *(*version)(void);
  /* Opens algorithm into subject; returns 0 if the library lacks it. */
  int (*open)(const struct bench_algorithm *algorithm,
              struct bench_subject *subject);
  /* One derivation of PBKDF2-HMAC and of HKDF over hash, each called as
     the library documents it; each returns 0, or -1 where the library
     lacks the function over hash. NULL: it has none over any hash. */
  int (*pbkdf2)(const struct thistle_hash *hash, const uint8_t *password,
                size_t password_length, const uint8_t *salt,
                size_t salt_length, unsigned iterations, uint8_t *out,
                size_t length);
  int (*hkdf)(const struct thistle_hash *hash, const uint8_t *salt,
              size_t salt_length, const uint8_t *ikm, size_t ikm_length,
              const uint8_t *info, size_t info_length, uint8_t *out,
              size_t length);
  /* Keccak-f[1600] alone on 25 lanes, where the library exports it
     (nettle's sha3_permute), for the keccak_permute line; NULL where it
     does not (thistle's are its sha3 variants). */
  void (*keccak_permute)(uint64_t state[25]);
};

/* The algorithms of the table (bench-hashes.c): thistle_hashes, then
   SHAKE128 and SHAKE256 as hashes of BENCH_XOF_OUTPUT bytes of output,
   ending with NULL; the one called name (as thistle_hash_lookup, or
   shake128, shake256), or NULL; whether hash is one of the SHAKEs; its
   compression family, and the token of the variant in use for it. */
#define BENCH_XOF_OUTPUT 32
extern const struct thistle_hash bench_shake128, bench_shake256;
const struct thistle_hash *const *bench_hashes(void);
const struct thistle_hash *bench_hash_lookup(const char *name);
int bench_hash_is_xof(const struct thistle_hash *hash);
enum thistle_family bench_hash_family(const struct thistle_hash *hash);
const char *bench_implementation(const struct thistle_hash *hash);

/* thistle (bench-thistle.c), and each peer library (bench-openssl.c,
   bench-nettle.c, bench-gcrypt.c), defined when configure found it. */
extern const struct bench_library bench_thistle;
/* thistle's HMAC and KDFs over a struct thistle_hash, not a peer: its rows
   follow thistle's and count in no "vs best peer"
   (bench-thistle-generic.c). */
extern const struct bench_library bench_thistle_generic;
extern const struct bench_library bench_openssl, bench_nettle, bench_gcrypt;

#endif /* BENCH_LIBRARY_H */
