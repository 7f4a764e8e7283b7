/* SPDX-License-Identifier: ISC */
/* testsuite/variants-test.c: every compress_n variant of the variant
   table that this CPU can run, called directly (whatever dispatch would
   choose) and compared with the portable C reference: random states and
   data, block counts 0..33 and a few hundred, every input alignment 0..15,
   for sha3 at each of its rates (and its squeeze and permutation);
   input flush against unmapped pages on both sides; and, on x86_64,
   32-bit x86 and arm64, through a trampoline that checks the callee-saved
   registers (and on x86 the direction flag and the upper halves of the
   vector registers). */

#define _GNU_SOURCE 1

#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "abi-call.h"
#include "compress.h"
#include "fat-setup.h"
#include "testutils.h"

static const struct thistle_variant *
reference(enum thistle_family f)
{
  const struct thistle_variant *v = _thistle_variant_c(f);
  if (!v->token)
    test_die("no C reference for %s", _thistle_family_name(f));
  return v;
}

/* States are uint64_t-aligned buffers big enough for any family. */
typedef uint64_t state_buffer[THISTLE_MAX_STATE_SIZE / 8];

/* Variant v against C over blocks of bs bytes (the family's block size,
   or one of sha3's rates). */
static void
differential(const struct thistle_variant *v, size_t bs)
{
  static const size_t counts[] = { 100, 257, 300 };
  const struct thistle_variant *ref = reference(v->family);
  size_t ss = _thistle_family_state_size(v->family);
  size_t max_blocks = 300, blocks, align, i;
  uint8_t *buffer = xmalloc(max_blocks * bs + 16);
  unsigned long mismatches = 0, calls = 0;

  for (i = 0; i < 34 + sizeof(counts) / sizeof(counts[0]); i++)
    for (align = 0; align < 16; align++)
      {
        state_buffer want, got;
        blocks = i < 34 ? i : counts[i - 34];
        test_random_bytes(buffer, blocks * bs + 16);
        test_random_bytes((uint8_t *) want, sizeof(want));
        memcpy(got, want, sizeof(want));
        _thistle_variant_absorb(ref, want, buffer + align, blocks, bs);
        _thistle_variant_absorb(v, got, buffer + align, blocks, bs);
        calls++;
        /* Beyond the family's state the buffer must be untouched too. */
        if (memcmp(want, got, sizeof(want)) != 0)
          {
            if (mismatches++ == 0)
              CHECK_BYTES((uint8_t *) got, (uint8_t *) want, ss,
                          "%s (%s): %zu blocks of %zu at alignment %zu",
                          _thistle_family_name(v->family), v->name, blocks,
                          bs, align);
          }
      }
  CHECK(mismatches == 0, "%s (%s): %lu of %lu calls (blocks of %zu) differ "
        "from C", _thistle_family_name(v->family), v->name, mismatches,
        calls, bs);
  free(buffer);
}

/* Input flush against an unmapped page after its last block and, in a
   second region, right after an unmapped page; the state too. A read or
   write outside them faults, failing the test loudly. */
static void
guard_pages(const struct thistle_variant *v, size_t bs)
{
  const struct thistle_variant *ref = reference(v->family);
  size_t page = (size_t) sysconf(_SC_PAGESIZE);
  size_t ss = _thistle_family_state_size(v->family);
  size_t blocks, region = 4 * page;
  uint8_t *map = mmap(NULL, region + 2 * page, PROT_READ | PROT_WRITE,
                      MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  uint8_t *inside, *after;

  if (map == MAP_FAILED)
    test_die("mmap failed");
  /* [guard][region of 4 pages][guard]; data spans at most 3 pages, so
     it never overlaps a state kept at the other end of the region. */
  if (mprotect(map, page, PROT_NONE) != 0
      || mprotect(map + page + region, page, PROT_NONE) != 0)
    test_die("mprotect failed");
  inside = map + page;
  after = inside + region;
  test_random_bytes(inside, region);

  for (blocks = 0; blocks * bs <= region - page; blocks += blocks < 3 ? 1 : 7)
    {
      state_buffer want;
      uint8_t *state_end = after - ss, *state_start = inside;
      test_random_bytes((uint8_t *) want, sizeof(want));

      /* Data ending at the upper guard page; state at the lower one. */
      memcpy(state_start, want, ss);
      _thistle_variant_absorb(ref, want, after - blocks * bs, blocks, bs);
      _thistle_variant_absorb(v, state_start, after - blocks * bs, blocks,
                              bs);
      CHECK(memcmp(state_start, want, ss) == 0,
            "%s (%s): %zu blocks of %zu flush before a guard page",
            _thistle_family_name(v->family), v->name, blocks, bs);

      /* Data starting at the lower guard page; state at the upper one. */
      memcpy(want, state_start, ss);
      memcpy(state_end, want, ss);
      _thistle_variant_absorb(ref, want, inside, blocks, bs);
      _thistle_variant_absorb(v, state_end, inside, blocks, bs);
      CHECK(memcmp(state_end, want, ss) == 0,
            "%s (%s): %zu blocks of %zu, state before a guard page",
            _thistle_family_name(v->family), v->name, blocks, bs);
    }
  /* No blocks: the data pointer may point at unmapped memory. */
  {
    state_buffer s;
    memset(s, 0, sizeof(s));
    _thistle_variant_absorb(v, s, after, 0, bs);
    CHECK(s[0] == 0, "0 blocks changed the state");
  }
  munmap(map, region + 2 * page);
}

/* The permutation alone: squeeze_n's one block of rate 0, which writes
   nothing (out may be NULL). */
static void
permute(const struct thistle_variant *v, uint64_t state[25])
{
  v->compress_n.sha3.squeeze_n(state, NULL, 1, 0);
}

/* A sha3 variant's squeeze_n against C's, at every rate and rate 0 (the
   permutation alone), 0 to 4 blocks, every output alignment 0..7 with a
   canary after it, the output and the state each flush against a guard
   page; each output block is the state's lanes after a permutation,
   read as bytes, so the C reference is checked too; and a block of zeros
   absorbed is the permutation. */
static void
sha3_squeeze(const struct thistle_variant *v)
{
  static const size_t rates[] = { 0, 72, 104, 136, 144, 168 };
  const struct thistle_variant *ref = reference(v->family);
  size_t page = (size_t) sysconf(_SC_PAGESIZE), r, blocks, align, b, i;
  uint8_t zeros[168] = { 0 }, want_out[4 * 168], got_out[4 * 168 + 8 + 16];
  uint8_t *map = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE,
                      MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  uint64_t *state_at_guard;
  uint8_t *guard;

  if (map == MAP_FAILED || mprotect(map + page, page, PROT_NONE) != 0)
    test_die("mmap or mprotect failed");
  guard = map + page;
  state_at_guard = (uint64_t *) guard - 25;
  for (r = 0; r < sizeof(rates) / sizeof(rates[0]); r++)
    for (blocks = 0; blocks <= 4; blocks++)
      for (align = 0; align < 8; align++)
        {
          size_t rate = rates[r], length = blocks * rate;
          state_buffer start, want, got, lanes;
          uint8_t canary[16];
          test_random_bytes((uint8_t *) start, sizeof(start));
          memcpy(want, start, sizeof(want));
          memcpy(got, start, sizeof(got));
          memcpy(lanes, start, sizeof(lanes));
          test_random_bytes(got_out, sizeof(got_out));
          memcpy(canary, got_out + align + length, sizeof(canary));

          ref->compress_n.sha3.squeeze_n(want, want_out, blocks, rate);
          v->compress_n.sha3.squeeze_n(got, got_out + align, blocks, rate);
          CHECK(memcmp(want, got, sizeof(want)) == 0
                && memcmp(want_out, got_out + align, length) == 0,
                "sha3_squeeze_n (%s): %zu blocks of rate %zu at alignment "
                "%zu differ from C", v->name, blocks, rate, align);
          CHECK(memcmp(canary, got_out + align + length, sizeof(canary)) == 0,
                "sha3_squeeze_n (%s): %zu blocks of rate %zu wrote past "
                "them", v->name, blocks, rate);
          for (b = 0; b < blocks; b++)
            {
              uint8_t bytes[200];
              permute(ref, lanes);
              for (i = 0; i < 25; i++)
                write_le64(bytes + 8 * i, lanes[i]);
              CHECK(memcmp(bytes, got_out + align + b * rate, rate) == 0,
                    "sha3_squeeze_n (%s): block %zu of rate %zu is not the "
                    "lanes after a permutation", v->name, b, rate);
            }

          /* The state ending at the guard page, then the output. */
          memcpy(state_at_guard, start, 25 * 8);
          v->compress_n.sha3.squeeze_n(state_at_guard, got_out, blocks, rate);
          CHECK(memcmp(state_at_guard, want, 25 * 8) == 0
                && memcmp(got_out, want_out, length) == 0,
                "sha3_squeeze_n (%s): %zu blocks of rate %zu, state before "
                "a guard page", v->name, blocks, rate);
          memcpy(got, start, sizeof(got));
          v->compress_n.sha3.squeeze_n(got, guard - length, blocks, rate);
          CHECK(memcmp(got, want, 25 * 8) == 0
                && memcmp(guard - length, want_out, length) == 0,
                "sha3_squeeze_n (%s): %zu blocks of rate %zu, output before "
                "a guard page", v->name, blocks, rate);
        }
  /* No blocks: out may point at unmapped memory, the state is unchanged. */
  {
    state_buffer s;
    memset(s, 0, sizeof(s));
    v->compress_n.sha3.squeeze_n(s, guard, 0, 168);
    CHECK(s[0] == 0, "sha3_squeeze_n (%s): 0 blocks changed the state",
          v->name);
  }
  for (i = 0; i < 20; i++)
    {
      state_buffer want, got;
      test_random_bytes((uint8_t *) want, sizeof(want));
      memcpy(got, want, sizeof(want));
      v->compress_n.sha3.absorb_n(got, zeros, 1, 72);
      permute(ref, want);
      CHECK(memcmp(want, got, sizeof(want)) == 0,
            "sha3_absorb_n (%s) of zeros is not the permutation", v->name);
    }
  munmap(map, 2 * page);
}

#ifdef TEST_ABI_CALL
/* Each variant through the ABI trampoline: compress_n over an even
   number of blocks up to five blocks' bytes; sha3's absorb_n so at every
   rate, then its squeeze_n: two blocks, and the permutation alone. */
static void
abi(const struct thistle_variant *v)
{
  static const size_t no_rate = 0;
  size_t n_rates = 1, r, blocks;
  const size_t *rates = &no_rate;
  uint8_t data[5 * THISTLE_MAX_BLOCK_SIZE];
  abi_test_func *fn;
  state_buffer state;
  char what[80];

  /* The union holds a pointer to a function of the family's exact type,
     each member the same size; the trampoline calls it through a generic
     type in assembly. */
  if (v->family == THISTLE_FAMILY_SHA3)
    {
      rates = _thistle_family_block_sizes(v->family, &n_rates);
      memcpy(&fn, &v->compress_n.sha3.absorb_n, sizeof(fn));
    }
  else
    memcpy(&fn, &v->compress_n, sizeof(fn));
  test_random_bytes(data, sizeof(data));
  for (r = 0; r < n_rates; r++)
    {
      size_t bs = rates[r] ? rates[r] : _thistle_family_block_size(v->family);
      for (blocks = 0; blocks * bs <= sizeof(data); blocks += 2)
        {
          state_buffer direct;
          test_random_bytes((uint8_t *) state, sizeof(state));
          memcpy(direct, state, sizeof(state));
          snprintf(what, sizeof(what), "%s (%s), %zu blocks, rate %zu",
                   _thistle_family_name(v->family), v->token, blocks, rates[r]);
          test_abi_call(fn, state, data, blocks, rates[r], what);
          /* The fourth argument arrived: the same state as a direct call. */
          if (v->family == THISTLE_FAMILY_SHA3)
            {
              v->compress_n.sha3.absorb_n((uint64_t *) direct, data, blocks,
                                          rates[r]);
              CHECK(memcmp(direct, state, sizeof(state)) == 0,
                    "%s: not the state of a direct call", what);
            }
        }
    }
  if (v->family == THISTLE_FAMILY_SHA3)
    {
      uint8_t out[2 * 168], direct_out[2 * 168];
      state_buffer direct;
      memcpy(&fn, &v->compress_n.sha3.squeeze_n, sizeof(fn));
      memcpy(direct, state, sizeof(state));
      snprintf(what, sizeof(what), "sha3_squeeze_n (%s)", v->token);
      test_abi_call(fn, state, out, 2, 168, what);
      v->compress_n.sha3.squeeze_n((uint64_t *) direct, direct_out, 2, 168);
      CHECK(memcmp(direct, state, sizeof(state)) == 0
            && memcmp(direct_out, out, sizeof(out)) == 0,
            "%s: not the state and output of a direct call", what);
      test_abi_call(fn, state, NULL, 1, 0, what);
    }
}
#endif

int
main(void)
{
  const struct thistle_variant *v;
  unsigned tested = 0;

#ifdef TEST_ABI_CALL_UPPER
  test_abi_call_upper_check();
#endif
  for (v = _thistle_variants; v->token; v++)
    {
      if (!_thistle_variant_usable(v))
        {
          printf("SKIP %s (%s): this CPU lacks what it needs\n",
                 _thistle_family_name(v->family), v->name);
          continue;
        }
      const size_t *sizes;
      size_t n, k;

      sizes = _thistle_family_block_sizes(v->family, &n);
      for (k = 0; k < n; k++)
        {
          differential(v, sizes[k]);
          guard_pages(v, sizes[k]);
        }
      if (v->family == THISTLE_FAMILY_SHA3)
        sha3_squeeze(v);
#ifdef TEST_ABI_CALL
      abi(v);
#endif
      printf("tested %s (%s)\n", _thistle_family_name(v->family), v->name);
      tested++;
    }
  CHECK(tested >= THISTLE_N_FAMILIES, "only %u variants tested", tested);
  return test_finish("variants-test");
}
