/* SPDX-License-Identifier: ISC */
/* testsuite/many-adapters.h: every thistle_X_many behind one shape, so
   tests and fuzzers can loop over them. */

#ifndef THISTLE_MANY_ADAPTERS_H
#define THISTLE_MANY_ADAPTERS_H

#include <stddef.h>
#include <stdint.h>

/* thistle_X_many with the algorithm's context as a plain pointer. */
typedef void many_function(const void *prefix, size_t n,
                           const void *const data[], const size_t length[],
                           uint8_t *digests);

/* The many function of hash name (as in thistle_hashes); the program dies
   if there is none. */
many_function *many_adapter(const char *name);

#endif /* THISTLE_MANY_ADAPTERS_H */
