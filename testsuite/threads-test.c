/* SPDX-License-Identifier: ISC */
/* testsuite/threads-test.c: many threads whose first library calls race
   each other (and, in a build with -DTHISTLE_FAT_NO_CONSTRUCTOR, the lazy
   choice of variants). Every digest must be right; under ThreadSanitizer
   (CI's TSan build) no data race may be reported. */

#include <pthread.h>
#include <string.h>

#include "testutils.h"

enum { THREADS = 16, MESSAGE = 1000, MAX_HASHES = 16 };

static pthread_barrier_t start;
static uint8_t message[MESSAGE];

struct result {
  uint8_t digests[MAX_HASHES][64];
  uint8_t mac[THISTLE_SHA256_DIGEST_SIZE];
  const char *implementation;
};

static void *
worker(void *arg)
{
  struct result *r = arg;
  size_t i;

  pthread_barrier_wait(&start);
  /* The first call of each thread goes straight into hashing. */
  for (i = 0; thistle_hashes[i]; i++)
    hash_oneshot(thistle_hashes[i], message, MESSAGE, r->digests[i]);
  thistle_hmac_sha256("key", 3, message, MESSAGE, r->mac);
  r->implementation = thistle_implementation("sha256");
  return NULL;
}

int
main(void)
{
  static struct result results[THREADS];
  pthread_t threads[THREADS];
  uint8_t want[64], mac[THISTLE_SHA256_DIGEST_SIZE];
  size_t t, i;

  for (i = 0; thistle_hashes[i]; i++)
    if (i == MAX_HASHES)
      test_die("more than %d hashes: raise MAX_HASHES", MAX_HASHES);
  for (i = 0; i < MESSAGE; i++)
    message[i] = (uint8_t) (i * 7);
  pthread_barrier_init(&start, NULL, THREADS);
  for (t = 0; t < THREADS; t++)
    if (pthread_create(&threads[t], NULL, worker, &results[t]) != 0)
      test_die("pthread_create failed");
  for (t = 0; t < THREADS; t++)
    pthread_join(threads[t], NULL);

  /* Only now does the main thread hash: the threads went first. */
  thistle_hmac_sha256("key", 3, message, MESSAGE, mac);
  for (t = 0; t < THREADS; t++)
    {
      for (i = 0; thistle_hashes[i]; i++)
        {
          hash_oneshot(thistle_hashes[i], message, MESSAGE, want);
          CHECK_BYTES(results[t].digests[i], want,
                      thistle_hashes[i]->digest_size, "thread %zu %s", t,
                      thistle_hashes[i]->name);
        }
      CHECK_BYTES(results[t].mac, mac, sizeof(mac), "thread %zu hmac", t);
      CHECK(results[t].implementation != NULL
            && strcmp(results[t].implementation,
                      thistle_implementation("sha256")) == 0,
            "thread %zu saw implementation %s", t,
            results[t].implementation ? results[t].implementation : "NULL");
    }
  pthread_barrier_destroy(&start);
  return test_finish("threads-test");
}
