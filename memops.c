/* SPDX-License-Identifier: ISC */
/* memops.c: wiping secrets and comparing MACs in constant time. */

#include "config.h"

#include <stdint.h>
#include <string.h>

#include "thistle/memops.h"
#include "wipe-internal.h"

void
thistle_wipe(void *p, size_t length)
{
  if (length > 0)
    wipe_inline(p, length);
}

int
thistle_memeq(const void *a, const void *b, size_t length)
{
  const uint8_t *x = a, *y = b;
  unsigned difference = 0;
  size_t i;

  for (i = 0; i < length; i++)
    difference |= x[i] ^ y[i];
  /* Hide the value from the optimiser, so it cannot turn the loop into one
     that stops at the first difference. */
  __asm__ ("" : "+r" (difference));
  /* difference is 0..255: 0 - 1 wraps to all ones, anything else not. */
  return (int) ((difference - 1) >> 8) & 1;
}
