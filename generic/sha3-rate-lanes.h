/* SPDX-License-Identifier: ISC */
/* generic/sha3-rate-lanes.h: the lanes a sponge block covers, for both C
   variants' absorbing and squeezing (generic/sha3-absorb-n.c and
   generic/sha3-absorb-n-32.c). */

#ifndef THISTLE_GENERIC_SHA3_RATE_LANES_H
#define THISTLE_GENERIC_SHA3_RATE_LANES_H

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

#endif /* THISTLE_GENERIC_SHA3_RATE_LANES_H */
