/* SPDX-License-Identifier: ISC */
/* lane-cores.h: lane cores, every core's prototype, and the table of them
   (lane-cores.c) that thistle_<family>_many, PBKDF2, the tests and the
   benchmark walk. */

#ifndef THISTLE_LANE_CORES_H
#define THISTLE_LANE_CORES_H

#include "compress.h"

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
   direction flag clear, every vector register may be clobbered), and so
   is the promise to return with the registers and the frame that held
   state or message words zeroed (doc/design.md, "Secrets left behind").

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

/* The sha3 family's lane cores are the sponge's two steps (compress.h)
   over L states at once: absorb(state, data, blocks, rate) does what L
   calls of absorb_n(state[i], data[i], blocks, rate) would (state[i] 25
   canonical lanes, only 8-byte aligned; data[i] any alignment; rate one
   of the five; blocks 0 reads and writes nothing); squeeze(state, out,
   blocks, rate) does, blocks times, permute(state[i]) and then writes the
   state's first rate bytes (little-endian lanes) at out[i], each block's
   right after the one before (any alignment; blocks 0 does nothing); and
   permute(state), the squeeze of one block of rate 0, what L calls of
   permute(state[i]) would. Lanes may share a state and an output when
   they compute the same values (idle lanes repeating another): every
   state is read before any is written. Their symbols are
   _thistle_sha3_{absorb,squeeze,permute}_x<L>_<token>, in
   x86_64/<token>/sha3-absorb-x<L>.asm; sha3-many.c schedules onto them. */
typedef void thistle_sha3_absorb_lanes_func(uint64_t *const state[],
                                            const uint8_t *const data[],
                                            size_t blocks, size_t rate);
typedef void thistle_sha3_squeeze_lanes_func(uint64_t *const state[],
                                             uint8_t *const out[],
                                             size_t blocks, size_t rate);
typedef void thistle_sha3_permute_lanes_func(uint64_t *const state[]);

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
/* Four Keccak states, one per 64-bit lane of a ymm register
   (x86_64/avx2/), and eight per zmm register (x86_64/avx512/). */
thistle_sha3_absorb_lanes_func _thistle_sha3_absorb_x4_avx2 THISTLE_INTERNAL;
thistle_sha3_squeeze_lanes_func _thistle_sha3_squeeze_x4_avx2 THISTLE_INTERNAL;
thistle_sha3_permute_lanes_func _thistle_sha3_permute_x4_avx2 THISTLE_INTERNAL;
thistle_sha3_absorb_lanes_func _thistle_sha3_absorb_x8_avx512 THISTLE_INTERNAL;
thistle_sha3_squeeze_lanes_func _thistle_sha3_squeeze_x8_avx512 THISTLE_INTERNAL;
thistle_sha3_permute_lanes_func _thistle_sha3_permute_x8_avx512 THISTLE_INTERNAL;

/* The most lanes a core may have. */
#define THISTLE_MAX_LANES 16
/* The most lanes a sha3 core may have: sha3-many.c keeps twice as many
   sponges (a state and two blocks each) on its stack. many-test fails on
   a wider sha3 core in the table. */
#define THISTLE_MAX_SHA3_LANES 8

/* One lane core compiled into this build. */
struct thistle_lane_core {
  enum thistle_family family;
  const char *token;                    /* the instruction set, as variants' */
  unsigned lanes;                       /* 2 .. THISTLE_MAX_LANES */
  union {
    thistle_sha1_compress_lanes_func *sha1;
    thistle_sha256_compress_lanes_func *sha256;
    thistle_sha512_compress_lanes_func *sha512;
    struct {
      thistle_sha3_absorb_lanes_func *absorb;   /* first: what compress is */
      thistle_sha3_squeeze_lanes_func *squeeze;
      thistle_sha3_permute_lanes_func *permute;
    } sha3;
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
   above; state[i] points to the family's state array. A sha3 core
   absorbs at the family's block size, as _thistle_variant_call does. */
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
    case THISTLE_FAMILY_SHA3:
      core->compress.sha3.absorb(state64, data, blocks,
                                 _thistle_family_block_size(core->family));
      break;
    }
}

/* Every lane core of this build, ending with an entry whose token is
   NULL. */
extern const struct thistle_lane_core _thistle_lane_cores[] THISTLE_INTERNAL;

/* The core thistle_<family>_many starts a batch of n equal messages with,
   or NULL when it hashes them one by one with compress_n. */
const struct thistle_lane_core *
_thistle_many_core(enum thistle_family family, size_t n) THISTLE_INTERNAL;

#endif /* THISTLE_LANE_CORES_H */
