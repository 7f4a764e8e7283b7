/* SPDX-License-Identifier: ISC */
/* thistle/memops.h: memory operations for secrets. */

#ifndef THISTLE_MEMOPS_H
#define THISTLE_MEMOPS_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Overwrites the length bytes at p with zeros, in a way the compiler may
   not remove even when p is never read again: use it on contexts and
   buffers that held keys or secret messages before they go out of scope.
   p may be NULL when length is 0. */
void thistle_wipe(void *p, size_t length);

/* Returns 1 if the length bytes at a and b are equal, 0 if not, taking the
   same time whatever the contents: use it to compare MACs, where an early
   exit would tell an attacker how many leading bytes of a forgery are
   right. */
int thistle_memeq(const void *a, const void *b, size_t length);

#ifdef __cplusplus
}
#endif

#endif /* THISTLE_MEMOPS_H */
