/* SPDX-License-Identifier: ISC */
/* wipe-internal.h: wiping secrets, inline: thistle_wipe (memops.c) is
   this function out of line.

   Zero stores that nothing reads afterwards are dead to the compiler,
   which may drop them. The empty asm after the stores is given the
   buffer's address and may read any memory, as far as the compiler
   knows, so the stores must be done: the guarantee of explicit_bzero, by
   the same means, without its call, which for a digest or a block costs
   more than the stores (an HMAC of a short message, or an HKDF, wipes
   several such buffers). */

#ifndef THISTLE_WIPE_INTERNAL_H
#define THISTLE_WIPE_INTERNAL_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

static inline void
wipe_inline(void *p, size_t length)
{
  uint8_t *bytes = p;
  size_t i;
  /* In 64-byte pieces: GCC expands a larger memset into rep stosq, whose
     start-up costs tens of cycles (md-internal.h's md_zero). */
  for (i = 0; i + 64 <= length; i += 64)
    memset(bytes + i, 0, 64);
  memset(bytes + i, 0, length - i);
  __asm__ __volatile__ ("" : : "r" (p) : "memory");
}

#endif /* THISTLE_WIPE_INTERNAL_H */
