/* SPDX-License-Identifier: ISC */
/* fat.c: load-time choice of compression code in a fat build, for every
   CPU family: for each family of hashes, the first variant of the
   preference-ordered table in variants.c whose features are all present.
   Which features are present only fat-x86.c or fat-arm64.c knows
   (_thistle_detect_cpu_features); this file asks once.

   THISTLE_FAT_OVERRIDE=tok,tok,... narrows the detected features to those
   listed ("none", or "c": portable C only); words are separated by commas, spaces
   or tabs and their case is ignored, and a list with no known word (empty,
   only separators) narrows nothing. A variant's token (sha_ni, avx2, ...)
   brings along what that variant's code also needs (sha_ni: ssse3 and
   sse4_1), read from the variant tables, so THISTLE_FAT_OVERRIDE=sha_ni
   means "the sha_ni code". It can only take features away, so it never
   makes the library run an instruction the CPU lacks.
   THISTLE_FAT_VERBOSE=1 prints the features and every choice on stderr,
   and the schedule where a token has two (variants.c). */

#define _GNU_SOURCE 1           /* secure_getenv */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compress.h"
#include "fat-setup.h"

static unsigned cpu_features, cpu_uarch;
static int cpu_features_known;

unsigned
_thistle_cpu_features(void)
{
  if (!__atomic_load_n(&cpu_features_known, __ATOMIC_ACQUIRE))
    {
      /* Racing threads compute the same values. */
      unsigned uarch, features = _thistle_detect_cpu_features(&uarch);
      __atomic_store_n(&cpu_features, features, __ATOMIC_RELAXED);
      __atomic_store_n(&cpu_uarch, uarch, __ATOMIC_RELAXED);
      __atomic_store_n(&cpu_features_known, 1, __ATOMIC_RELEASE);
    }
  return __atomic_load_n(&cpu_features, __ATOMIC_RELAXED);
}

/* Whether the word of length bytes at word is token, ignoring ASCII case
   (whatever the locale: "I" is "i" even in a Turkish one). */
static int
word_is(const char *word, size_t length, const char *token)
{
  size_t i;
  if (strlen(token) != length)
    return 0;
  for (i = 0; i < length; i++)
    {
      unsigned char c = (unsigned char) word[i];
      if (c >= 'A' && c <= 'Z')
        c += 'a' - 'A';
      if (c != (unsigned char) token[i])
        return 0;
    }
  return 1;
}

/* What the code of the compress_n variants named by the word needs, or 0
   if no variant has that name. (Lane cores do not widen a word: a core may
   combine instruction sets, e.g. SHA-NI rounds with an AVX-512 schedule,
   and "avx512" should not switch SHA-NI on.) */
static unsigned
variant_needs(const char *word, size_t length)
{
  const struct thistle_variant *v;
  unsigned needs = 0;
  for (v = _thistle_variants; v->token; v++)
    if (word_is(word, length, v->token))
      needs |= v->requires;
  return needs;
}

/* Words of THISTLE_FAT_OVERRIDE are separated by any run of these. */
#define SEPARATORS ", \t"

/* The next word of an override list from *p (its length in *length,
   *p moved past it), or NULL when only separators are left. */
static const char *
next_word(const char **p, size_t *length)
{
  const char *word = *p + strspn(*p, SEPARATORS);
  *length = strcspn(word, SEPARATORS);
  *p = word + *length;
  return *length > 0 ? word : NULL;
}

/* The feature the word names ("none": one with no bit), or NULL. */
static const struct thistle_feature_token *
word_feature(const char *word, size_t length)
{
  static const struct thistle_feature_token none = { "none", 0 };
  const struct thistle_feature_token *f;
  /* c, the portable variant's token, asks for what none does. */
  if (word_is(word, length, none.token) || word_is(word, length, "c"))
    return &none;
  for (f = _thistle_feature_tokens; f->token; f++)
    if (word_is(word, length, f->token))
      return f;
  return NULL;
}

static void
print_feature_list(unsigned set)
{
  const struct thistle_feature_token *f;
  for (f = _thistle_feature_tokens; f->token; f++)
    if (set & f->bit)
      fprintf(stderr, " %s", f->token);
  fprintf(stderr, "%s\n", set ? "" : " none");
}

/* The features the override list leaves of the detected ones. A word that
   names nothing is ignored, so a list with no known word (empty, only
   separators, or misspelt) leaves them all. With warn, says which words
   were ignored, with what the list leaves, and which named features this
   CPU lacks. */
static unsigned
override_features(const char *list, unsigned detected, int warn)
{
  const struct thistle_feature_token *f;
  const char *p = list, *word;
  size_t length;
  unsigned kept = 0, leaves;
  int known = 0;

  while ((word = next_word(&p, &length)) != NULL)
    if ((f = word_feature(word, length)) != NULL)
      {
        known = 1;
        kept |= f->bit | variant_needs(word, length);
      }
  leaves = known ? detected & kept : detected;
  if (!warn)
    return leaves;

  for (p = list; (word = next_word(&p, &length)) != NULL; )
    if ((f = word_feature(word, length)) == NULL)
      {
        fprintf(stderr, "thistle: THISTLE_FAT_OVERRIDE: unknown feature "
                "'%.*s' ignored (known: none c", (int) length, word);
        for (f = _thistle_feature_tokens; f->token; f++)
          fprintf(stderr, " %s", f->token);
        fprintf(stderr, "); the override leaves:");
        print_feature_list(leaves);
      }
    else if (f->bit & ~detected)
      fprintf(stderr, "thistle: THISTLE_FAT_OVERRIDE: this CPU lacks %s; "
              "it stays off\n", f->token);
  return leaves;
}

static void
print_features(const char *label, unsigned set)
{
  fprintf(stderr, "thistle: %s:", label);
  print_feature_list(set);
}

/* The lazy stubs: a call before the constructor has run (from another
   library's constructor) chooses first, then proceeds. */
static void
sha1_stub(uint32_t state[5], const uint8_t *data, size_t blocks)
{
  _thistle_fat_init();
  _thistle_sha1_compress_n(state, data, blocks);
}

static void
sha256_stub(uint32_t state[8], const uint8_t *data, size_t blocks)
{
  _thistle_fat_init();
  _thistle_sha256_compress_n(state, data, blocks);
}

static void
sha512_stub(uint64_t state[8], const uint8_t *data, size_t blocks)
{
  _thistle_fat_init();
  _thistle_sha512_compress_n(state, data, blocks);
}

static void
sha3_absorb_n_stub(uint64_t state[25], const uint8_t *data, size_t blocks,
                   size_t rate)
{
  _thistle_fat_init();
  _thistle_sha3_absorb_n(state, data, blocks, rate);
}

static void
sha3_squeeze_n_stub(uint64_t state[25], uint8_t *out, size_t blocks,
                    size_t rate)
{
  _thistle_fat_init();
  _thistle_sha3_squeeze_n(state, out, blocks, rate);
}

thistle_sha1_compress_n_func *_thistle_sha1_compress_n_ptr = sha1_stub;
thistle_sha256_compress_n_func *_thistle_sha256_compress_n_ptr = sha256_stub;
thistle_sha512_compress_n_func *_thistle_sha512_compress_n_ptr = sha512_stub;
thistle_sha3_absorb_n_func *_thistle_sha3_absorb_n_ptr = sha3_absorb_n_stub;
thistle_sha3_squeeze_n_func *_thistle_sha3_squeeze_n_ptr = sha3_squeeze_n_stub;

static int fat_initialized, fat_announced;
static unsigned enabled_features;
/* The variant each family's pointer holds, by enum thistle_family. */
static const struct thistle_variant *in_use[THISTLE_N_FAMILIES];

void
_thistle_fat_use(const struct thistle_variant *v)
{
  switch (v->family)
    {
    case THISTLE_FAMILY_SHA1:
      __atomic_store_n(&_thistle_sha1_compress_n_ptr,
                       v->compress_n.sha1, __ATOMIC_RELEASE);
      break;
    case THISTLE_FAMILY_SHA256:
      __atomic_store_n(&_thistle_sha256_compress_n_ptr,
                       v->compress_n.sha256, __ATOMIC_RELEASE);
      break;
    case THISTLE_FAMILY_SHA512:
      __atomic_store_n(&_thistle_sha512_compress_n_ptr,
                       v->compress_n.sha512, __ATOMIC_RELEASE);
      break;
    case THISTLE_FAMILY_SHA3:
      /* A racing front end may pair one variant's absorb_n with the
         other's squeeze_n: harmless, as both keep the canonical state. */
      __atomic_store_n(&_thistle_sha3_absorb_n_ptr,
                       v->compress_n.sha3.absorb_n, __ATOMIC_RELEASE);
      __atomic_store_n(&_thistle_sha3_squeeze_n_ptr,
                       v->compress_n.sha3.squeeze_n, __ATOMIC_RELEASE);
      break;
    }
  __atomic_store_n(&in_use[v->family], v, __ATOMIC_RELEASE);
}

const struct thistle_variant *
_thistle_variant_in_use(enum thistle_family family)
{
  _thistle_fat_init();
  return __atomic_load_n(&in_use[family], __ATOMIC_ACQUIRE);
}

unsigned
_thistle_enabled_features(void)
{
  _thistle_fat_init();
  return __atomic_load_n(&enabled_features, __ATOMIC_RELAXED);
}

void
_thistle_fat_init(void)
{
  const struct thistle_variant *v;
  const char *override, *verbose;
  unsigned detected, enabled, uarch;
  int chosen[THISTLE_N_FAMILIES] = { 0 };
  int first, announce;

  if (__atomic_load_n(&fat_initialized, __ATOMIC_ACQUIRE))
    return;

  /* Threads racing here choose the same variants; only the first talks. */
  first = !__atomic_exchange_n(&fat_announced, 1, __ATOMIC_RELAXED);
  verbose = secure_getenv("THISTLE_FAT_VERBOSE");
  announce = first && verbose && *verbose && strcmp(verbose, "0") != 0;

  detected = _thistle_cpu_features();
  enabled = detected;
  override = secure_getenv("THISTLE_FAT_OVERRIDE");
  if (override)
    enabled = override_features(override, detected, first);

  if (announce)
    {
      print_features("cpu features", detected);
      if (override)
        print_features("THISTLE_FAT_OVERRIDE leaves", enabled);
    }

  /* The table lists each family's variants best first: take the first
     whose features are all enabled (the C code needs none) and, if its
     schedule was made for some kinds of CPU, made for this one. The
     override names instruction sets, not schedules: it leaves the kind. */
  uarch = __atomic_load_n(&cpu_uarch, __ATOMIC_RELAXED);
  for (v = _thistle_variants; v->token; v++)
    {
      if (chosen[v->family] || (v->requires & ~enabled)
          || (v->uarch && !(v->uarch & uarch)))
        continue;
      chosen[v->family] = 1;
      _thistle_fat_use(v);
      if (!announce)
        continue;
      fprintf(stderr, "thistle: %s: %s\n",
              _thistle_family_name(v->family), v->token);
      if (v->uarch)
        fprintf(stderr, "thistle: %s schedule: %s\n",
                _thistle_family_name(v->family), v->name);
    }
  __atomic_store_n(&enabled_features, enabled, __ATOMIC_RELAXED);
  __atomic_store_n(&fat_initialized, 1, __ATOMIC_RELEASE);
}

/* Choose at load time, so the first hash pays nothing. The threads test
   builds without it (-DTHISTLE_FAT_NO_CONSTRUCTOR) to make the first calls
   race through the lazy stubs. */
#ifndef THISTLE_FAT_NO_CONSTRUCTOR
static void __attribute__((constructor))
fat_constructor(void)
{
  _thistle_fat_init();
}
#endif
