/* SPDX-License-Identifier: ISC */
/* generic/sha3-c-steps.h: the C variant's two sponge steps (compress.h),
   _thistle_sha3_absorb_n_c and _thistle_sha3_squeeze_n_c, over the lanes
   of the file that includes it, which is generic/sha3-absorb-n.c (64-bit
   lanes) or generic/sha3-absorb-n-32.c (bit-interleaved halves), the one
   of them a build compiles. That file defines first:
   DECLARE_LANES(s), the lanes s<x><y> as locals; LOAD_LANES(s, state) and
   STORE_LANES(s, state), from and to the canonical state; KECCAK_F1600(),
   the rounds on the lanes a<x><y> by way of e<x><y>; ABSORB_LANE(x, y),
   the data word of lane (x, y) (little-endian at data + 8 (x + 5 y))
   XORed into a<x><y>, and SQUEEZE_LANE(x, y), a<x><y> written so at out;
   and C_STEPS_WIPE_BYTES, how deep the entry points wipe the stack. */

/* OP(x, y) on lanes 0..rate/8-1 (lane (x, y) is index x + 5 y), in index
   order, for rate 0 (none), 72, 104, 136, 144 or 168: the rates nest, so
   each covers the one below it and a few lanes more. */
#define RATE_LANES(OP, rate) do {                                           \
    if ((rate) >= 72)                                                       \
      {                                                                     \
        OP(0, 0); OP(1, 0); OP(2, 0); OP(3, 0); OP(4, 0);                   \
        OP(0, 1); OP(1, 1); OP(2, 1); OP(3, 1);                             \
      }                                                                     \
    if ((rate) >= 104)                                                      \
      {                                                                     \
        OP(4, 1); OP(0, 2); OP(1, 2); OP(2, 2);                             \
      }                                                                     \
    if ((rate) >= 136)                                                      \
      {                                                                     \
        OP(3, 2); OP(4, 2); OP(0, 3); OP(1, 3);                             \
      }                                                                     \
    if ((rate) >= 144)                                                      \
      OP(2, 3);                                                             \
    if ((rate) >= 168)                                                      \
      {                                                                     \
        OP(3, 3); OP(4, 3); OP(0, 4);                                       \
      }                                                                     \
  } while (0)

/* The lanes live in locals across all the blocks of a call. */
static __attribute__((noinline)) void
absorb_blocks(uint64_t state[25], const uint8_t *data, size_t blocks,
              size_t rate)
{
  DECLARE_LANES(a);
  DECLARE_LANES(e);
  LOAD_LANES(a, state);
  for (; blocks > 0; blocks--, data += rate)
    {
      RATE_LANES(ABSORB_LANE, rate);
      KECCAK_F1600();
    }
  STORE_LANES(a, state);
}

static __attribute__((noinline)) void
squeeze_blocks(uint64_t state[25], uint8_t *out, size_t blocks, size_t rate)
{
  DECLARE_LANES(a);
  DECLARE_LANES(e);
  LOAD_LANES(a, state);
  for (; blocks > 0; blocks--, out += rate)
    {
      KECCAK_F1600();
      RATE_LANES(SQUEEZE_LANE, rate);
    }
  STORE_LANES(a, state);
}

/* The entry points: the lanes, which in HMAC-SHA3 and KMAC start as a key
   state, leave no copy in the dead stack (residue-test fails where
   C_STEPS_WIPE_BYTES is too few). */
void
_thistle_sha3_absorb_n_c(uint64_t state[25], const uint8_t *data,
                         size_t blocks, size_t rate)
{
  if (blocks == 0)
    return;
  absorb_blocks(state, data, blocks, rate);
  wipe_stack_after(C_STEPS_WIPE_BYTES);
}

void
_thistle_sha3_squeeze_n_c(uint64_t state[25], uint8_t *out, size_t blocks,
                          size_t rate)
{
  if (blocks == 0)
    return;
  squeeze_blocks(state, out, blocks, rate);
  wipe_stack_after(C_STEPS_WIPE_BYTES);
}
