/* SPDX-License-Identifier: ISC */
/* compress.h: the compression functions, every variant's prototype in one
   place, and the table of variants that tests and the benchmark walk.

   A compress_n function runs the FIPS 180-4 compression function over
   `blocks` whole blocks at data (any alignment; blocks may be 0), updating
   state in place. The front ends (sha1.c, sha256.c, sha512.c) call it once
   per update with every whole block they have, through the name
   _thistle_<family>_compress_n: in a fat build a function pointer that
   fat-x86.c sets at load time, otherwise the variant configure chose. */

#ifndef THISTLE_COMPRESS_H
#define THISTLE_COMPRESS_H

#include <stddef.h>
#include <stdint.h>

#include "config.h"

/* Internal symbols stay out of the shared library's dynamic symbol table,
   so references to them are direct (no PLT or GOT). */
#define THISTLE_INTERNAL __attribute__((visibility("hidden")))

typedef void thistle_sha1_compress_n_func(uint32_t state[5],
                                          const uint8_t *data, size_t blocks);
typedef void thistle_sha256_compress_n_func(uint32_t state[8],
                                            const uint8_t *data, size_t blocks);
typedef void thistle_sha512_compress_n_func(uint64_t state[8],
                                            const uint8_t *data, size_t blocks);

/* Round constants, once (FIPS 180-4, 4.2.2 and 4.2.3), 64-byte aligned so
   assembly may load them with aligned vector loads. */
extern const uint32_t _thistle_sha256_k[64] THISTLE_INTERNAL;
extern const uint64_t _thistle_sha512_k[80] THISTLE_INTERNAL;

/* The portable C variants: always built, the reference for all others. */
thistle_sha1_compress_n_func _thistle_sha1_compress_n_c THISTLE_INTERNAL;
thistle_sha256_compress_n_func _thistle_sha256_compress_n_c THISTLE_INTERNAL;
thistle_sha512_compress_n_func _thistle_sha512_compress_n_c THISTLE_INTERNAL;

/* Scalar x86_64 assembly (x86_64/): any x86_64 CPU. */
thistle_sha1_compress_n_func _thistle_sha1_compress_n_x86_64 THISTLE_INTERNAL;
thistle_sha256_compress_n_func _thistle_sha256_compress_n_x86_64 THISTLE_INTERNAL;
thistle_sha512_compress_n_func _thistle_sha512_compress_n_x86_64 THISTLE_INTERNAL;

/* Scalar 32-bit x86 assembly (x86/): any i686 CPU. SHA-512 stays C there. */
thistle_sha1_compress_n_func _thistle_sha1_compress_n_x86 THISTLE_INTERNAL;
thistle_sha256_compress_n_func _thistle_sha256_compress_n_x86 THISTLE_INTERNAL;

/* The SHA extensions (x86_64/sha_ni/ in 64-bit builds, x86/sha_ni/ in
   32-bit ones: the same names, as a build has only one of them). */
thistle_sha1_compress_n_func _thistle_sha1_compress_n_sha_ni THISTLE_INTERNAL;
thistle_sha256_compress_n_func _thistle_sha256_compress_n_sha_ni THISTLE_INTERNAL;

/* AVX2 + BMI2, and BMI1 for SHA-1 and SHA-512 (x86_64/avx2/). */
thistle_sha1_compress_n_func _thistle_sha1_compress_n_avx2 THISTLE_INTERNAL;
thistle_sha256_compress_n_func _thistle_sha256_compress_n_avx2 THISTLE_INTERNAL;
thistle_sha512_compress_n_func _thistle_sha512_compress_n_avx2 THISTLE_INTERNAL;

/* AVX-512 VL for the schedule, with AVX2, BMI1 and BMI2 (x86_64/avx512/). */
thistle_sha512_compress_n_func _thistle_sha512_compress_n_avx512 THISTLE_INTERNAL;

/* SSSE3 (x86_64/ssse3/). */
thistle_sha1_compress_n_func _thistle_sha1_compress_n_ssse3 THISTLE_INTERNAL;
thistle_sha256_compress_n_func _thistle_sha256_compress_n_ssse3 THISTLE_INTERNAL;

/* The primitive the front ends call. */
#define THISTLE_PASTE_(a, b) a##b
#define THISTLE_PASTE(a, b) THISTLE_PASTE_(a, b)
#if THISTLE_FAT
/* Pointers set by fat-x86.c; read atomically (a plain load on x86) so
   that a thread racing the first initialisation is well defined. */
extern thistle_sha1_compress_n_func *_thistle_sha1_compress_n_ptr THISTLE_INTERNAL;
extern thistle_sha256_compress_n_func *_thistle_sha256_compress_n_ptr THISTLE_INTERNAL;
extern thistle_sha512_compress_n_func *_thistle_sha512_compress_n_ptr THISTLE_INTERNAL;
# define _thistle_sha1_compress_n \
  (__atomic_load_n(&_thistle_sha1_compress_n_ptr, __ATOMIC_ACQUIRE))
# define _thistle_sha256_compress_n \
  (__atomic_load_n(&_thistle_sha256_compress_n_ptr, __ATOMIC_ACQUIRE))
# define _thistle_sha512_compress_n \
  (__atomic_load_n(&_thistle_sha512_compress_n_ptr, __ATOMIC_ACQUIRE))
#else
# define _thistle_sha1_compress_n \
  THISTLE_PASTE(_thistle_sha1_compress_n_, THISTLE_SHA1_VARIANT)
# define _thistle_sha256_compress_n \
  THISTLE_PASTE(_thistle_sha256_compress_n_, THISTLE_SHA256_VARIANT)
# define _thistle_sha512_compress_n \
  THISTLE_PASTE(_thistle_sha512_compress_n_, THISTLE_SHA512_VARIANT)
#endif

/* The hash families, by the compression function they share. */
enum thistle_family {
  THISTLE_FAMILY_SHA1,
  THISTLE_FAMILY_SHA256,                /* SHA-224, SHA-256 */
  THISTLE_FAMILY_SHA512                 /* SHA-384, SHA-512, SHA-512/t */
};
#define THISTLE_N_FAMILIES 3

/* A family's block and state sizes in bytes. */
static inline size_t
_thistle_family_block_size(enum thistle_family family)
{
  return family == THISTLE_FAMILY_SHA512 ? 128 : 64;
}

static inline size_t
_thistle_family_state_size(enum thistle_family family)
{
  return family == THISTLE_FAMILY_SHA1 ? 5 * 4
    : family == THISTLE_FAMILY_SHA256 ? 8 * 4 : 8 * 8;
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
  union {
    thistle_sha1_compress_n_func *sha1;
    thistle_sha256_compress_n_func *sha256;
    thistle_sha512_compress_n_func *sha512;
  } compress_n;
  /* The CPU features its code uses (enum thistle_feature, fat-setup.h):
     both dispatch and the tests decide from this whether it can run. */
  unsigned requires;
  /* Core cycles per block on the reference CPU, in the unit of
     thistle_lane_core.cost: what lane cores must beat. */
  unsigned cost;
};

/* Runs variant v over blocks whole blocks at data; state is the family's
   state array (uint32_t[5], uint32_t[8] or uint64_t[8]). */
static inline void
_thistle_variant_call(const struct thistle_variant *v, void *state,
                      const uint8_t *data, size_t blocks)
{
  switch (v->family)
    {
    case THISTLE_FAMILY_SHA1: v->compress_n.sha1(state, data, blocks); break;
    case THISTLE_FAMILY_SHA256: v->compress_n.sha256(state, data, blocks); break;
    case THISTLE_FAMILY_SHA512: v->compress_n.sha512(state, data, blocks); break;
    }
}

/* Every variant of this build, ending with an entry whose token is NULL.
   Within a family the order is the order of preference: dispatch takes
   the first one the CPU can run. */
extern const struct thistle_variant _thistle_variants[] THISTLE_INTERNAL;

/* The variant the front ends of family use now. */
const struct thistle_variant *
_thistle_variant_in_use(enum thistle_family family) THISTLE_INTERNAL;

/* The name of a family's compress function, "sha256_compress_n". */
const char *_thistle_family_name(enum thistle_family family) THISTLE_INTERNAL;

/* Lane cores: the compression function of one family over several
   independent messages at once, one per lane, interleaved so that the
   execution units work on one message while another waits on a latency.
   thistle_<family>_many (many.c) schedules messages onto them.

   A core with L lanes is called as core(state, data, blocks): state[i]
   (i < L) points to lane i's state (a..e or a..h in memory, only 4-byte
   or 8-byte aligned, as for compress_n), data[i] to lane i's next
   `blocks` whole blocks (any alignment). It runs the compression function
   over each lane's own blocks, updating each state in place, exactly as
   L calls of compress_n(state[i], data[i], blocks) would. blocks may be
   0: nothing is read or written. Lanes never share a state; two lanes may
   read the same data. The arrays hold exactly L pointers and are only
   read. The ABI is that of compress_n (SysV: rbx, rbp, r12-r15 kept,
   direction flag clear, every vector register may be clobbered, vzeroupper
   before returning from AVX code).

   The front end may run a core with fewer messages than lanes: the idle
   lanes then get a scratch state and another lane's data pointer.

   The symbol is _thistle_<family>_compress_x<L>_<token>, in
   x86_64/<token>/<family>-compress-x<L>.asm; the core is an entry of
   _thistle_lane_cores (lane-cores.c), with the features it needs and its
   cost, which is how it is tested, benchmarked and chosen. A new core
   needs: its .asm file, its prototype below, its row (with its measured
   cost) and its name (TOKEN-xL) in the many columns of
   testsuite/override-matrix; many-test then checks it against the C code
   (guard pages and ABI included) and thistle-benchmark's 64xN rows show
   it. A core that mixes kinds of lanes (say two SHA-NI lanes beside eight
   AVX2 lanes in one instruction stream) is one more entry, L the sum. */
typedef void thistle_sha1_compress_lanes_func(uint32_t *const state[],
                                              const uint8_t *const data[],
                                              size_t blocks);
typedef void thistle_sha256_compress_lanes_func(uint32_t *const state[],
                                                const uint8_t *const data[],
                                                size_t blocks);
typedef void thistle_sha512_compress_lanes_func(uint64_t *const state[],
                                                const uint8_t *const data[],
                                                size_t blocks);

/* Two messages interleaved with the SHA extensions (x86_64/sha_ni/). */
thistle_sha1_compress_lanes_func _thistle_sha1_compress_x2_sha_ni THISTLE_INTERNAL;
thistle_sha256_compress_lanes_func _thistle_sha256_compress_x2_sha_ni THISTLE_INTERNAL;
/* The same for SHA-1 with its schedule in AVX-512 VL (x86_64/avx512/). */
thistle_sha1_compress_lanes_func _thistle_sha1_compress_x2_avx512 THISTLE_INTERNAL;
/* Sixteen SHA-1 or SHA-256 messages, one per 32-bit lane of a zmm
   register (x86_64/avx512/). */
thistle_sha1_compress_lanes_func _thistle_sha1_compress_x16_avx512 THISTLE_INTERNAL;
thistle_sha256_compress_lanes_func _thistle_sha256_compress_x16_avx512 THISTLE_INTERNAL;
/* Four SHA-512 messages, one per 64-bit lane of a ymm register
   (x86_64/avx2/). */
thistle_sha512_compress_lanes_func _thistle_sha512_compress_x4_avx2 THISTLE_INTERNAL;
/* The same with the big sigmas from carry-less multiplies (VEX.256
   vpclmulqdq, x86_64/vpclmulqdq/). */
thistle_sha512_compress_lanes_func _thistle_sha512_compress_x4_vpclmulqdq THISTLE_INTERNAL;
/* Eight SHA-512 messages, one per 64-bit lane of a zmm register
   (x86_64/avx512/). */
thistle_sha512_compress_lanes_func _thistle_sha512_compress_x8_avx512 THISTLE_INTERNAL;
/* Eight SHA-1 or SHA-256 messages, one per 32-bit lane of a ymm register
   (x86_64/avx2/). */
thistle_sha1_compress_lanes_func _thistle_sha1_compress_x8_avx2 THISTLE_INTERNAL;
thistle_sha256_compress_lanes_func _thistle_sha256_compress_x8_avx2 THISTLE_INTERNAL;

/* PBKDF2-HMAC-SHA-256's iterations in registers with the SHA extensions
   (x86_64/sha_ni/sha256-pbkdf2.asm; pbkdf2.c uses it where the SHA-256
   variant in use is sha_ni): ut is U_j then the running xor of the U, as
   state words, key the inner then the outer HMAC key state, iterations
   how many more to run. The ABI is that of compress_n. */
void _thistle_sha256_pbkdf2_sha_ni(uint32_t ut[16], const uint32_t key[16],
                                   size_t iterations) THISTLE_INTERNAL;
/* The same for HMAC-SHA-1 (x86_64/sha_ni/sha1-pbkdf2.asm), every state in
   sha1rnds4's layout: a..d as the words d, c, b, a, then e as 0, 0, 0, e;
   key 16-byte aligned. */
void _thistle_sha1_pbkdf2_sha_ni(uint32_t ut[16], const uint32_t key[16],
                                 size_t iterations) THISTLE_INTERNAL;

/* The most lanes a core may have. */
#define THISTLE_MAX_LANES 16

/* One lane core compiled into this build. */
struct thistle_lane_core {
  enum thistle_family family;
  const char *token;                    /* the instruction set, as variants' */
  unsigned lanes;                       /* 2 .. THISTLE_MAX_LANES */
  union {
    thistle_sha1_compress_lanes_func *sha1;
    thistle_sha256_compress_lanes_func *sha256;
    thistle_sha512_compress_lanes_func *sha512;
  } compress;
  unsigned requires;                    /* enum thistle_feature bits */
  /* Core cycles per block per message with every lane busy, measured on
     the reference CPU, an Intel Xeon of the Sapphire Rapids class
     (examples/thistle-benchmark: `many` rows at 4 KiB messages; a
     variant's cost is its `<family>_compress_n` line at 64 blocks per
     call). Only ratios matter: the front end weighs a core against the
     other cores and against the single-stream variant in use. */
  unsigned cost;
};

/* Runs core over state[i] and data[i], i < core->lanes, as described
   above; state[i] points to the family's state array. */
static inline void
_thistle_lane_core_call(const struct thistle_lane_core *core,
                        void *const state[], const uint8_t *const data[],
                        size_t blocks)
{
  uint32_t *state32[THISTLE_MAX_LANES];
  uint64_t *state64[THISTLE_MAX_LANES];
  unsigned i;

  for (i = 0; i < core->lanes; i++)
    {
      state32[i] = state[i];
      state64[i] = state[i];
    }
  switch (core->family)
    {
    case THISTLE_FAMILY_SHA1: core->compress.sha1(state32, data, blocks); break;
    case THISTLE_FAMILY_SHA256: core->compress.sha256(state32, data, blocks); break;
    case THISTLE_FAMILY_SHA512: core->compress.sha512(state64, data, blocks); break;
    }
}

/* Every lane core of this build, ending with an entry whose token is
   NULL. */
extern const struct thistle_lane_core _thistle_lane_cores[] THISTLE_INTERNAL;

/* The core thistle_<family>_many starts a batch of n equal messages with,
   or NULL when it hashes them one by one with compress_n. */
const struct thistle_lane_core *
_thistle_many_core(enum thistle_family family, size_t n) THISTLE_INTERNAL;

#endif /* THISTLE_COMPRESS_H */
