/* SPDX-License-Identifier: ISC */
/* compress.h: the compression functions, every variant's prototype in one
   place, and the table of variants that tests and the benchmark walk.

   A compress_n function runs the FIPS 180-4 compression function over
   `blocks` whole blocks at data (any alignment; blocks may be 0), updating
   state in place. The front ends (sha1.c, sha256.c, sha512.c) call it once
   per update with every whole block they have, through the name
   _thistle_<family>_compress_n: in a fat build a function pointer that
   fat.c sets at load time, otherwise the variant configure chose.

   The sha3 family's unit is the sponge's instead (FIPS 202, 4): absorb_n
   XORs each of `blocks` whole blocks of `rate` bytes at data (any
   alignment; blocks may be 0), as rate/8 little-endian 64-bit words, into
   lanes 0..rate/8-1 and applies Keccak-f[1600]; squeeze_n, blocks times
   (blocks may be 0), applies Keccak-f[1600] and then writes the state's
   first rate bytes (rate/8 little-endian lanes) at out, each block's
   right after the one before (any alignment). rate is one of 168, 144,
   136, 104 and 72, or for squeeze_n 0: one block of rate 0 (out unused,
   may be NULL) is the permutation alone. At every call boundary the state is canonical: 25 lanes in host
   byte order, lane (x, y) at index x + 5 y, so any variant continues any
   other's state (a variant computing in another form converts on entry
   and back on exit). The front ends (sponge-internal.h) call them as
   _thistle_sha3_absorb_n and _thistle_sha3_squeeze_n. */

#ifndef THISTLE_COMPRESS_H
#define THISTLE_COMPRESS_H

#include <stddef.h>
#include <stdint.h>

#include "config.h"
#include "endian-internal.h"

/* Internal symbols stay out of the shared library's dynamic symbol table,
   so references to them are direct (no PLT or GOT). */
#define THISTLE_INTERNAL __attribute__((visibility("hidden")))

typedef void thistle_sha1_compress_n_func(uint32_t state[5],
                                          const uint8_t *data, size_t blocks);
typedef void thistle_sha256_compress_n_func(uint32_t state[8],
                                            const uint8_t *data, size_t blocks);
typedef void thistle_sha512_compress_n_func(uint64_t state[8],
                                            const uint8_t *data, size_t blocks);
typedef void thistle_sha3_absorb_n_func(uint64_t state[25],
                                        const uint8_t *data, size_t blocks,
                                        size_t rate);
typedef void thistle_sha3_squeeze_n_func(uint64_t state[25], uint8_t *out,
                                         size_t blocks, size_t rate);

/* Round constants, once (FIPS 180-4, 4.2.2 and 4.2.3), 64-byte aligned so
   assembly may load them with aligned vector loads. */
extern const uint32_t _thistle_sha256_k[64] THISTLE_INTERNAL;
extern const uint64_t _thistle_sha512_k[80] THISTLE_INTERNAL;
/* Keccak-f[1600]'s round constants (FIPS 202, 3.2.5), 64-byte aligned. */
extern const uint64_t _thistle_sha3_round_constants[24] THISTLE_INTERNAL;

/* The portable C variants: always built, the reference for all others. */
thistle_sha1_compress_n_func _thistle_sha1_compress_n_c THISTLE_INTERNAL;
thistle_sha256_compress_n_func _thistle_sha256_compress_n_c THISTLE_INTERNAL;
thistle_sha512_compress_n_func _thistle_sha512_compress_n_c THISTLE_INTERNAL;
thistle_sha3_absorb_n_func _thistle_sha3_absorb_n_c THISTLE_INTERNAL;
thistle_sha3_squeeze_n_func _thistle_sha3_squeeze_n_c THISTLE_INTERNAL;

/* Scalar x86_64 assembly (x86_64/): any x86_64 CPU. */
thistle_sha1_compress_n_func _thistle_sha1_compress_n_x86_64 THISTLE_INTERNAL;
thistle_sha256_compress_n_func _thistle_sha256_compress_n_x86_64 THISTLE_INTERNAL;
thistle_sha512_compress_n_func _thistle_sha512_compress_n_x86_64 THISTLE_INTERNAL;
thistle_sha3_absorb_n_func _thistle_sha3_absorb_n_x86_64 THISTLE_INTERNAL;
thistle_sha3_squeeze_n_func _thistle_sha3_squeeze_n_x86_64 THISTLE_INTERNAL;

/* Scalar 32-bit x86 assembly (x86/): any i686 CPU. SHA-512 stays C there. */
thistle_sha1_compress_n_func _thistle_sha1_compress_n_x86 THISTLE_INTERNAL;
thistle_sha256_compress_n_func _thistle_sha256_compress_n_x86 THISTLE_INTERNAL;

/* The SHA extensions (x86_64/sha_ni/ in 64-bit builds, x86/sha_ni/ in
   32-bit ones: the same names, as a build has only one of them). */
thistle_sha1_compress_n_func _thistle_sha1_compress_n_sha_ni THISTLE_INTERNAL;
thistle_sha256_compress_n_func _thistle_sha256_compress_n_sha_ni THISTLE_INTERNAL;
/* SHA-1's with sha1msg1/sha1msg2 for every scheduled word. */
thistle_sha1_compress_n_func _thistle_sha1_compress_n_sha_ni_msg THISTLE_INTERNAL;

/* AVX2, BMI1 and BMI2 (x86_64/avx2/); SHA-3's is scalar, with BMI1's
   andn and BMI2's rorx. */
thistle_sha1_compress_n_func _thistle_sha1_compress_n_avx2 THISTLE_INTERNAL;
thistle_sha256_compress_n_func _thistle_sha256_compress_n_avx2 THISTLE_INTERNAL;
thistle_sha512_compress_n_func _thistle_sha512_compress_n_avx2 THISTLE_INTERNAL;
/* SHA-256's and SHA-512's with the rounds for six integer ALUs (and
   SHA-512's avx512 one's). */
thistle_sha256_compress_n_func _thistle_sha256_compress_n_avx2_alu6 THISTLE_INTERNAL;
thistle_sha512_compress_n_func _thistle_sha512_compress_n_avx2_alu6 THISTLE_INTERNAL;
thistle_sha3_absorb_n_func _thistle_sha3_absorb_n_avx2 THISTLE_INTERNAL;
thistle_sha3_squeeze_n_func _thistle_sha3_squeeze_n_avx2 THISTLE_INTERNAL;
/* Keccak-f[1600], rows 0-1 of the state with andn and rorx beside rows
   2-4 in xmm registers with vpternlogq and vprolq (x86_64/avx512/). */
thistle_sha3_absorb_n_func _thistle_sha3_absorb_n_avx512 THISTLE_INTERNAL;
thistle_sha3_squeeze_n_func _thistle_sha3_squeeze_n_avx512 THISTLE_INTERNAL;

/* AVX-512 VL for the schedule, with AVX2, BMI1 and BMI2 (x86_64/avx512/). */
thistle_sha512_compress_n_func _thistle_sha512_compress_n_avx512 THISTLE_INTERNAL;
thistle_sha512_compress_n_func _thistle_sha512_compress_n_avx512_alu6 THISTLE_INTERNAL;

/* SSSE3 (x86_64/ssse3/). */
thistle_sha1_compress_n_func _thistle_sha1_compress_n_ssse3 THISTLE_INTERNAL;
thistle_sha256_compress_n_func _thistle_sha256_compress_n_ssse3 THISTLE_INTERNAL;

/* The Armv8 SHA instructions, one family each (arm64/sha1/, arm64/sha2/,
   arm64/sha512/). */
thistle_sha1_compress_n_func _thistle_sha1_compress_n_sha1 THISTLE_INTERNAL;
thistle_sha256_compress_n_func _thistle_sha256_compress_n_sha2 THISTLE_INTERNAL;
thistle_sha512_compress_n_func _thistle_sha512_compress_n_sha512 THISTLE_INTERNAL;

/* Keccak-f[1600] in general-purpose registers (arm64/): any AArch64 CPU. */
thistle_sha3_absorb_n_func _thistle_sha3_absorb_n_arm64 THISTLE_INTERNAL;
thistle_sha3_squeeze_n_func _thistle_sha3_squeeze_n_arm64 THISTLE_INTERNAL;

/* Keccak-f[1600] with the Armv8.2 SHA-3 instructions (arm64/sha3/). */
thistle_sha3_absorb_n_func _thistle_sha3_absorb_n_sha3 THISTLE_INTERNAL;
thistle_sha3_squeeze_n_func _thistle_sha3_squeeze_n_sha3 THISTLE_INTERNAL;

/* The primitive the front ends call. */
#define THISTLE_PASTE_(a, b) a##b
#define THISTLE_PASTE(a, b) THISTLE_PASTE_(a, b)
#if THISTLE_FAT
/* Pointers set by fat.c; read atomically (a plain load on x86) so
   that a thread racing the first initialisation is well defined. */
extern thistle_sha1_compress_n_func *_thistle_sha1_compress_n_ptr THISTLE_INTERNAL;
extern thistle_sha256_compress_n_func *_thistle_sha256_compress_n_ptr THISTLE_INTERNAL;
extern thistle_sha512_compress_n_func *_thistle_sha512_compress_n_ptr THISTLE_INTERNAL;
extern thistle_sha3_absorb_n_func *_thistle_sha3_absorb_n_ptr THISTLE_INTERNAL;
extern thistle_sha3_squeeze_n_func *_thistle_sha3_squeeze_n_ptr THISTLE_INTERNAL;
# define _thistle_sha1_compress_n \
  (__atomic_load_n(&_thistle_sha1_compress_n_ptr, __ATOMIC_ACQUIRE))
# define _thistle_sha256_compress_n \
  (__atomic_load_n(&_thistle_sha256_compress_n_ptr, __ATOMIC_ACQUIRE))
# define _thistle_sha512_compress_n \
  (__atomic_load_n(&_thistle_sha512_compress_n_ptr, __ATOMIC_ACQUIRE))
# define _thistle_sha3_absorb_n \
  (__atomic_load_n(&_thistle_sha3_absorb_n_ptr, __ATOMIC_ACQUIRE))
# define _thistle_sha3_squeeze_n \
  (__atomic_load_n(&_thistle_sha3_squeeze_n_ptr, __ATOMIC_ACQUIRE))
#else
# define _thistle_sha1_compress_n \
  THISTLE_PASTE(_thistle_sha1_compress_n_, THISTLE_SHA1_VARIANT)
# define _thistle_sha256_compress_n \
  THISTLE_PASTE(_thistle_sha256_compress_n_, THISTLE_SHA256_VARIANT)
# define _thistle_sha512_compress_n \
  THISTLE_PASTE(_thistle_sha512_compress_n_, THISTLE_SHA512_VARIANT)
# define _thistle_sha3_absorb_n \
  THISTLE_PASTE(_thistle_sha3_absorb_n_, THISTLE_SHA3_VARIANT)
# define _thistle_sha3_squeeze_n \
  THISTLE_PASTE(_thistle_sha3_squeeze_n_, THISTLE_SHA3_VARIANT)
#endif

/* The hash families, by the compression function they share. */
enum thistle_family {
  THISTLE_FAMILY_SHA1,
  THISTLE_FAMILY_SHA256,                /* SHA-224, SHA-256 */
  THISTLE_FAMILY_SHA512,                /* SHA-384, SHA-512, SHA-512/t */
  THISTLE_FAMILY_SHA3                   /* SHA3-*, SHAKE, cSHAKE, KMAC */
};
#define THISTLE_N_FAMILIES 4

/* A family's block and state sizes in bytes; the largest block of any
   family, for stack buffers. The sha3 family's block is a rate, the
   algorithm's: its block size here is the largest, SHAKE128's 168, and
   _thistle_family_block_sizes lists them all for code that must cover
   each (the variant tests). */
#define THISTLE_MAX_BLOCK_SIZE 168

static inline size_t
_thistle_family_block_size(enum thistle_family family)
{
  return family == THISTLE_FAMILY_SHA3 ? 168
    : family == THISTLE_FAMILY_SHA512 ? 128 : 64;
}

/* The block sizes of a family, *count of them: one, or the five rates of
   the sha3 family (FIPS 202, 6.1 and 6.2), largest first. */
static inline const size_t *
_thistle_family_block_sizes(enum thistle_family family, size_t *count)
{
  static const size_t sha3_rates[] = { 168, 144, 136, 104, 72 };
  static const size_t md_block_sizes[] = { 64, 64, 128 };
  if (family == THISTLE_FAMILY_SHA3)
    {
      *count = sizeof(sha3_rates) / sizeof(sha3_rates[0]);
      return sha3_rates;
    }
  *count = 1;
  return &md_block_sizes[family];
}

static inline size_t
_thistle_family_state_size(enum thistle_family family)
{
  return family == THISTLE_FAMILY_SHA1 ? 5 * 4
    : family == THISTLE_FAMILY_SHA256 ? 8 * 4
    : family == THISTLE_FAMILY_SHA3 ? 25 * 8 : 8 * 8;
}

/* The largest state of any family, in bytes. */
#define THISTLE_MAX_STATE_SIZE (25 * 8)

/* The bytes of a family's state words, and of the message length that
   padding ends with (FIPS 180-4, 5.1); these and the digest writer below
   are the Merkle-Damgard families' only. */
static inline size_t
_thistle_family_word_size(enum thistle_family family)
{
  return family == THISTLE_FAMILY_SHA512 ? 8 : 4;
}

static inline size_t
_thistle_family_length_size(enum thistle_family family)
{
  return family == THISTLE_FAMILY_SHA512 ? 16 : 8;
}

/* Writes the first length bytes of a family's state words, big-endian:
   its digest. */
static inline void
_thistle_family_write_state(enum thistle_family family, uint8_t *out,
                            size_t length, const void *state)
{
  if (_thistle_family_word_size(family) == 4)
    write_be32_prefix(out, length, state);
  else
    write_be64_prefix(out, length, state);
}

/* The name of a family's compress function, "sha256_compress_n", or
   "sha3_absorb_n". */
static inline const char *
_thistle_family_name(enum thistle_family family)
{
  switch (family)
    {
    case THISTLE_FAMILY_SHA1: return "sha1_compress_n";
    case THISTLE_FAMILY_SHA256: return "sha256_compress_n";
    case THISTLE_FAMILY_SHA512: return "sha512_compress_n";
    case THISTLE_FAMILY_SHA3: return "sha3_absorb_n";
    }
  return "?";
}

/* The family whose compression function the algorithm hash (an entry of
   thistle_hashes) uses. */
struct thistle_hash;
enum thistle_family
_thistle_hash_family(const struct thistle_hash *hash) THISTLE_INTERNAL;

/* One compress_n variant compiled into this build. */
struct thistle_variant {
  enum thistle_family family;
  const char *token;                    /* "c", "x86_64", "sha_ni", ... */
  /* The token, or for a second instruction schedule of the token's code
     the token and the schedule's name ("avx2_alu6"): the function's name
     is _thistle_<family>_<name>. */
  const char *name;
  union {
    thistle_sha1_compress_n_func *sha1;
    thistle_sha256_compress_n_func *sha256;
    thistle_sha512_compress_n_func *sha512;
    struct {
      thistle_sha3_absorb_n_func *absorb_n;   /* first: what compress_n is */
      thistle_sha3_squeeze_n_func *squeeze_n;
    } sha3;
  } compress_n;
  /* The CPU features its code uses (enum thistle_feature, fat-setup.h):
     both dispatch and the tests decide from this whether it can run. */
  unsigned requires;
  /* Core cycles per block on the reference CPU, in the unit of
     thistle_lane_core.cost (lane-cores.h): what lane cores must beat. */
  unsigned cost;
  /* 0, or the kinds of CPU (enum thistle_uarch, fat-setup.h) the schedule
     was made for: dispatch chooses the row on those only, before the
     token's other row; the tests run it wherever its features are. */
  unsigned uarch;
};

/* Runs variant v over blocks whole blocks of block_size bytes at data
   (the family's block size, for sha3 one of its rates); state is the
   family's state array (uint32_t[5], uint32_t[8], uint64_t[8] or
   uint64_t[25]). */
static inline void
_thistle_variant_absorb(const struct thistle_variant *v, void *state,
                        const uint8_t *data, size_t blocks, size_t block_size)
{
  switch (v->family)
    {
    case THISTLE_FAMILY_SHA1: v->compress_n.sha1(state, data, blocks); break;
    case THISTLE_FAMILY_SHA256: v->compress_n.sha256(state, data, blocks); break;
    case THISTLE_FAMILY_SHA512: v->compress_n.sha512(state, data, blocks); break;
    case THISTLE_FAMILY_SHA3:
      v->compress_n.sha3.absorb_n(state, data, blocks, block_size);
      break;
    }
}

/* The same over blocks of the family's block size. (Only sha3 reads
   block_size; passing its block size as a constant keeps the others'
   calls as simple as before.) */
static inline void
_thistle_variant_call(const struct thistle_variant *v, void *state,
                      const uint8_t *data, size_t blocks)
{
  _thistle_variant_absorb(v, state, data, blocks,
                          _thistle_family_block_size(THISTLE_FAMILY_SHA3));
}

/* Every variant of this build, ending with an entry whose token is NULL.
   Within a family the order is the order of preference: dispatch takes
   the first one the CPU can run. */
extern const struct thistle_variant _thistle_variants[] THISTLE_INTERNAL;


/* PBKDF2-HMAC-SHA-256's iterations in registers with the SHA extensions
   (x86_64/sha_ni/sha256-pbkdf2.asm; pbkdf2.c uses it where the SHA-256
   variant in use is sha_ni): ut is U_j then the running xor of the U, as
   state words, key the inner then the outer HMAC key state, iterations
   how many more to run. The ABI is that of compress_n. */
void _thistle_sha256_pbkdf2_sha_ni(uint32_t ut[16], const uint32_t key[16],
                                   size_t iterations) THISTLE_INTERNAL;
/* The same for HMAC-SHA-1 (x86_64/sha_ni/sha1-pbkdf2.asm), every state in
   sha1rnds4's layout: a..d as the words d, c, b, a, then e as 0, 0, 0, e;
   key 16-byte aligned. Its rounds are scheduled as those of
   _thistle_sha1_compress_n_sha_ni, and pbkdf2.c runs it where that is the
   variant in use. */
void _thistle_sha1_pbkdf2_sha_ni(uint32_t ut[16], const uint32_t key[16],
                                 size_t iterations) THISTLE_INTERNAL;
/* The same, its rounds scheduled as _thistle_sha1_compress_n_sha_ni_msg's
   (pbkdf2.c runs it where that is the variant in use). */
void _thistle_sha1_pbkdf2_sha_ni_msg(uint32_t ut[16], const uint32_t key[16],
                                     size_t iterations) THISTLE_INTERNAL;

#endif /* THISTLE_COMPRESS_H */
