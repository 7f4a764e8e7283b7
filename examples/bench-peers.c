/* SPDX-License-Identifier: ISC */
/* examples/bench-peers.c: the peer libraries configure found. */

#include "config.h"

#include <stddef.h>

#include "bench-subject.h"

const struct bench_library *const bench_peers[] = {
#if WITH_OPENSSL
  &bench_openssl,
#endif
#if WITH_NETTLE
  &bench_nettle,
#endif
#if WITH_GCRYPT
  &bench_gcrypt,
#endif
  NULL
};
