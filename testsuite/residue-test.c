/* SPDX-License-Identifier: ISC */
/* testsuite/residue-test.c: no HMAC or KMAC key material is left
   behind, in registers or in dead stack, by HMAC (over SHA-1, SHA-2 and
   SHA-3), HKDF, PBKDF2, thistle_X_many over a keyed prefix, KMAC, or any
   compress_n or sha3 absorb_n or squeeze_n variant, lane core or PBKDF2
   core of this CPU.

   The key states are the hash states after the inner and the outer key
   block, which thistle_hmac_X_set_key keeps in its context: whoever holds
   them computes HMAC under the key (for PBKDF2, tests a password guess)
   without knowing it; the key blocks hold the key itself. KMAC's secret
   is the sponge state after its key block (the context's keyed state),
   searched for as 64-bit lanes (32-bit halves in a 32-bit build). Each
   call runs
   through the recorder of this CPU family (residue-<family>.asm), which
   paints RESIDUE_STACK bytes of stack, calls the function and records the
   registers it returns with and the stack below the recorder's frame;
   every 32-bit word of a SHA-1 or SHA-256 state, every 64-bit word of a
   SHA-512 state (32-bit halves in a 32-bit build) and every 32-bit word
   of a key block is then searched for at every 4-byte offset of both.
   Without a recorder (another CPU family) C functions paint and read back
   the stack below the caller's frame, and no register is searched: the
   test then says it is skipped, once the stack passes. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "thistle/thistle.h"
#include "fat-setup.h"
#include "lane-cores.h"
#include "expected-variants.h"
#include "testutils.h"

#if defined(__x86_64__) || defined(__i386__) || defined(__aarch64__)
# define RESIDUE_HELPER 1
#endif
#if defined(__x86_64__) || defined(__i386__)
# include <cpuid.h>
#endif

#define RESIDUE_STACK 32768
#define RESIDUE_REGS_SIZE (256 + 32 * 64)
#define PAINT 0x5a

#ifdef RESIDUE_HELPER
void thistle_test_residue_call(void (*fn)(void *), void *arg, uint8_t *regs,
                               uint8_t *stack, size_t size, unsigned vectors);
#else
/* paint_stack and read_stack have frames of the same shape, called from
   the same caller, so their arrays lie over the stack fn(arg) used in
   between. Reading what read_stack did not write is the point: the array
   reaches the loop through an empty asm, so the compiler knows nothing of
   its contents and must read them. */
static __attribute__((noinline)) void
paint_stack(void)
{
  volatile uint8_t area[RESIDUE_STACK];
  size_t i;
  for (i = 0; i < sizeof(area); i++)
    area[i] = PAINT;
}

static __attribute__((noinline)) void
read_stack(uint8_t *copy)
{
  uint8_t area[RESIDUE_STACK];
  volatile uint8_t *p = area;
  size_t i;
  __asm__ __volatile__ ("" : "+r" (p) : : "memory");
  for (i = 0; i < sizeof(area); i++)
    copy[i] = p[i];
}

static __attribute__((noinline)) void
thistle_test_residue_call(void (*fn)(void *), void *arg, uint8_t *regs,
                          uint8_t *stack, size_t size, unsigned vectors)
{
  (void) regs;
  (void) size;
  (void) vectors;
  paint_stack();
  fn(arg);
  read_stack(stack);
}
#endif

/* What is searched for, words of word bytes, and its name. */
struct secret {
  const char *name;
  uint8_t bytes[4 * 200];             /* the 25 lanes of Keccak, or every
                                         4-byte window of a 200-byte key */
  size_t size;
  size_t word;
};

/* Of one HMAC key: the inner and outer key states, then both
   byte-swapped; the words of the key blocks K0 ^ ipad and K0 ^ opad that
   hold key bytes (those beyond are the pads' constants), each as the
   bytes and as the big-endian 32-bit words the compression functions
   load; the key itself, and K0 where it is the key's hash. Of a KMAC key:
   the keyed state, byte-swapped, and the key. Then what a call computes
   from them (a MAC verify compares, PBKDF2's U). Or only the first of
   them, the state a lane core or variant starts from, or the first two,
   the states. */
struct key_states {
  struct secret s[16];
  int count;
};

/* What a call left: its registers, and the dead stack. */
struct residue {
  uint8_t regs[RESIDUE_REGS_SIZE];
  uint8_t stack[RESIDUE_STACK];
};

static struct residue residue;

#if defined(RESIDUE_HELPER) && !defined(__aarch64__)
/* The widest vector registers this CPU and its OS have, as the helper's
   vectors argument: 2 (zmm: AVX-512F, the OS saving zmm and opmask
   state), 1 (ymm: AVX2 and ymm state) or 0 (xmm). Read here, not through
   the library: a build without fat dispatch counts every feature as
   present (fat-setup.h), and on a CPU without AVX-512 the helper's zmm
   stores would not run. */
static unsigned
x86_vector_width(void)
{
  unsigned eax, ebx, ecx, edx, xcr0, xcr0_high;
  if (__get_cpuid_max(0, NULL) < 7)
    return 0;
  __cpuid(1, eax, ebx, ecx, edx);
  if (!(ecx & bit_OSXSAVE) || !(ecx & bit_AVX))
    return 0;
  __asm__ volatile ("xgetbv" : "=a" (xcr0), "=d" (xcr0_high) : "c" (0));
  (void) xcr0_high;
  __cpuid_count(7, 0, eax, ebx, ecx, edx);
  if ((ebx & bit_AVX512F) && (xcr0 & 0xe6) == 0xe6)
    return 2;
  if ((ebx & bit_AVX2) && (xcr0 & 0x06) == 0x06)
    return 1;
  return 0;
}
#endif

static unsigned vector_width;           /* the helper's vectors argument */
static const char *vector_names;        /* "zmm0-31" */

/* A word's first 4 bytes as 12 bits, to index words_found's filter. */
static unsigned
filter_bit(const uint8_t *p)
{
  uint32_t v;
  memcpy(&v, p, sizeof(v));
  return (v * UINT32_C(2654435761)) >> 20;
}

/* How many of the words of s occur in [p, p + length), at any 4-byte
   offset. The offsets pass a filter first (one bit for each word's first
   4 bytes in 4096, so that about one in a hundred passes), and only those
   are compared with the words: a search in time linear in length, which
   emulators and valgrind run hundreds of times over 32 KiB. */
static unsigned
words_found(const struct secret *s, const uint8_t *p, size_t length)
{
  uint64_t filter[4096 / 64] = { 0 };
  uint8_t seen[sizeof(s->bytes)] = { 0 };
  unsigned found = 0, bit;
  size_t w, at;

  for (w = 0; w < s->size; w += s->word)
    {
      bit = filter_bit(s->bytes + w);
      filter[bit / 64] |= UINT64_C(1) << (bit % 64);
    }
  for (at = 0; at + s->word <= length; at += 4)
    {
      bit = filter_bit(p + at);
      if (!(filter[bit / 64] >> (bit % 64) & 1))
        continue;
      for (w = 0; w < s->size; w += s->word)
        if (!seen[w] && memcmp(p + at, s->bytes + w, s->word) == 0)
          {
            seen[w] = 1;
            found++;
          }
    }
  return found;
}

/* Runs fn(arg) through the helper and checks that none of k's words is
   left in the general registers, the vector registers or the dead stack;
   what names the call. */
static void
check_call(void (*fn)(void *), void *arg, const struct key_states *k,
           const char *what)
{
  static const struct { const char *name; size_t from, to; } places[] = {
    { "general registers", 0, 256 },
    { "vector registers", 256, RESIDUE_REGS_SIZE },
  };
  size_t i;
  int s;

  memset(&residue, 0, sizeof(residue));
  thistle_test_residue_call(fn, arg, residue.regs, residue.stack,
                            RESIDUE_STACK, vector_width);
  for (s = 0; s < k->count; s++)
    {
      const struct secret *secret = &k->s[s];
      unsigned found, total = (unsigned) (secret->size / secret->word);
      for (i = 0; i < 2; i++)
        {
          found = words_found(secret, residue.regs + places[i].from,
                              places[i].to - places[i].from);
          CHECK(found == 0, "%s: %s (%s) hold %s %u/%u", what,
                places[i].name, i == 0 ? "caller-saved" : vector_names,
                secret->name, found, total);
        }
      found = words_found(secret, residue.stack, sizeof(residue.stack));
      CHECK(found == 0, "%s: dead stack holds %s %u/%u", what,
            secret->name, found, total);
    }
}

/* The key states into k, HMAC's inner and outer or (outer NULL) KMAC's
   keyed one, as words of word bytes (32-bit halves where a general
   register is 32 bits wide); then the same words byte-swapped, as export
   writes them (big-endian). */
static void
states_of(struct key_states *k, const void *inner, const void *outer,
          size_t size, size_t word)
{
  static const char *const names[2][2] = {
    { "inner", "outer" }, { "inner, byte-swapped", "outer, byte-swapped" }
  };
  int states = outer ? 2 : 1, s;
  size_t i;
  if (word > sizeof(void *))
    word = sizeof(void *);
  k->count = 2 * states;
  for (s = 0; s < 2 * states; s++)
    {
      struct secret *secret = &k->s[s];
      const uint8_t *state = s % states == 0 ? inner : outer;
      secret->name = outer ? names[s / 2][s % 2]
        : s == 0 ? "keyed state" : "keyed state, byte-swapped";
      for (i = 0; i < size; i++)
        secret->bytes[i] = s < states ? state[i]
          : state[i - i % word + word - 1 - i % word];
      secret->size = size;
      secret->word = word;
    }
}

/* After k's states: the words of K0 ^ ipad and K0 ^ opad that hold bytes
   of K0, the k0_length-byte key (at most 64 of them), as bytes, then
   byte-swapped. */
static void
key_blocks_of(struct key_states *k, const uint8_t *k0, size_t k0_length)
{
  static const uint8_t pads[2] = { 0x36, 0x5c };
  size_t words = k0_length / 4, i;
  int s;
  for (s = 0; s < 2; s++)
    {
      struct secret *secret = &k->s[k->count++];
      secret->name = s == 0 ? "ipad key block" : "opad key block";
      for (i = 0; i < 4 * words; i++)
        {
          secret->bytes[i] = k0[i] ^ pads[s];
          secret->bytes[4 * words + (i & ~(size_t) 3) + 3 - (i & 3)] =
            k0[i] ^ pads[s];
        }
      secret->size = 8 * words;
      secret->word = 4;
    }
}

/* After k's others: length (at most 64) bytes of a digest the library
   computed from the key, as 4-byte words, then each word byte-swapped (as
   the hash's state held them). */
static void
digest_words_of(struct key_states *k, const uint8_t *digest, size_t length,
                const char *name)
{
  int s;
  size_t i;
  for (s = 0; s < 2; s++)
    {
      struct secret *secret = &k->s[k->count++];
      secret->name = name;
      for (i = 0; i < length; i++)
        secret->bytes[i] = s == 0 ? digest[i] : digest[i - i % 4 + 3 - i % 4];
      secret->size = length - length % 4;
      secret->word = 4;
    }
}

/* After k's others: length (at most 200) bytes of key as every 4-byte
   window of them, so that the search at 4-byte offsets finds them copied
   to any byte offset (KMAC's key follows its 4- to 6-byte encodings). */
static void
key_words_of(struct key_states *k, const uint8_t *key, size_t length,
             const char *name)
{
  struct secret *secret = &k->s[k->count++];
  size_t i;
  secret->name = name;
  secret->size = 0;
  secret->word = 4;
  for (i = 0; i + 4 <= length; i++)
    {
      memcpy(secret->bytes + secret->size, key + i, 4);
      secret->size += 4;
    }
}

/* A call's inputs, for the functions the helper runs. */
struct call {
  const uint8_t *key;
  size_t key_length;
  size_t length;                      /* of the output (HMAC: the message) */
  uint8_t out[16 * 64];
};

static const uint8_t message[200] = "residue-test message";

/* For each hash X (SHA-3's too): its HMAC key states, and the HMAC calls
   that use them. */
#define HMAC_CALLS(X, ctx_type, word_type)                                   \
  static void                                                               \
  states_##X(const uint8_t *key, size_t key_length, struct key_states *k)   \
  {                                                                         \
    struct thistle_hmac_##X##_ctx c;                                        \
    uint8_t k0[THISTLE_##ctx_type##_BLOCK_SIZE];                            \
    size_t k0_length = key_length;                                          \
    thistle_hmac_##X##_set_key(&c, key, key_length);                        \
    states_of(k, c.inner.state, c.outer.state, sizeof(c.inner.state),       \
              sizeof(word_type));                                           \
    if (key_length > sizeof(k0))                                            \
      {                                                                     \
        thistle_##X(key, key_length, k0);                                   \
        k0_length = THISTLE_##ctx_type##_DIGEST_SIZE;                       \
      }                                                                     \
    else                                                                    \
      memcpy(k0, key, key_length);                                          \
    key_blocks_of(k, k0, k0_length);                                        \
    key_words_of(k, key, key_length, "key");                                \
    if (k0_length != key_length)                                            \
      key_words_of(k, k0, k0_length, "K0, the key's hash");                 \
    thistle_wipe(&c, sizeof(c));                                            \
  }                                                                         \
  static void                                                               \
  hmac_##X(void *arg)                                                       \
  {                                                                         \
    struct call *c = arg;                                                   \
    thistle_hmac_##X(c->key, c->key_length, message, c->length,         \
                     c->out);                                               \
  }                                                                         \
  static struct thistle_hmac_##X##_ctx stream_ctx_##X;                      \
  static void                                                               \
  hmac_set_key_##X(void *arg)                                               \
  {                                                                         \
    struct call *c = arg;                                                   \
    thistle_hmac_##X##_set_key(&stream_ctx_##X, c->key, c->key_length);     \
  }                                                                         \
  static uint8_t blob_##X[THISTLE_HMAC_##ctx_type##_EXPORT_SIZE];          \
  static void                                                               \
  hmac_export_##X(void *arg)                                                \
  {                                                                         \
    struct call *c = arg;                                                   \
    thistle_hmac_##X##_set_key(&stream_ctx_##X, c->key, c->key_length);     \
    thistle_hmac_##X##_export(&stream_ctx_##X, blob_##X);                   \
    CHECK(thistle_hmac_##X##_import(&stream_ctx_##X, blob_##X,              \
                                    sizeof(blob_##X)) == THISTLE_OK,        \
          "import");                                                        \
    thistle_hmac_##X##_export(&stream_ctx_##X, blob_##X);                   \
  }                                                                         \
  static void                                                               \
  hmac_stream_##X(void *arg)                                                \
  {                                                                         \
    struct call *c = arg;                                                   \
    thistle_hmac_##X##_set_key(&stream_ctx_##X, c->key, c->key_length);     \
    thistle_hmac_##X##_update(&stream_ctx_##X, message, c->length);     \
    thistle_hmac_##X##_digest(&stream_ctx_##X, c->out);                     \
  }                                                                         \
  /* A wrong tag: verify computes the MAC, compares and wipes it. */        \
  static void                                                               \
  hmac_verify_##X(void *arg)                                                \
  {                                                                         \
    struct call *c = arg;                                                   \
    static const uint8_t zeros[THISTLE_##ctx_type##_DIGEST_SIZE];           \
    thistle_hmac_##X##_set_key(&stream_ctx_##X, c->key, c->key_length);     \
    thistle_hmac_##X##_update(&stream_ctx_##X, message, c->length);     \
    CHECK(thistle_hmac_##X##_verify(&stream_ctx_##X, zeros, sizeof(zeros))  \
          == THISTLE_ERROR_BAD_TAG, "verify");                              \
  }                                                                         \
  static void                                                               \
  hmac_generic_##X(void *arg)                                               \
  {                                                                         \
    struct call *c = arg;                                                   \
    CHECK(thistle_hmac(thistle_hash_lookup(#X), c->key, c->key_length,      \
                       message, c->length, c->out) == THISTLE_OK,           \
          "thistle_hmac");                                                  \
  }

/* PBKDF2's iterations in the calls below. */
#define PBKDF2_ITERATIONS 1000

/* And for each SHA-1 or SHA-2 hash X, the KDF and many calls. The HKDF
   call's secret states are those keyed by its PRK; the many call hashes
   messages after the inner key block (a keyed prefix). */
#define HASH_CALLS(X, ctx_type, word_type)                                   \
  HMAC_CALLS(X, ctx_type, word_type)                                        \
  static void                                                               \
  hkdf_##X(void *arg)                                                       \
  {                                                                         \
    struct call *c = arg;                                                   \
    CHECK(thistle_hkdf_##X("salt", 4, c->key, c->key_length, "info", 4,     \
                           c->out, c->length) == THISTLE_OK, "hkdf");   \
  }                                                                         \
  static void                                                               \
  hkdf_prk_##X(const uint8_t *ikm, size_t ikm_length, uint8_t *prk)         \
  {                                                                         \
    thistle_hkdf_##X##_extract("salt", 4, ikm, ikm_length, prk);            \
  }                                                                         \
  static void                                                               \
  pbkdf2_##X(void *arg)                                                     \
  {                                                                         \
    struct call *c = arg;                                                   \
    CHECK(thistle_pbkdf2_hmac_##X(c->key, c->key_length, "salt", 4,         \
                                  PBKDF2_ITERATIONS, c->out, c->length)     \
          == THISTLE_OK, "pbkdf2");                                         \
  }                                                                         \
  static void                                                               \
  pbkdf2_generic_##X(void *arg)                                             \
  {                                                                         \
    struct call *c = arg;                                                   \
    CHECK(thistle_pbkdf2_hmac(thistle_hash_lookup(#X), c->key,              \
                              c->key_length, "salt", 4, PBKDF2_ITERATIONS,  \
                              c->out, c->length) == THISTLE_OK,             \
          "thistle_pbkdf2_hmac");                                           \
  }                                                                         \
  static void                                                               \
  many_##X(void *arg)                                                       \
  {                                                                         \
    struct call *c = arg;                                                   \
    const void *data[16];                                                   \
    size_t length[16], i, n = c->length / THISTLE_##ctx_type##_DIGEST_SIZE; \
    struct thistle_hmac_##X##_ctx keyed;                                    \
    thistle_hmac_##X##_set_key(&keyed, c->key, c->key_length);              \
    for (i = 0; i < n; i++)                                                 \
      {                                                                     \
        data[i] = message;                                                  \
        length[i] = sizeof(message) - i;                                    \
      }                                                                     \
    thistle_##X##_many(&keyed.inner, n, data, length, c->out);              \
    thistle_wipe(&keyed, sizeof(keyed));                                    \
  }

HASH_CALLS(sha1, SHA1, uint32_t)
HASH_CALLS(sha224, SHA224, uint32_t)
HASH_CALLS(sha256, SHA256, uint32_t)
HASH_CALLS(sha384, SHA384, uint64_t)
HASH_CALLS(sha512, SHA512, uint64_t)
HASH_CALLS(sha512_224, SHA512_224, uint64_t)
HASH_CALLS(sha512_256, SHA512_256, uint64_t)

struct hash_calls {
  const char *name;
  size_t digest_size;
  void (*states)(const uint8_t *key, size_t key_length, struct key_states *k);
  void (*prk)(const uint8_t *ikm, size_t ikm_length, uint8_t *prk);
  void (*hmac)(void *), (*hmac_set_key)(void *), (*hmac_export)(void *),
    (*hmac_stream)(void *), (*hmac_verify)(void *), (*hmac_generic)(void *),
    (*hkdf)(void *), (*pbkdf2)(void *), (*pbkdf2_generic)(void *),
    (*many)(void *);
};

#define HASH_ROW(X, ctx_type)                                                \
  { #X, THISTLE_##ctx_type##_DIGEST_SIZE, states_##X, hkdf_prk_##X,         \
    hmac_##X, hmac_set_key_##X, hmac_export_##X, hmac_stream_##X,           \
    hmac_verify_##X, hmac_generic_##X, hkdf_##X, pbkdf2_##X,                \
    pbkdf2_generic_##X, many_##X }

static const struct hash_calls hashes[] = {
  HASH_ROW(sha1, SHA1), HASH_ROW(sha224, SHA224), HASH_ROW(sha256, SHA256),
  HASH_ROW(sha384, SHA384), HASH_ROW(sha512, SHA512),
  HASH_ROW(sha512_224, SHA512_224), HASH_ROW(sha512_256, SHA512_256),
};

/* Runs fn once to bind what it calls (a lazy binding saves the registers
   on the stack, whatever they hold), then checks it. */
static void
check_twice(void (*fn)(void *), struct call *c, const struct key_states *k,
            const char *what)
{
  fn(c);
  check_call(fn, c, k, what);
}

/* HMAC-SHA3-X's key states are the sponge states after the inner and
   outer key blocks, which are the key XOR the pads as they are absorbed,
   little-endian lanes. */
HMAC_CALLS(sha3_224, SHA3_224, uint64_t)
HMAC_CALLS(sha3_256, SHA3_256, uint64_t)
HMAC_CALLS(sha3_384, SHA3_384, uint64_t)
HMAC_CALLS(sha3_512, SHA3_512, uint64_t)

/* KMAC's keyed state, under the customization string kmac_custom; its
   one-shot and streaming calls, c->length bytes of MAC, and init alone. */
static const char kmac_custom[] = "residue";
#define KMAC_CALLS(N)                                                        \
  static void                                                               \
  states_kmac##N(const uint8_t *key, size_t key_length, struct key_states *k) \
  {                                                                         \
    struct thistle_kmac##N##_ctx c;                                         \
    thistle_kmac##N##_init(&c, key, key_length, kmac_custom,                \
                           sizeof(kmac_custom) - 1);                        \
    states_of(k, c.keyed.state, NULL, sizeof(c.keyed.state), 8);            \
    key_words_of(k, key, key_length, "key");                                \
    thistle_wipe(&c, sizeof(c));                                            \
  }                                                                         \
  static void                                                               \
  kmac##N(void *arg)                                                        \
  {                                                                         \
    struct call *c = arg;                                                   \
    thistle_kmac##N(c->key, c->key_length, kmac_custom,                     \
                    sizeof(kmac_custom) - 1, message, sizeof(message),      \
                    c->out, c->length);                                     \
  }                                                                         \
  static struct thistle_kmac##N##_ctx kmac_ctx_##N;                         \
  static void                                                               \
  kmac_init##N(void *arg)                                                   \
  {                                                                         \
    struct call *c = arg;                                                   \
    thistle_kmac##N##_init(&kmac_ctx_##N, c->key, c->key_length,            \
                           kmac_custom, sizeof(kmac_custom) - 1);           \
  }                                                                         \
  static void                                                               \
  kmac_stream##N(void *arg)                                                 \
  {                                                                         \
    struct call *c = arg;                                                   \
    thistle_kmac##N##_init(&kmac_ctx_##N, c->key, c->key_length,            \
                           kmac_custom, sizeof(kmac_custom) - 1);           \
    thistle_kmac##N##_update(&kmac_ctx_##N, message, sizeof(message));      \
    thistle_kmacxof##N##_digest(&kmac_ctx_##N, c->out, c->length);          \
  }

KMAC_CALLS(128)
KMAC_CALLS(256)

/* A keyed SHA-3 function: HMAC-SHA3-X (digest_size its output), or KMAC
   (digest_size 0: any output length). */
struct sha3_calls {
  const char *name;
  size_t digest_size;
  void (*states)(const uint8_t *key, size_t key_length, struct key_states *k);
  void (*oneshot)(void *), (*key)(void *), (*stream)(void *);
  /* HMAC's export, verify and generic one-shot; NULL for KMAC. */
  void (*export)(void *), (*verify)(void *), (*generic)(void *);
};

static const struct sha3_calls sha3_hashes[] = {
  { "sha3_224", THISTLE_SHA3_224_DIGEST_SIZE, states_sha3_224, hmac_sha3_224,
    hmac_set_key_sha3_224, hmac_stream_sha3_224, hmac_export_sha3_224,
    hmac_verify_sha3_224, hmac_generic_sha3_224 },
  { "sha3_256", THISTLE_SHA3_256_DIGEST_SIZE, states_sha3_256, hmac_sha3_256,
    hmac_set_key_sha3_256, hmac_stream_sha3_256, hmac_export_sha3_256,
    hmac_verify_sha3_256, hmac_generic_sha3_256 },
  { "sha3_384", THISTLE_SHA3_384_DIGEST_SIZE, states_sha3_384, hmac_sha3_384,
    hmac_set_key_sha3_384, hmac_stream_sha3_384, hmac_export_sha3_384,
    hmac_verify_sha3_384, hmac_generic_sha3_384 },
  { "sha3_512", THISTLE_SHA3_512_DIGEST_SIZE, states_sha3_512, hmac_sha3_512,
    hmac_set_key_sha3_512, hmac_stream_sha3_512, hmac_export_sha3_512,
    hmac_verify_sha3_512, hmac_generic_sha3_512 },
  { "kmac128", 0, states_kmac128, kmac128, kmac_init128, kmac_stream128,
    NULL, NULL, NULL },
  { "kmac256", 0, states_kmac256, kmac256, kmac_init256, kmac_stream256,
    NULL, NULL, NULL },
};

/* k, and the MAC under k's key of the first length bytes of message. */
static void
with_mac(struct key_states *k, const char *hash, const uint8_t *key,
         size_t key_length, size_t length)
{
  const struct thistle_hash *h = thistle_hash_lookup(hash);
  uint8_t mac[64];
  thistle_hmac(h, key, key_length, message, length, mac);
  digest_words_of(k, mac, h->digest_size, "the MAC");
}

/* k, and PBKDF2's U_1, U_2 and U_c of the first output block for the
   password key (salt "salt", PBKDF2_ITERATIONS). */
static void
with_pbkdf2_u(struct key_states *k, const char *hash, const uint8_t *key,
              size_t key_length)
{
  static const uint8_t salt_1[8] = { 's', 'a', 'l', 't', 0, 0, 0, 1 };
  const struct thistle_hash *h = thistle_hash_lookup(hash);
  uint8_t u[64], next[64];
  unsigned j;
  thistle_hmac(h, key, key_length, salt_1, sizeof(salt_1), u);
  digest_words_of(k, u, h->digest_size, "U_1");
  for (j = 2; j <= PBKDF2_ITERATIONS; j++)
    {
      thistle_hmac(h, key, key_length, u, h->digest_size, next);
      memcpy(u, next, sizeof(u));
      if (j == 2)
        digest_words_of(k, u, h->digest_size, "U_2");
    }
  digest_words_of(k, u, h->digest_size, "U_c");
}

static void
front_ends(void)
{
  /* A 28-byte password; a key longer than any block, hashed first. */
  static const uint8_t password[28] = "correct horse battery stap";
  uint8_t long_key[200];
  /* Output lengths in digests: one block, two, and enough for every lane
     of the widest core. */
  static const size_t blocks[] = { 1, 2, 16 };
  size_t h, b;

  memset(long_key, 0x3c, sizeof(long_key));
  for (h = 0; h < sizeof(hashes) / sizeof(hashes[0]); h++)
    {
      const struct hash_calls *x = &hashes[h];
      struct key_states k, prk_states, with;
      static struct call c;
      uint8_t prk[64];
      char what[96];

      x->states(password, sizeof(password), &k);
      x->prk(password, sizeof(password), prk);
      x->states(prk, x->digest_size, &prk_states);
      for (b = 0; b < sizeof(blocks) / sizeof(blocks[0]); b++)
        {
          size_t length = blocks[b] * x->digest_size;
          c.key = password;
          c.key_length = sizeof(password);
          c.length = length;
#define CHECK_ONE(fn, states, label)                                          \
          snprintf(what, sizeof(what), "%s %s L=%zu", label, x->name,       \
                   c.length);                                               \
          check_twice(x->fn, &c, states, what)
          with = k;
          with_pbkdf2_u(&with, x->name, c.key, c.key_length);
          CHECK_ONE(pbkdf2, &with, "pbkdf2");
          if (b == 0)
            {
              CHECK_ONE(pbkdf2_generic, &with, "thistle_pbkdf2_hmac");
            }
          CHECK_ONE(hkdf, &prk_states, "hkdf");
          CHECK_ONE(many, &k, "many");
          /* HMAC over a message of length bytes (at most 200). */
          c.length = length < sizeof(message) ? length : sizeof(message);
          CHECK_ONE(hmac, &k, "hmac");
          CHECK_ONE(hmac_generic, &k, "thistle_hmac");
          CHECK_ONE(hmac_set_key, &k, "hmac set_key");
          CHECK_ONE(hmac_export, &k, "hmac set_key/export/import/export");
          CHECK_ONE(hmac_stream, &k, "hmac set_key/update/digest");
          with = k;
          with_mac(&with, x->name, c.key, c.key_length, c.length);
          CHECK_ONE(hmac_verify, &with, "hmac verify of a wrong tag");
        }
      x->states(long_key, sizeof(long_key), &k);
      c.key = long_key;
      c.key_length = sizeof(long_key);
      c.length = x->digest_size;
      CHECK_ONE(hmac, &k, "hmac, 200-byte key,");
      CHECK_ONE(hmac_set_key, &k, "hmac set_key, 200-byte key,");
      CHECK_ONE(hmac_export, &k, "hmac set_key/export/import/export, 200-byte key,");
      with = k;
      with_pbkdf2_u(&with, x->name, c.key, c.key_length);
      CHECK_ONE(pbkdf2, &with, "pbkdf2, 200-byte key,");
#undef CHECK_ONE
    }
}

/* HMAC-SHA3's set_key and KMAC's init alone; HMAC-SHA3 over messages of
   one block and more, with a short and a long key; KMAC and KMACXOF with
   outputs of less than a block and of several. */
static void
sha3_front_ends(void)
{
  static const uint8_t password[28] = "correct horse battery stap";
  static const size_t lengths[] = { 32, 200 };
  uint8_t long_key[200];
  size_t h, l, kl;

  memset(long_key, 0x3c, sizeof(long_key));
  for (h = 0; h < sizeof(sha3_hashes) / sizeof(sha3_hashes[0]); h++)
    for (kl = 0; kl < 2; kl++)
      {
        const struct sha3_calls *x = &sha3_hashes[h];
        struct key_states k, with;
        static struct call c;
        char what[96];

        c.key = kl == 0 ? password : long_key;
        c.key_length = kl == 0 ? sizeof(password) : sizeof(long_key);
        x->states(c.key, c.key_length, &k);
        snprintf(what, sizeof(what), "%s set_key or init, %zu-byte key",
                 x->name, c.key_length);
        check_twice(x->key, &c, &k, what);
        if (x->export)
          {
            snprintf(what, sizeof(what), "%s set_key/export/import/export,"
                     " %zu-byte key", x->name, c.key_length);
            check_twice(x->export, &c, &k, what);
          }
        for (l = 0; l < sizeof(lengths) / sizeof(lengths[0]); l++)
          {
            c.length = lengths[l];
            snprintf(what, sizeof(what), "%s, %zu-byte key, L=%zu", x->name,
                     c.key_length, c.length);
            check_twice(x->oneshot, &c, &k, what);
            snprintf(what, sizeof(what), "%s stream, %zu-byte key, L=%zu",
                     x->name, c.key_length, c.length);
            check_twice(x->stream, &c, &k, what);
            if (!x->verify)
              continue;
            snprintf(what, sizeof(what), "%s thistle_hmac, %zu-byte key, L=%zu",
                     x->name, c.key_length, c.length);
            check_twice(x->generic, &c, &k, what);
            with = k;
            with_mac(&with, x->name, c.key, c.key_length, c.length);
            snprintf(what, sizeof(what), "%s verify of a wrong tag, %zu-byte"
                     " key, L=%zu", x->name, c.key_length, c.length);
            check_twice(x->verify, &c, &with, what);
          }
      }
}

/* A compress_n variant, or a lane core over all its lanes, called
   directly from the inner key state: the front ends' own wipe could hide
   what one leaves in the registers C code uses. */
struct direct_call {
  const struct thistle_variant *variant;      /* or NULL, and: */
  const struct thistle_lane_core *core;
  int squeeze;                  /* a sha3 variant's squeeze_n, not absorb_n */
  size_t blocks;
};

static uint64_t direct_states[THISTLE_MAX_LANES][THISTLE_MAX_STATE_SIZE / 8];
static uint8_t direct_data[3 * THISTLE_MAX_BLOCK_SIZE];

static void
run_direct(void *arg)
{
  struct direct_call *dc = arg;
  void *states[THISTLE_MAX_LANES];
  const uint8_t *data[THISTLE_MAX_LANES];
  unsigned i;
  if (dc->squeeze)
    {
      dc->variant->compress_n.sha3.squeeze_n(direct_states[0], direct_data,
                                             dc->blocks, 168);
      return;
    }
  if (dc->variant)
    {
      _thistle_variant_call(dc->variant, direct_states[0], direct_data,
                            dc->blocks);
      return;
    }
  for (i = 0; i < dc->core->lanes; i++)
    {
      states[i] = direct_states[i];
      data[i] = direct_data;
    }
  _thistle_lane_core_call(dc->core, states, data, dc->blocks);
}

/* Checks dc's code of family (which needs the features requires, and is
   called name in messages) over 1 and 3 blocks from a key state. */
static void
check_direct(struct direct_call *dc, enum thistle_family family,
             unsigned requires, const char *name)
{
  static const uint8_t key[20] = "direct key";
  const char *hash_name;
  struct key_states k;
  char what[80];
  unsigned i;

  if (family == THISTLE_FAMILY_SHA3)
    {
      hash_name = sha3_hashes[1].name;
      sha3_hashes[1].states(key, sizeof(key), &k);
    }
  else
    {
      const struct hash_calls *x =
        family == THISTLE_FAMILY_SHA1 ? &hashes[0]
        : family == THISTLE_FAMILY_SHA256 ? &hashes[2] : &hashes[4];
      hash_name = x->name;
      x->states(key, sizeof(key), &k);
    }

  if (requires & ~_thistle_cpu_features())
    {
      printf("SKIP %s %s: this CPU lacks what it needs\n", hash_name, name);
      return;
    }
  k.count = 1;                        /* the state the blocks start from */
  for (dc->blocks = 1; dc->blocks <= 3; dc->blocks += 2)
    {
      for (i = 0; i < THISTLE_MAX_LANES; i++)
        memcpy(direct_states[i], k.s[0].bytes, k.s[0].size);
      snprintf(what, sizeof(what), "%s %s, %zu blocks", hash_name, name,
               dc->blocks);
      check_call(run_direct, dc, &k, what);
    }
  printf("tested %s %s\n", hash_name, name);
}

/* Every variant and lane core this CPU can run. */
static void
variants_and_cores(void)
{
  const struct thistle_variant *v;
  const struct thistle_lane_core *core;
  struct direct_call dc;
  char name[64];

  for (v = _thistle_variants; v->token; v++)
    {
      dc.variant = v;
      dc.core = NULL;
      dc.squeeze = 0;
      snprintf(name, sizeof(name), "variant %s", v->name);
      check_direct(&dc, v->family, v->requires, name);
      if (v->family == THISTLE_FAMILY_SHA3)
        {
          dc.squeeze = 1;
          snprintf(name, sizeof(name), "variant %s squeeze_n", v->name);
          check_direct(&dc, v->family, v->requires, name);
        }
    }
  for (core = _thistle_lane_cores; core->token; core++)
    {
      dc.variant = NULL;
      dc.core = core;
      dc.squeeze = 0;
      snprintf(name, sizeof(name), "lane core %s-x%u", core->token,
               core->lanes);
      check_direct(&dc, core->family, core->requires, name);
    }
}

#if THISTLE_ASM_X86_64_SHA_NI
/* PBKDF2's iterations in registers (x86_64/sha_ni/), from both key
   states: the word order of their layouts does not matter to the search. */
static uint32_t pbkdf2_ut[16], pbkdf2_key[16] __attribute__((aligned(16)));
static void
run_sha1_pbkdf2(void *arg)
{
  (void) arg;
  _thistle_sha1_pbkdf2_sha_ni(pbkdf2_ut, pbkdf2_key, 3);
}
static void
run_sha1_pbkdf2_msg(void *arg)
{
  (void) arg;
  _thistle_sha1_pbkdf2_sha_ni_msg(pbkdf2_ut, pbkdf2_key, 3);
}
static void
run_sha256_pbkdf2(void *arg)
{
  (void) arg;
  _thistle_sha256_pbkdf2_sha_ni(pbkdf2_ut, pbkdf2_key, 3);
}

static void
pbkdf2_cores(void)
{
  static const uint8_t password[12] = "pbkdf2 core";
  struct key_states k;
  if (!(_thistle_cpu_features() & THISTLE_FEATURE_SHA_NI))
    {
      printf("SKIP PBKDF2 sha_ni cores: this CPU lacks SHA-NI\n");
      return;
    }
  hashes[2].states(password, sizeof(password), &k);
  k.count = 2;                        /* the states: no key block here */
  memcpy(pbkdf2_key, k.s[0].bytes, 32);
  memcpy(pbkdf2_key + 8, k.s[1].bytes, 32);
  check_call(run_sha256_pbkdf2, NULL, &k, "sha256 pbkdf2 core sha_ni");
  /* SHA-1's layout: a..d as d, c, b, a, then e as 0, 0, 0, e. */
  hashes[0].states(password, sizeof(password), &k);
  k.count = 2;
  memset(pbkdf2_key, 0, sizeof(pbkdf2_key));
  memcpy(pbkdf2_key, k.s[0].bytes, 16);
  memcpy(pbkdf2_key + 7, k.s[0].bytes + 16, 4);
  memcpy(pbkdf2_key + 8, k.s[1].bytes, 16);
  memcpy(pbkdf2_key + 15, k.s[1].bytes + 16, 4);
  check_call(run_sha1_pbkdf2, NULL, &k, "sha1 pbkdf2 core sha_ni");
  check_call(run_sha1_pbkdf2_msg, NULL, &k, "sha1 pbkdf2 core sha_ni_msg");
  printf("tested the PBKDF2 sha_ni cores\n");
}
#endif

/* Maps the stack the recorder paints: touched once here, where the stack
   pointer goes below it, as an emulator may grow the stack only then. */
static __attribute__((noinline)) void
map_stack(void)
{
  volatile uint8_t area[2 * RESIDUE_STACK];
  size_t i;
  for (i = 0; i < sizeof(area); i += 256)
    area[i] = 0;
}

int
main(void)
{
#if defined(__SANITIZE_ADDRESS__)
  /* AddressSanitizer's own memcpy and memset, which the library's calls
     reach, copy through registers and stack the library does not clear:
     what this test would find there is the sanitizer's. */
  printf("SKIP residue-test: under AddressSanitizer, its interceptors' "
         "copies are not the library's\n");
  return 77;
#endif
#ifdef RESIDUE_HELPER
# if defined(__aarch64__)
  vector_width = 0;
  vector_names = "v0-31";
# else
  int wide = sizeof(void *) == 8;
  vector_width = x86_vector_width();
  if (vector_width == 2)
    vector_names = wide ? "zmm0-31" : "zmm0-7";
  else if (vector_width == 1)
    vector_names = wide ? "ymm0-15" : "ymm0-7";
  else
    vector_names = wide ? "xmm0-15" : "xmm0-7";
# endif
#else
  vector_width = 0;
  vector_names = "none recorded";
#endif
  map_stack();
  test_check_implementations();
  front_ends();
  sha3_front_ends();
  variants_and_cores();
#if THISTLE_ASM_X86_64_SHA_NI
  pbkdf2_cores();
#endif
#ifndef RESIDUE_HELPER
  if (test_failures() == 0)
    {
      test_finish("residue-test");
      printf("SKIP: no register recorder for this CPU family: "
             "only the dead stack was searched\n");
      return EXIT_SKIP;
    }
#endif
  return test_finish("residue-test");
}
