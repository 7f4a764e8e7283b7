/* SPDX-License-Identifier: ISC */
/* testsuite/dlopen-test.c: the shared library as a plugin host would use
   it: dlopen, look up the public functions by name, hash; the internal
   symbols must not be found (the version script hides them). */

#define _GNU_SOURCE 1

#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "testutils.h"

int
main(void)
{
  /* FIPS 180-4 example: SHA-256("abc"). */
  static const char want[] =
    "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";
  static const char *const internal[] = {
    "_thistle_sha256_compress_n_c", "_thistle_variants",
    "_thistle_sha256_k", "_thistle_fat_init",
  };
  char path[4096];
  const char *top = getenv("top_builddir");
  void (*sha256)(const void *, size_t, uint8_t *);
  const char *(*implementation)(const char *);
  uint8_t digest[32];
  void *lib;
  size_t i;

  snprintf(path, sizeof(path), "%s/libthistle.so.1", top ? top : "..");
  lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (lib == NULL)
    {
      if (access(path, F_OK) != 0)
        {
          printf("SKIP: no shared library in this build (%s)\n", path);
          return EXIT_SKIP;
        }
      test_die("dlopen %s: %s", path, dlerror());
    }
  *(void **) &sha256 = dlsym(lib, "thistle_sha256");
  *(void **) &implementation = dlsym(lib, "thistle_implementation");
  CHECK(sha256 != NULL, "dlsym(thistle_sha256)");
  CHECK(implementation != NULL, "dlsym(thistle_implementation)");
  if (sha256 && implementation)
    {
      sha256("abc", 3, digest);
      CHECK(strcmp(hex_string(digest, 32), want) == 0, "sha256(abc) via dlopen");
      CHECK(implementation("sha256") != NULL, "implementation via dlopen");
    }
  for (i = 0; i < sizeof(internal) / sizeof(internal[0]); i++)
    CHECK(dlsym(lib, internal[i]) == NULL, "internal %s is visible",
          internal[i]);
  CHECK(dlclose(lib) == 0, "dlclose");
  return test_finish("dlopen-test");
}
