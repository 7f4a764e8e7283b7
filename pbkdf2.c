/* SPDX-License-Identifier: ISC */
/* pbkdf2.c: PBKDF2 (RFC 8018, 5.2) with PRF HMAC over every hash:

     DK = the first dkLen bytes of T_1 || T_2 || ...
     T_i = U_1 ^ U_2 ^ ... ^ U_c
     U_1 = HMAC(P, S || INT(i)),  U_j = HMAC(P, U_(j-1))

   HMAC(P, m) = H(K^opad || H(K^ipad || m)), and the states after the two
   key blocks are the HMAC context's (hmac.c), computed once. U_(j-1) and
   the inner digest are HashLen bytes, less than a block, so each of the two
   hashes of an iteration is one block: the HashLen bytes, then padding and
   length (FIPS 180-4, 5.1) that are the same every time. That block is
   built once per T_i and only its first HashLen bytes are rewritten, so an
   iteration is a state copy and one compress_n call of one block, twice,
   with no buffering front end.

   The T_i are independent: several of them go through one lane core
   (lane-cores.h) together, chosen as thistle_X_many (many.c) would choose
   for as many messages, so on a CPU with lanes they cost little more
   than one. A lone SHA-1 or SHA-256 block where the variant in use is
   sha_ni runs its iterations in registers instead
   (x86_64/sha_ni/sha1-pbkdf2.asm, sha256-pbkdf2.asm). */

#include "config.h"

#include <string.h>

#include "thistle/kdf.h"
#include "thistle/hmac.h"
#include "thistle/memops.h"
#include "compress.h"
#include "endian-internal.h"
#include "fat-setup.h"
#include "lane-cores.h"
#include "wipe-internal.h"

/* 16 bytes moved and combined as one (GCC's and clang's vector
   extension: SSE2 registers on x86, plain words where there is no vector
   unit). The U block is written in whole 16-byte stores because the
   compression function reads it in 16-byte loads right away: a load that
   several narrower stores would have to feed waits for them to reach the
   cache instead of being forwarded, which costs more than the rest of the
   iteration (the state is copied in with memcpy for the same reason). */
typedef uint8_t chunk __attribute__((vector_size(16)));
#if defined __GNUC__ && !defined __clang__
/* Chunks pass by value only between this file's static functions, which
   are inlined: the ABI for vectors without SSE, which GCC warns about on
   32-bit x86, never applies. */
#pragma GCC diagnostic ignored "-Wpsabi"
#endif
#define MAX_CHUNKS 4                    /* a 64-byte digest */

/* Chunk k of a state, as the compression functions store it, as
   big-endian bytes (endian-internal.h): SHA-256's and SHA-512's in whole
   chunks; SHA-1's fifth word alone (a load of 16 bytes over that store
   and older bytes would wait for the store). */
static inline chunk
sha256_chunk(const void *state, size_t k)
{
  chunk y;
  write_be32_chunk((uint8_t *) &y, (const uint8_t *) state + 16 * k);
  return y;
}

static inline chunk
sha512_chunk(const void *state, size_t k)
{
  chunk y;
  write_be64_chunk((uint8_t *) &y, (const uint8_t *) state + 16 * k);
  return y;
}

static inline chunk
sha1_chunk(const void *state, size_t k)
{
  typedef uint32_t words __attribute__((vector_size(16)));
  uint32_t e;
  words x = { 0, 0, 0, 0 };
  chunk y;
  if (k == 0)
    return sha256_chunk(state, 0);
  memcpy(&e, (const uint8_t *) state + 16, sizeof(e));
  x[0] = e;
  write_be32_chunk((uint8_t *) &y, &x);
  return y;
}

struct prf;
struct lane;

/* Runs lanes[0 .. n-1] (n the core's lanes, or 1 with single) through
   the outer hash of U_1 and iterations 2..c (DEFINE_ITERATE); lanes has
   THISTLE_MAX_LANES entries. */
typedef void iterate_func(const struct prf *p,
                          const struct thistle_variant *single,
                          const struct thistle_lane_core *core,
                          struct lane *lanes, unsigned n,
                          uint32_t iterations);

/* The same for one lane with the iterations in registers: returns 0,
   having done nothing, unless single is the variant it goes with. */
typedef int iterate_registers_func(const struct prf *p,
                                   const struct thistle_variant *single,
                                   struct lane *l, uint32_t iterations);

/* The PRF under one password: the hash's family and sizes, the states
   after the inner and the outer key block, and the U block: a HashLen-byte
   message after a one-block key padded (zeros where U goes), and its
   first `chunks` 16-byte pieces, which hold U's bytes where mask is 0xff
   and pad's elsewhere; the iterations of its family, and where there are
   some, those in registers. */
struct prf {
  enum thistle_family family;
  size_t block_size;
  size_t digest_size;                   /* HashLen */
  const void *inner, *outer;
  uint8_t padded[128];
  size_t chunks;
  chunk mask[MAX_CHUNKS], pad[MAX_CHUNKS];
  /* Writes the inner hash of U_1, H(K^ipad || S || INT(i)), to digest. */
  void (*first_inner)(const void *hmac_ctx, const uint8_t *salt,
                      size_t salt_length, uint32_t i, uint8_t *digest);
  const void *hmac_ctx;
  iterate_func *iterate;
  iterate_registers_func *iterate_registers;
};

/* One T_i in flight: the state being compressed, the running xor of the
   U_j (as state words: the big-endian encoding is a bijection, so the xor
   of the words encodes to the xor of the bytes) and the U block. Spare
   words after the state let the last chunk of a digest shorter than the
   state be read whole. */
struct lane {
  union { uint32_t w32[16]; uint64_t w64[8]; } state, t;
  uint8_t block[128];
};

/* The U block (FIPS 180-4, 5.1): U, 0x80, zeros, and the length in bits,
   (block + HashLen) * 8, big-endian in the last bytes (the high half of
   SHA-512's 128-bit field is 0). */
static void
prf_pad(struct prf *p)
{
  uint8_t mask[MAX_CHUNKS * 16];
  size_t k;

  memset(p->padded, 0, p->block_size);
  p->padded[p->digest_size] = 0x80;
  write_be64(p->padded + p->block_size - 8,
             (uint64_t) (p->block_size + p->digest_size) * 8);
  memset(mask, 0, sizeof(mask));
  memset(mask, 0xff, p->digest_size);
  p->chunks = (p->digest_size + 15) / 16;
  for (k = 0; k < p->chunks; k++)
    {
      memcpy(&p->mask[k], mask + 16 * k, 16);
      memcpy(&p->pad[k], p->padded + 16 * k, 16);
    }
}

/* The iterations of one family, for its state's size and words:

   hash_u_F is one half of an iteration over the lanes: each lane's state
   set to the key state, one call of one block (of the lane core over
   core->lanes lanes or, without one, of the single-stream variant over
   one lane), and the new digest written over the block's first HashLen
   bytes, in whole chunks;
   iterate_F (an iterate_func) runs the lanes through the outer hash of
   U_1 and iterations 2..c. */
#define DEFINE_ITERATE(family, word_t, w)                                   \
  enum { family##_SIZE =                                                    \
         sizeof(((struct thistle_##family##_ctx *) 0)->state) };            \
                                                                            \
  static inline void                                                        \
  hash_u_##family(const struct prf *p, const struct thistle_variant *single, \
                  const struct thistle_lane_core *core, struct lane *lanes, \
                  unsigned n, void *const state[],                          \
                  const uint8_t *const data[], const void *key)             \
  {                                                                         \
    unsigned i;                                                             \
    size_t k;                                                               \
    for (i = 0; i < n; i++)                                                 \
      memcpy(state[i], key, family##_SIZE);                                 \
    if (core)                                                               \
      _thistle_lane_core_call(core, state, data, 1);                        \
    else                                                                    \
      _thistle_variant_call(single, state[0], data[0], 1);                  \
    for (i = 0; i < n; i++)                                                 \
      for (k = 0; k < p->chunks; k++)                                       \
        {                                                                   \
          chunk u = (family##_chunk(lanes[i].state.w, k) & p->mask[k])     \
            | p->pad[k];                                                    \
          memcpy(lanes[i].block + 16 * k, &u, sizeof(u));                   \
        }                                                                   \
  }                                                                         \
                                                                            \
  static void                                                               \
  iterate_##family(const struct prf *p, const struct thistle_variant *single, \
                   const struct thistle_lane_core *core, struct lane *lanes, \
                   unsigned n, uint32_t iterations)                         \
  {                                                                         \
    void *state[THISTLE_MAX_LANES];                                         \
    const uint8_t *data[THISTLE_MAX_LANES];                                 \
    unsigned i, k;                                                          \
    uint32_t c;                                                             \
                                                                            \
    /* Every lane the caller's array has, not only the n in use: the        \
       pointers a lane core reads are then defined whatever its width. */   \
    for (i = 0; i < THISTLE_MAX_LANES; i++)                                 \
      {                                                                     \
        state[i] = lanes[i].state.w;                                        \
        data[i] = lanes[i].block;                                           \
      }                                                                     \
    hash_u_##family(p, single, core, lanes, n, state, data, p->outer);      \
    for (i = 0; i < n; i++)                                                 \
      memcpy(lanes[i].t.w, lanes[i].state.w, family##_SIZE);                \
    for (c = 1; c < iterations; c++)                                        \
      {                                                                     \
        hash_u_##family(p, single, core, lanes, n, state, data, p->inner);  \
        hash_u_##family(p, single, core, lanes, n, state, data, p->outer);  \
        for (i = 0; i < n; i++)                                             \
          for (k = 0; k < family##_SIZE / sizeof(word_t); k++)              \
            lanes[i].t.w[k] ^= lanes[i].state.w[k];                         \
      }                                                                     \
  }

DEFINE_ITERATE(sha1, uint32_t, w32)
DEFINE_ITERATE(sha256, uint32_t, w32)
DEFINE_ITERATE(sha512, uint64_t, w64)

#if THISTLE_ASM_X86_64_SHA_NI
/* One lane of SHA-256 (not SHA-224, whose U is shorter) where the variant
   in use is sha_ni: the outer hash of U_1 as everywhere, then the
   iterations in registers. */
static int
iterate_sha256_sha_ni(const struct prf *p,
                      const struct thistle_variant *single, struct lane *l,
                      uint32_t iterations)
{
  uint32_t key[16], ut[16];
  void *state = l->state.w32;
  const uint8_t *data = l->block;
  if (single->compress_n.sha256 != _thistle_sha256_compress_n_sha_ni)
    return 0;
  hash_u_sha256(p, single, NULL, l, 1, &state, &data, p->outer);
  memcpy(ut, state, 32);
  memcpy(ut + 8, state, 32);
  memcpy(key, p->inner, 32);
  memcpy(key + 8, p->outer, 32);
  _thistle_sha256_pbkdf2_sha_ni(ut, key, iterations - 1);
  memcpy(l->t.w32, ut + 8, 32);
  thistle_wipe(key, sizeof(key));
  thistle_wipe(ut, sizeof(ut));
  return 1;
}

/* SHA-1's state a..e in sha1rnds4's layout: d, c, b, a, 0, 0, 0, e. */
static void
sha1_to_rnds4(uint32_t out[8], const uint32_t state[5])
{
  size_t k;
  for (k = 0; k < 4; k++)
    out[k] = state[3 - k];
  out[4] = out[5] = out[6] = 0;
  out[7] = state[4];
}

/* The same for HMAC-SHA-1 where its variant in use is sha_ni, in the
   core that schedules as that variant's compression function does. */
static int
iterate_sha1_sha_ni(const struct prf *p, const struct thistle_variant *single,
                    struct lane *l, uint32_t iterations)
{
  uint32_t key[16] __attribute__((aligned(16))), ut[16];
  void *state = l->state.w32;
  const uint8_t *data = l->block;
  void (*core)(uint32_t *, const uint32_t *, size_t);
  size_t k;
  if (single->compress_n.sha1 == _thistle_sha1_compress_n_sha_ni)
    core = _thistle_sha1_pbkdf2_sha_ni;
  else if (single->compress_n.sha1 == _thistle_sha1_compress_n_sha_ni_msg)
    core = _thistle_sha1_pbkdf2_sha_ni_msg;
  else
    return 0;
  hash_u_sha1(p, single, NULL, l, 1, &state, &data, p->outer);
  sha1_to_rnds4(ut, l->state.w32);
  sha1_to_rnds4(ut + 8, l->state.w32);
  sha1_to_rnds4(key, p->inner);
  sha1_to_rnds4(key + 8, p->outer);
  core(ut, key, iterations - 1);
  for (k = 0; k < 4; k++)
    l->t.w32[k] = ut[11 - k];
  l->t.w32[4] = ut[15];
  thistle_wipe(key, sizeof(key));
  thistle_wipe(ut, sizeof(ut));
  return 1;
}

# define SHA1_REGISTERS iterate_sha1_sha_ni
# define SHA256_REGISTERS iterate_sha256_sha_ni
#else
# define SHA1_REGISTERS NULL
# define SHA256_REGISTERS NULL
#endif

/* Computes T_(first+1) .. T_(first+n) (n at most the core's lanes, or 1
   without a core) into the lanes' t. Lanes past n, which a core runs
   anyway, repeat the first one. */
static void
blocks(const struct prf *p, const struct thistle_lane_core *core,
       struct lane *lanes, unsigned n, uint32_t first, const uint8_t *salt,
       size_t salt_length, uint32_t iterations)
{
  const struct thistle_variant *single;
  unsigned width = core ? core->lanes : 1, i;

  for (i = 0; i < width; i++)
    {
      memcpy(lanes[i].block, p->padded, p->block_size);
      p->first_inner(p->hmac_ctx, salt, salt_length,
                     first + (i < n ? i : 0) + 1, lanes[i].block);
    }
  single = _thistle_variant_in_use(p->family);
  if (!core && p->iterate_registers
      && p->iterate_registers(p, single, lanes, iterations))
    return;
  p->iterate(p, single, core, lanes, width, iterations);
}

/* Writes the first length bytes of T, big-endian. */
static void
write_t(const struct prf *p, const struct lane *l, uint8_t *out,
        size_t length)
{
  _thistle_family_write_state(p->family, out, length, &l->t);
}

static void
pbkdf2(const struct prf *p, const uint8_t *salt, size_t salt_length,
       uint32_t iterations, uint8_t *out, size_t out_length)
{
  struct lane lanes[THISTLE_MAX_LANES];
  size_t hl = p->digest_size;
  size_t n_blocks = out_length / hl + (out_length % hl > 0), done = 0;
  unsigned used = 1;

  while (done < n_blocks)
    {
      const struct thistle_lane_core *core =
        _thistle_many_core(p->family, n_blocks - done);
      unsigned n = 1, i;
      if (core)
        {
          n = n_blocks - done < core->lanes ? (unsigned) (n_blocks - done)
            : core->lanes;
          if (core->lanes > used)
            used = core->lanes;
        }
      blocks(p, core, lanes, n, (uint32_t) done, salt, salt_length,
             iterations);
      for (i = 0; i < n; i++, done++)
        write_t(p, &lanes[i], out + done * hl,
                out_length - done * hl < hl ? out_length - done * hl : hl);
    }
  /* The lanes held U_j and T_i: key material; and where 32-bit x86,
     short of registers, spilled their words: the frames of the iterations
     (at most WIPE_STACK_BYTES deep). */
  thistle_wipe(lanes, used * sizeof(lanes[0]));
  wipe_stack_after(WIPE_STACK_BYTES);
}

/* RFC 8018, 5.2: dkLen may be at most (2^32 - 1) * hLen. A function, so
   that where size_t cannot hold that much the test is simply false
   rather than a comparison the compiler warns is always false. */
static int
output_too_long(size_t out_length, size_t digest_size)
{
  return (uint64_t) out_length > UINT64_C(0xffffffff) * digest_size;
}

/* The public function of PBKDF2 over hash name: its key states, the
   inner hash of U_1 by the hash's own front end, its family's iterations
   and its iterations in registers, or NULL. */
#define PBKDF2_DEFINE(name, FAMILY, NAME, iterate_family, registers)        \
  static void                                                               \
  name##_first_inner(const void *hmac_ctx, const uint8_t *salt,             \
                     size_t salt_length, uint32_t i, uint8_t *digest)       \
  {                                                                         \
    const struct thistle_hmac_##name##_ctx *key = hmac_ctx;                 \
    struct thistle_##name##_ctx ctx = key->inner;                           \
    uint8_t be[4];                                                          \
    write_be32(be, i);                                                      \
    thistle_##name##_update(&ctx, salt, salt_length);                       \
    thistle_##name##_update(&ctx, be, sizeof(be));                          \
    thistle_##name##_digest(&ctx, digest);                                  \
    thistle_wipe(&ctx, sizeof(ctx));                                        \
  }                                                                         \
                                                                            \
  int                                                                       \
  thistle_pbkdf2_hmac_##name(const void *password, size_t password_length,  \
                             const void *salt, size_t salt_length,          \
                             uint32_t iterations, uint8_t *out,             \
                             size_t out_length)                             \
  {                                                                         \
    struct thistle_hmac_##name##_ctx key;                                   \
    struct prf p;                                                           \
    if (iterations == 0)                                                    \
      return THISTLE_ERROR_ITERATIONS;                                      \
    if (output_too_long(out_length, THISTLE_##NAME##_DIGEST_SIZE))          \
      return THISTLE_ERROR_OUTPUT_LENGTH;                                   \
    thistle_hmac_##name##_set_key(&key, password, password_length);         \
    p.family = THISTLE_FAMILY_##FAMILY;                                     \
    p.block_size = THISTLE_##NAME##_BLOCK_SIZE;                             \
    p.digest_size = THISTLE_##NAME##_DIGEST_SIZE;                           \
    p.inner = key.inner.state;                                              \
    p.outer = key.outer.state;                                              \
    p.first_inner = name##_first_inner;                                     \
    p.hmac_ctx = &key;                                                      \
    p.iterate = iterate_family;                                             \
    p.iterate_registers = registers;                                        \
    prf_pad(&p);                                                            \
    pbkdf2(&p, salt, salt_length, iterations, out, out_length);             \
    thistle_wipe(&key, sizeof(key));                                        \
    return THISTLE_OK;                                                      \
  }

PBKDF2_DEFINE(sha1, SHA1, SHA1, iterate_sha1, SHA1_REGISTERS)
PBKDF2_DEFINE(sha224, SHA256, SHA224, iterate_sha256, NULL)
PBKDF2_DEFINE(sha256, SHA256, SHA256, iterate_sha256, SHA256_REGISTERS)
PBKDF2_DEFINE(sha384, SHA512, SHA384, iterate_sha512, NULL)
PBKDF2_DEFINE(sha512, SHA512, SHA512, iterate_sha512, NULL)
PBKDF2_DEFINE(sha512_224, SHA512, SHA512_224, iterate_sha512, NULL)
PBKDF2_DEFINE(sha512_256, SHA512, SHA512_256, iterate_sha512, NULL)
