/* SPDX-License-Identifier: ISC */
/* testsuite/threads-test.c: many threads whose first library calls race
   each other (and, in a build with -DTHISTLE_FAT_NO_CONSTRUCTOR, the lazy
   choice of variants). Then many threads share one prefix context of
   thistle_sha256_many and of thistle_shake128_many, which thistle.3 says
   they may, as it is only read. Every digest must be right; under
   ThreadSanitizer (CI's TSan build) no data race may be reported. */

#include <pthread.h>
#include <string.h>

#include "testutils.h"

enum { THREADS = 16, MESSAGE = 1000, MAX_HASHES = 16 };
/* Enough messages per call to fill the widest lane core, of lengths that
   differ, and a SHAKE output longer than its block. */
enum { MANY = 20, ROUNDS = 100, SHAKE_OUT = 200 };

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

/* The prefixes every thread passes at once, and what their batch gives,
   computed by one thread before any other runs. */
static struct thistle_sha256_ctx sha256_prefix;
static struct thistle_shake128_ctx shake128_prefix;
static const void *many_data[MANY];
static size_t many_length[MANY];
static uint8_t sha256_want[MANY * THISTLE_SHA256_DIGEST_SIZE];
static uint8_t shake128_want[MANY * SHAKE_OUT];

/* Rounds whose outputs differed from the single-threaded ones. */
struct many_result {
  unsigned sha256_wrong, shake128_wrong;
};

static void *
many_worker(void *arg)
{
  struct many_result *r = arg;
  uint8_t digests[sizeof(sha256_want)], out[sizeof(shake128_want)];
  unsigned round;

  pthread_barrier_wait(&start);
  for (round = 0; round < ROUNDS; round++)
    {
      thistle_sha256_many(&sha256_prefix, MANY, many_data, many_length,
                          digests);
      if (memcmp(digests, sha256_want, sizeof(digests)) != 0)
        r->sha256_wrong++;
      if (thistle_shake128_many(&shake128_prefix, MANY, many_data,
                                many_length, out, SHAKE_OUT) != THISTLE_OK
          || memcmp(out, shake128_want, sizeof(out)) != 0)
        r->shake128_wrong++;
    }
  return NULL;
}

static void
shared_prefixes(void)
{
  static struct many_result results[THREADS];
  pthread_t threads[THREADS];
  struct thistle_sha256_ctx sha256_copy;
  struct thistle_shake128_ctx shake128_copy;
  size_t t, i;

  /* Zeroed first: the byte comparison afterwards covers the padding too,
     of known bytes. Both end in a partial block, which every lane copies
     from the prefix. */
  memset(&sha256_prefix, 0, sizeof(sha256_prefix));
  thistle_sha256_init(&sha256_prefix);
  thistle_sha256_update(&sha256_prefix, message, 77);
  memset(&shake128_prefix, 0, sizeof(shake128_prefix));
  thistle_shake128_init(&shake128_prefix);
  thistle_shake128_update(&shake128_prefix, message, 77);
  memcpy(&sha256_copy, &sha256_prefix, sizeof(sha256_copy));
  memcpy(&shake128_copy, &shake128_prefix, sizeof(shake128_copy));
  for (i = 0; i < MANY; i++)
    {
      many_data[i] = message + i;
      many_length[i] = i * 47 % (MESSAGE - MANY);
    }
  /* The same function alone: what differs in the threads is the
     sharing. */
  thistle_sha256_many(&sha256_prefix, MANY, many_data, many_length,
                      sha256_want);
  CHECK(thistle_shake128_many(&shake128_prefix, MANY, many_data, many_length,
                              shake128_want, SHAKE_OUT) == THISTLE_OK,
        "shake128_many alone");

  for (t = 0; t < THREADS; t++)
    if (pthread_create(&threads[t], NULL, many_worker, &results[t]) != 0)
      test_die("pthread_create failed");
  for (t = 0; t < THREADS; t++)
    pthread_join(threads[t], NULL);
  for (t = 0; t < THREADS; t++)
    {
      CHECK(results[t].sha256_wrong == 0,
            "thread %zu: sha256_many wrong in %u of %d rounds", t,
            results[t].sha256_wrong, ROUNDS);
      CHECK(results[t].shake128_wrong == 0,
            "thread %zu: shake128_many wrong in %u of %d rounds", t,
            results[t].shake128_wrong, ROUNDS);
    }
  CHECK(memcmp(&sha256_copy, &sha256_prefix, sizeof(sha256_copy)) == 0,
        "the shared sha256 prefix changed");
  CHECK(memcmp(&shake128_copy, &shake128_prefix, sizeof(shake128_copy)) == 0,
        "the shared shake128 prefix changed");
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
  shared_prefixes();
  pthread_barrier_destroy(&start);
  return test_finish("threads-test");
}
