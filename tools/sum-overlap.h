/* SPDX-License-Identifier: ISC */
/* tools/sum-overlap.h: reading a large file on a second thread while the
   calling thread hashes, so that the kernel's copy into our buffers costs
   no time on the critical path. */

#ifndef THISTLE_SUM_OVERLAP_H
#define THISTLE_SUM_OVERLAP_H

#include <stddef.h>

#include <thistle/hash.h>

/* Feeds everything left in fd to hash's update on context, reading into
   buffers[0] and buffers[1] (size bytes each) in turns on a helper thread.
   Returns 0, the errno of a failed read, or -1 if no thread could be
   started (nothing was read then: the caller reads fd itself). */
int sum_hash_overlapped(const struct thistle_hash *hash, void *context,
                        int fd, unsigned char *buffers[2], size_t size);

#endif /* THISTLE_SUM_OVERLAP_H */
