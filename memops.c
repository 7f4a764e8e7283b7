/* SPDX-License-Identifier: ISC */
/* memops.c: wiping secrets and comparing MACs in constant time. */

#include "config.h"

#define _DEFAULT_SOURCE 1       /* explicit_bzero */

#include <stdint.h>
#include <string.h>

#include "thistle/memops.h"

void
thistle_wipe(void *p, size_t length)
{
  if (length == 0)
    return;
#if HAVE_EXPLICIT_BZERO
  explicit_bzero(p, length);
#else
  /* Stores through a volatile pointer are observable behaviour, so the
     compiler must perform every one of them. */
  {
    volatile uint8_t *v = p;
    while (length-- > 0)
      *v++ = 0;
  }
#endif
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
