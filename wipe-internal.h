/* SPDX-License-Identifier: ISC */
/* wipe-internal.h: thistle_wipe for buffers of a constant size, inline.

   thistle_wipe (memops.c) calls libc's explicit_bzero: for a digest or a
   block the call costs more than the stores, and an HMAC of a short
   message, or an HKDF, wipes several such buffers. wipe_inline expands
   into a few vector stores instead. The empty asm after them is given the
   buffer's address and may read any memory, as far as the compiler
   knows, so the stores cannot be dropped as dead: the guarantee that
   explicit_bzero gives, by the same means. */

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
