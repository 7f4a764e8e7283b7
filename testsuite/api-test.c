/* SPDX-License-Identifier: ISC */
/* testsuite/api-test.c: the algorithm table, name lookup, version, and
   which implementation each algorithm reports. */

#include <stdlib.h>
#include <string.h>

#include "testutils.h"

static void
lookup(void)
{
  static const struct { const char *query, *name; } names[] = {
    { "sha1", "sha1" }, { "SHA-1", "sha1" }, { "SHA1", "sha1" },
    { "sha224", "sha224" }, { "SHA-224", "sha224" },
    { "sha256", "sha256" }, { "SHA-256", "sha256" }, { "Sha_256", "sha256" },
    { "sha384", "sha384" }, { "SHA-384", "sha384" },
    { "sha512", "sha512" }, { "SHA-512", "sha512" },
    { "sha512_224", "sha512_224" }, { "SHA-512/224", "sha512_224" },
    { "sha512-224", "sha512_224" },
    { "sha512_256", "sha512_256" }, { "SHA-512/256", "sha512_256" },
    { "sha512-256", "sha512_256" },
    { "sha3_224", "sha3_224" }, { "SHA3-224", "sha3_224" },
    { "sha3_256", "sha3_256" }, { "SHA3-256", "sha3_256" },
    { "sha3-384", "sha3_384" }, { "SHA3-384", "sha3_384" },
    { "sha3_512", "sha3_512" }, { "SHA3-512", "sha3_512" },
    { "sha3", NULL }, { "shake128", NULL }, { "sha3_128", NULL },
    { "md5", NULL }, { "", NULL }, { "sha", NULL }, { "sha2", NULL },
    { "sha512_2", NULL }, { "sha2566", NULL }, { "sha-256x", NULL },
  };
  size_t i;
  for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
    {
      const struct thistle_hash *h = thistle_hash_lookup(names[i].query);
      if (names[i].name == NULL)
        CHECK(h == NULL, "lookup(\"%s\") should fail", names[i].query);
      else
        CHECK(h != NULL && strcmp(h->name, names[i].name) == 0,
              "lookup(\"%s\") should give %s", names[i].query, names[i].name);
    }
  CHECK(thistle_hash_lookup(NULL) == NULL, "lookup(NULL)");
  CHECK(thistle_implementation("md5") == NULL, "implementation(\"md5\")");
}

/* The table agrees with the headers' constants and context types. */
static void
table(void)
{
  static const struct {
    const char *name;
    size_t digest_size, block_size, context_size;
  } want[] = {
    { "sha1", THISTLE_SHA1_DIGEST_SIZE, THISTLE_SHA1_BLOCK_SIZE,
      sizeof(struct thistle_sha1_ctx) },
    { "sha224", THISTLE_SHA224_DIGEST_SIZE, THISTLE_SHA224_BLOCK_SIZE,
      sizeof(struct thistle_sha224_ctx) },
    { "sha256", THISTLE_SHA256_DIGEST_SIZE, THISTLE_SHA256_BLOCK_SIZE,
      sizeof(struct thistle_sha256_ctx) },
    { "sha384", THISTLE_SHA384_DIGEST_SIZE, THISTLE_SHA384_BLOCK_SIZE,
      sizeof(struct thistle_sha384_ctx) },
    { "sha512", THISTLE_SHA512_DIGEST_SIZE, THISTLE_SHA512_BLOCK_SIZE,
      sizeof(struct thistle_sha512_ctx) },
    { "sha512_224", THISTLE_SHA512_224_DIGEST_SIZE,
      THISTLE_SHA512_224_BLOCK_SIZE, sizeof(struct thistle_sha512_224_ctx) },
    { "sha512_256", THISTLE_SHA512_256_DIGEST_SIZE,
      THISTLE_SHA512_256_BLOCK_SIZE, sizeof(struct thistle_sha512_256_ctx) },
    { "sha3_224", THISTLE_SHA3_224_DIGEST_SIZE, THISTLE_SHA3_224_BLOCK_SIZE,
      sizeof(struct thistle_sha3_224_ctx) },
    { "sha3_256", THISTLE_SHA3_256_DIGEST_SIZE, THISTLE_SHA3_256_BLOCK_SIZE,
      sizeof(struct thistle_sha3_256_ctx) },
    { "sha3_384", THISTLE_SHA3_384_DIGEST_SIZE, THISTLE_SHA3_384_BLOCK_SIZE,
      sizeof(struct thistle_sha3_384_ctx) },
    { "sha3_512", THISTLE_SHA3_512_DIGEST_SIZE, THISTLE_SHA3_512_BLOCK_SIZE,
      sizeof(struct thistle_sha3_512_ctx) },
  };
  const size_t entries = sizeof(want) / sizeof(want[0]);
  size_t i, n = 0;
  for (i = 0; thistle_hashes[i]; i++)
    n++;
  CHECK(n == entries, "thistle_hashes has %zu entries", n);
  for (i = 0; i < entries && i < n; i++)
    {
      const struct thistle_hash *h = thistle_hashes[i];
      CHECK(strcmp(h->name, want[i].name) == 0, "entry %zu is %s", i, h->name);
      CHECK(h->digest_size == want[i].digest_size, "%s digest size", h->name);
      CHECK(h->block_size == want[i].block_size, "%s block size", h->name);
      CHECK(h->context_size == want[i].context_size, "%s context size",
            h->name);
      CHECK(thistle_hash_lookup(h->name) == h, "%s looks itself up", h->name);
    }
}

/* THISTLE_TEST_EXPECT="sha1=c,sha256=c,sha512=c" (set by the runner) says
   which variant each family must be using in this run; a silent fallback
   to another variant fails here. Without it, each answer must at least
   be a token. */
static void
implementation(void)
{
  static const char *const family_member[][2] = {
    { "sha1", "sha1" }, { "sha256", "sha224" }, { "sha256", "sha256" },
    { "sha512", "sha384" }, { "sha512", "sha512" },
    { "sha512", "sha512_224" }, { "sha512", "sha512_256" },
    { "sha3", "sha3" }, { "sha3", "SHA-3" }, { "sha3", "sha3_224" },
    { "sha3", "sha3_256" }, { "sha3", "sha3_384" }, { "sha3", "sha3_512" },
  };
  const char *expect = getenv("THISTLE_TEST_EXPECT");
  size_t i;

  for (i = 0; i < sizeof(family_member) / sizeof(family_member[0]); i++)
    {
      const char *family = family_member[i][0], *name = family_member[i][1];
      const char *impl = thistle_implementation(name);
      char key[16];
      const char *p;

      CHECK(impl != NULL && impl[0] != '\0', "implementation(%s)", name);
      if (impl == NULL || expect == NULL)
        continue;
      snprintf(key, sizeof(key), "%s=", family);
      for (p = expect; (p = strstr(p, key)) != NULL; p++)
        if (p == expect || p[-1] == ',')
          break;
      if (p == NULL)
        continue;
      p += strlen(key);
      CHECK(strncmp(p, impl, strlen(impl)) == 0
            && (p[strlen(impl)] == ',' || p[strlen(impl)] == '\0'),
            "%s uses %s, but this run expects %s", name, impl, expect);
    }
}

static void
version(void)
{
  char header[32];
  CHECK(strcmp(thistle_version(), THISTLE_VERSION_STRING) == 0,
        "thistle_version() is %s, headers say %s", thistle_version(),
        THISTLE_VERSION_STRING);
  snprintf(header, sizeof(header), "%d.%d.%d", THISTLE_VERSION_MAJOR,
           THISTLE_VERSION_MINOR, THISTLE_VERSION_PATCH);
  CHECK(strcmp(header, THISTLE_VERSION_STRING) == 0, "version macros");
}

int
main(void)
{
  lookup();
  table();
  implementation();
  version();
  return test_finish("api-test");
}
