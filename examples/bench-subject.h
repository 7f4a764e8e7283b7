/* SPDX-License-Identifier: ISC */
/* examples/bench-subject.h: what the benchmark measures, behind one small
   interface: an algorithm (a hash, or HMAC over it) as one library offers
   it, thistle itself or a peer. A new peer is one more bench_library; a new
   kind of row only needs these operations. */

#ifndef BENCH_SUBJECT_H
#define BENCH_SUBJECT_H

#include <stddef.h>
#include <stdint.h>

#include "thistle/hash.h"

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
  /* Computes the digests of n whole messages at once into out, back to
     back (thistle's many API; NULL where the library has none). */
  void (*many)(void *state, size_t n, const uint8_t *const data[],
               const size_t length[], uint8_t *out);
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
};

extern const struct bench_library bench_thistle;

/* Each peer library, defined when configure found it. */
extern const struct bench_library bench_openssl, bench_nettle, bench_gcrypt;

/* The peers configure found, ending with NULL. */
extern const struct bench_library *const bench_peers[];

#endif /* BENCH_SUBJECT_H */
