/* SPDX-License-Identifier: ISC */
/* testsuite/ct-test.c: constant time, checked by valgrind memcheck (make
   check-ct). Every byte of the keys, passwords, salts, messages, prefixes
   and tags is marked undefined before the library reads it, and the
   outputs are marked defined again before they are compared: memcheck
   then reports any conditional branch or memory address computed from a
   secret ("Conditional jump or move depends on uninitialised value(s)",
   "Use of uninitialised value of size 8"), which make check-ct turns into
   a failure. Lengths and iteration counts are public and stay defined.

   What runs: every compression variant and lane core this CPU can run,
   called directly against the C code; HMAC (set_key, update, digest,
   verify, the one-shot), HKDF, PBKDF2 (one block and blocks through the
   lane cores) and thistle_X_many with a secret prefix, and the generic
   HMAC and KDF functions (thistle_hmac, ...); for SHA-3,
   HMAC-SHA3, KMAC and KMACXOF, cSHAKE and SHAKE of secret messages; each
   under each variant of their family in turn (a fat build switches the front ends to it) and
   as dispatch chose (make check-ct runs the program once per row of the
   override matrix); thistle_memeq.

   `ct-test planted-branch` and `ct-test planted-index` run instead a
   function of this file that branches on, or indexes a table by, a secret
   byte: make check-ct expects memcheck to fail them, which shows that the
   check can fail. */

#include "config.h"

#include <stdio.h>
#include <string.h>

#if HAVE_VALGRIND_MEMCHECK_H
# include <valgrind/memcheck.h>
#endif

#include "thistle/thistle.h"
#include "compress.h"
#include "fat-setup.h"
#include "hmac-adapters.h"
#include "kmac-adapters.h"
#include "lane-cores.h"
#include "many-adapters.h"
#include "testutils.h"

#if HAVE_VALGRIND_MEMCHECK_H

/* What memcheck must treat as secret, and what has become public. */
static void
secret(const void *p, size_t length)
{
  VALGRIND_MAKE_MEM_UNDEFINED(p, length);
}

static void
declassify(const void *p, size_t length)
{
  VALGRIND_MAKE_MEM_DEFINED(p, length);
}

/* The secret inputs of one pass: random bytes, all marked undefined. */
static struct {
  uint8_t key[300], message[600], salt[40], tag[64], prefix[200];
} in;

/* The outputs of one pass, back to back. */
struct out {
  uint8_t bytes[8192];
  size_t used;
};

static uint8_t *
take(struct out *o, size_t length)
{
  uint8_t *p = o->bytes + o->used;
  if (length > sizeof(o->bytes) - o->used)
    test_die("ct-test: outputs overflow");
  o->used += length;
  return p;
}

/* The verify result as one byte of the outputs: it is public only once
   the pass declassifies it with the rest. */
static void
put_result(struct out *o, int result)
{
  *take(o, 1) = (uint8_t) result;
}

/* The KDFs of one hash. */
struct kdf {
  int (*hkdf)(const void *, size_t, const void *, size_t, const void *,
              size_t, uint8_t *, size_t);
  int (*expand)(const uint8_t *, size_t, const void *, size_t, uint8_t *,
                size_t);
  int (*pbkdf2)(const void *, size_t, const void *, size_t, uint32_t,
                uint8_t *, size_t);
};

#define KDF(name) \
  { thistle_hkdf_##name, thistle_hkdf_##name##_expand, \
    thistle_pbkdf2_hmac_##name }

/* In the order of thistle_hashes and hmac_adapters (SHA-3 has none). */
static const struct kdf kdfs[] = {
  KDF(sha1), KDF(sha224), KDF(sha256), KDF(sha384), KDF(sha512),
  KDF(sha512_224), KDF(sha512_256),
};

/* HMAC under a key of key_length bytes: a message in updates that fill
   the buffer, then complete blocks straight from the input; the one-shot;
   verify of the right tag at full length, of a wrong one at the shortest
   length allowed, and a tag length out of range (a public error). */
static void
hmac(const struct hmac_adapter *a, size_t bs, size_t ds, size_t key_length,
     struct out *o)
{
  uint64_t ctx[256];                    /* any HMAC context */
  uint8_t *mac;
  int result;

  a->set_key(ctx, in.key, key_length);
  a->update(ctx, in.message, 7);
  a->update(ctx, in.message + 7, bs);
  a->update(ctx, in.message + 7 + bs, 2 * bs + 3);
  a->digest(ctx, take(o, ds));

  mac = take(o, ds);
  a->oneshot(in.key, key_length, in.message, 5, mac);
  memcpy(in.tag, mac, ds);
  a->update(ctx, in.message, 5);
  put_result(o, a->verify(ctx, in.tag, ds));
  in.tag[0] ^= 1;
  a->update(ctx, in.message, 5);
  put_result(o, a->verify(ctx, in.tag, a->min_tag_size));
  a->update(ctx, in.message, 5);
  result = a->verify(ctx, in.tag, a->min_tag_size - 1);
  CHECK(result == THISTLE_ERROR_TAG_LENGTH, "%s verify: short tag length",
        a->name);
}

/* KMAC and KMACXOF of one strength under a key of key_length bytes, the
   message in updates across rate boundaries; cSHAKE and SHAKE of secret
   messages, squeezed over more than a block in two calls. */
static void
sponge_front_ends(unsigned bits, size_t key_length, struct out *o)
{
  const struct kmac_adapter *k = kmac_adapter(bits);
  const struct cshake_adapter *c = cshake_adapter(bits);
  size_t rate = bits == 128 ? THISTLE_SHAKE128_BLOCK_SIZE
                            : THISTLE_SHAKE256_BLOCK_SIZE;
  uint64_t ctx[128];                    /* any KMAC or SHAKE context */

  k->init(ctx, in.key, key_length, "ct", 2);
  k->update(ctx, in.message, 5);
  k->update(ctx, in.message + 5, rate + 1);
  k->digest(ctx, take(o, 32), 32);
  k->update(ctx, in.message, 2 * rate);
  k->xof_digest(ctx, take(o, rate + 9), rate + 9);
  k->oneshot(in.key, key_length, "", 0, in.message, 33, take(o, 64), 64);

  c->init(ctx, "N", 1, "S", 1);
  CHECK(c->update(ctx, in.message, rate + 3) == THISTLE_OK, "cshake%u", bits);
  c->squeeze(ctx, take(o, 7), 7);
  c->squeeze(ctx, take(o, rate + 2), rate + 2);
  if (bits == 128)
    thistle_shake128(in.message, 2 * rate - 1, take(o, rate + 1), rate + 1);
  else
    thistle_shake256(in.message, 2 * rate - 1, take(o, rate + 1), rate + 1);
}

/* The generic HMAC and KDF functions over hash, which are the typed ones
   behind one indirect call (thistle/hmac.h, thistle/kdf.h) and so make
   their promise: set_key, update, digest and verify, the one-shot; for
   SHA-1 and SHA-2 HKDF and PBKDF2. */
static void
generic(const struct thistle_hash *hash, struct out *o)
{
  struct thistle_hmac_ctx ctx;
  size_t ds = hash->digest_size;
  int kdf = _thistle_hash_family(hash) != THISTLE_FAMILY_SHA3;
  uint8_t *mac;

  CHECK(thistle_hmac_set_key(&ctx, hash, in.key, 21) == THISTLE_OK
        && (thistle_hmac_update(&ctx, in.message, 300),
            thistle_hmac_digest(&ctx, take(o, ds))) == THISTLE_OK,
        "%s generic hmac", hash->name);
  mac = take(o, ds);
  CHECK(thistle_hmac(hash, in.key, 21, in.message, 9, mac) == THISTLE_OK,
        "%s generic hmac one-shot", hash->name);
  memcpy(in.tag, mac, ds);
  thistle_hmac_update(&ctx, in.message, 9);
  put_result(o, thistle_hmac_verify(&ctx, in.tag, ds));
  if (!kdf)
    return;
  CHECK(thistle_hkdf(hash, in.salt, 16, in.key, 40, in.message, 10,
                     take(o, 2 * ds + 1), 2 * ds + 1) == THISTLE_OK,
        "%s generic hkdf", hash->name);
  CHECK(thistle_pbkdf2_hmac(hash, in.key, 11, in.salt, 16, 2,
                            take(o, 2 * ds), 2 * ds) == THISTLE_OK,
        "%s generic pbkdf2", hash->name);
}

/* Every front end of hash h that reads secrets, its outputs to o. */
static void
front_ends(size_t h, struct out *o)
{
  const struct thistle_hash *hash = thistle_hashes[h];
  const struct hmac_adapter *a = hmac_adapters[h];
  const struct kdf *k;
  size_t bs = hash->block_size, ds = hash->digest_size, i;
  /* More blocks than the widest lane core has lanes, the last one partial. */
  size_t pbkdf2_length = (THISTLE_MAX_LANES + 1) * ds - 3;
  const void *data[THISTLE_MAX_LANES + 1];
  size_t length[THISTLE_MAX_LANES + 1];
  uint64_t prefix[64];                  /* any hash context */

  /* Keys shorter than a block, one block, and longer (hashed first). */
  hmac(a, bs, ds, 13, o);
  hmac(a, bs, ds, bs, o);
  hmac(a, bs, ds, bs + 9, o);
  generic(hash, o);
  if (_thistle_hash_family(hash) == THISTLE_FAMILY_SHA3)
    {
      /* KMAC, cSHAKE and SHAKE once, beside SHA3-256 (their rate). */
      if (bs == THISTLE_SHA3_256_BLOCK_SIZE)
        {
          sponge_front_ends(128, 13, o);
          sponge_front_ends(128, 200, o);
          sponge_front_ends(256, 13, o);
          sponge_front_ends(256, 200, o);
        }
      return;                           /* no KDF or many over SHA-3 */
    }
  k = &kdfs[h];

  CHECK(k->hkdf(in.salt, 16, in.key, 40, in.message, 10, take(o, 3 * ds - 1),
                3 * ds - 1) == THISTLE_OK, "%s hkdf", hash->name);
  CHECK(k->expand(in.key, ds, in.message, 10, take(o, 2 * ds), 2 * ds)
        == THISTLE_OK, "%s hkdf expand", hash->name);

  /* One block (on SHA-NI, its iterations in registers), then many. */
  CHECK(k->pbkdf2(in.key, 11, in.salt, 16, 2, take(o, ds), ds) == THISTLE_OK,
        "%s pbkdf2", hash->name);
  CHECK(k->pbkdf2(in.key, bs + 3, in.salt, 16, 2, take(o, pbkdf2_length),
                  pbkdf2_length) == THISTLE_OK, "%s pbkdf2", hash->name);

  /* Messages of unequal lengths after a secret prefix that leaves a
     partial block. */
  hash->init(prefix);
  hash->update(prefix, in.prefix, bs + 21);
  for (i = 0; i <= THISTLE_MAX_LANES; i++)
    {
      data[i] = in.message + i;
      length[i] = (i * 37) % (2 * bs + 1);
    }
  many_adapter(hash->name)(prefix, THISTLE_MAX_LANES + 1, data, length,
                           take(o, (THISTLE_MAX_LANES + 1) * ds));
}

/* Runs front_ends(h) with the inputs public, then secret, and compares
   the outputs, declassified. */
static void
check_front_ends(size_t h, const char *how)
{
  static struct out want, got;

  want.used = got.used = 0;
  front_ends(h, &want);
  secret(&in, sizeof(in));
  front_ends(h, &got);
  declassify(&in, sizeof(in));
  declassify(got.bytes, got.used);
  CHECK(got.used == want.used
        && memcmp(got.bytes, want.bytes, want.used) == 0,
        "%s (%s): the outputs of secret inputs differ", thistle_hashes[h]->name,
        how);
}

/* States are uint64_t-aligned buffers big enough for any family. */
typedef uint64_t state_buffer[THISTLE_MAX_STATE_SIZE / 8];

/* Variant v over secret state and blocks, against the C code. */
static void
check_variant(const struct thistle_variant *v)
{
  const struct thistle_variant *c = _thistle_variant_c(v->family);
  size_t blocks = 3;
  state_buffer want, got;

  test_random_bytes((uint8_t *) want, sizeof(want));
  memcpy(got, want, sizeof(want));
  _thistle_variant_call(c, want, in.message, blocks);
  secret(got, sizeof(got));
  secret(&in, sizeof(in));
  _thistle_variant_call(v, got, in.message, blocks);
  declassify(&in, sizeof(in));
  declassify(got, sizeof(got));
  CHECK(memcmp(got, want, sizeof(want)) == 0, "%s (%s) with secrets",
        _thistle_family_name(v->family), v->name);
  printf("ran: %s (%s), called directly\n", _thistle_family_name(v->family),
         v->name);
}

/* Lane core k over secret states and blocks, each lane against the C
   code. */
static void
check_core(const struct thistle_lane_core *k)
{
  const struct thistle_variant *c = _thistle_variant_c(k->family);
  size_t bs = _thistle_family_block_size(k->family), blocks = 2;
  state_buffer want[THISTLE_MAX_LANES], got[THISTLE_MAX_LANES];
  void *state[THISTLE_MAX_LANES];
  const uint8_t *data[THISTLE_MAX_LANES];
  unsigned i;

  test_random_bytes((uint8_t *) want, sizeof(want));
  memcpy(got, want, sizeof(want));
  for (i = 0; i < k->lanes; i++)
    {
      state[i] = got[i];
      data[i] = in.message + (i * 29) % (sizeof(in.message) - blocks * bs);
      _thistle_variant_call(c, want[i], data[i], blocks);
    }
  secret(got, sizeof(got));
  secret(&in, sizeof(in));
  _thistle_lane_core_call(k, state, data, blocks);
  declassify(&in, sizeof(in));
  declassify(got, sizeof(got));
  CHECK(memcmp(got, want, sizeof(want)) == 0, "%s-x%u (%s) with secrets",
        _thistle_family_name(k->family), k->lanes, k->token);
  printf("ran: %s-x%u (%s), called directly\n",
         _thistle_family_name(k->family), k->lanes, k->token);
}

static void
check_memeq(void)
{
  int equal, different;

  memcpy(in.tag, in.key, sizeof(in.tag));
  secret(&in, sizeof(in));
  equal = thistle_memeq(in.tag, in.key, sizeof(in.tag));
  in.tag[17] ^= 4;
  different = thistle_memeq(in.tag, in.key, sizeof(in.tag));
  declassify(&in, sizeof(in));
  declassify(&equal, sizeof(equal));
  declassify(&different, sizeof(different));
  CHECK(equal == 1 && different == 0, "memeq with secrets");
  printf("ran: thistle_memeq\n");
}

/* The front ends of every hash of family f, under the variant in use;
   how says how it came to be used. The line names the lane core their
   batches (of THISTLE_MAX_LANES + 1 messages or PBKDF2 blocks) start on. */
static void
check_family(enum thistle_family f, const char *how)
{
  const struct thistle_lane_core *many =
    _thistle_many_core(f, THISTLE_MAX_LANES + 1);
  const char *token = _thistle_variant_in_use(f)->token;
  char lanes[32] = "single";
  size_t h;
  for (h = 0; thistle_hashes[h]; h++)
    if (_thistle_hash_family(thistle_hashes[h]) == f)
      check_front_ends(h, token);
  if (many)
    snprintf(lanes, sizeof(lanes), "%s-x%u", many->token, many->lanes);
  printf("ran: %s over %s (%s, %s; lanes %s)\n",
         f == THISTLE_FAMILY_SHA3 ? "HMAC, KMAC, cSHAKE, SHAKE"
         : "HMAC, HKDF, PBKDF2, many", _thistle_family_name(f), token, how,
         lanes);
}

/* What a careless comparison does: a branch on a secret byte. */
static int __attribute__((noinline))
planted_branch(const uint8_t *key)
{
  if (key[0] == 0)
    return puts("the key starts with a zero byte");
  return 0;
}

/* And a table lookup at a secret index (an S-box). */
static int __attribute__((noinline))
planted_index(const uint8_t *key)
{
  static const volatile uint8_t table[256] = { 1 };
  return table[key[0]];
}

static int
planted(const char *which)
{
  int (*leak)(const uint8_t *) = strcmp(which, "planted-branch") == 0
    ? planted_branch : strcmp(which, "planted-index") == 0 ? planted_index
    : NULL;
  int result;
  if (!leak)
    {
      fprintf(stderr, "usage: ct-test [planted-branch | planted-index]\n");
      return 2;
    }
  secret(in.key, sizeof(in.key));
  result = leak(in.key);
  declassify(&result, sizeof(result));
  printf("%s ran (memcheck must have reported it)\n", which);
  return 0;
}

int
main(int argc, char **argv)
{
  const struct thistle_variant *v;
  const struct thistle_lane_core *k;
  enum thistle_family f;
  unsigned skipped = 0;

  if (!RUNNING_ON_VALGRIND)
    {
      printf("SKIP: not under valgrind (make check-ct runs it under memcheck)\n");
      return 77;
    }
  test_random_bytes((uint8_t *) &in, sizeof(in));
  if (argc > 1)
    return planted(argv[1]);

  _thistle_fat_init();
  for (v = _thistle_variants; v->token; v++)
    if (_thistle_variant_usable(v))
      check_variant(v);
    else
      {
        printf("not run: %s (%s): the CPU (under valgrind, its) lacks it\n",
               _thistle_family_name(v->family), v->name);
        skipped++;
      }
  for (k = _thistle_lane_cores; k->token; k++)
    if ((k->requires & ~_thistle_cpu_features()) == 0)
      check_core(k);
    else
      {
        printf("not run: %s-x%u (%s): the CPU (under valgrind, its) lacks it\n",
               _thistle_family_name(k->family), k->lanes, k->token);
        skipped++;
      }
  check_memeq();

  /* The front ends as dispatch chose, then, in a fat build, under each
     other variant of their family this CPU runs. */
  for (f = 0; f < THISTLE_N_FAMILIES; f++)
    {
      const struct thistle_variant *chosen = _thistle_variant_in_use(f);
      check_family(f, "as dispatch chose");
#if THISTLE_FAT
      for (v = _thistle_variants; v->token; v++)
        if (v->family == f && v != chosen && _thistle_variant_usable(v))
          {
            _thistle_fat_use(v);
            check_family(f, "switched to");
          }
      _thistle_fat_use(chosen);
#endif
    }
  printf("(%u variants and lane cores not run here)\n", skipped);
  return test_finish("ct-test");
}

#else /* !HAVE_VALGRIND_MEMCHECK_H */

int
main(void)
{
  printf("SKIP: built without <valgrind/memcheck.h> (Debian: valgrind)\n");
  return 77;
}

#endif
