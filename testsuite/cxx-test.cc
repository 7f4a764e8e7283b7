/* SPDX-License-Identifier: ISC */
// testsuite/cxx-test.cc: the public headers compile as C++ and link
// (extern "C"), and a digest computed from C++ is right.

#include <cstdio>
#include <cstring>

#include <thistle/thistle.h>

int
main()
{
  // FIPS 180-4 example: SHA-256("abc").
  static const uint8_t want[THISTLE_SHA256_DIGEST_SIZE] = {
    0xba, 0x78, 0x16, 0xbf, 0x8f, 0x01, 0xcf, 0xea, 0x41, 0x41, 0x40, 0xde,
    0x5d, 0xae, 0x22, 0x23, 0xb0, 0x03, 0x61, 0xa3, 0x96, 0x17, 0x7a, 0x9c,
    0xb4, 0x10, 0xff, 0x61, 0xf2, 0x00, 0x15, 0xad,
  };
  uint8_t digest[THISTLE_SHA256_DIGEST_SIZE];
  uint8_t mac[THISTLE_SHA512_DIGEST_SIZE], mac_oneshot[sizeof(mac)];
  struct thistle_hmac_sha512_ctx hmac;

  thistle_sha256("abc", 3, digest);
  thistle_hmac_sha512_set_key(&hmac, "key", 3);
  thistle_hmac_sha512_update(&hmac, "abc", 3);
  thistle_hmac_sha512_digest(&hmac, mac);
  thistle_hmac_sha512("key", 3, "abc", 3, mac_oneshot);
  if (std::memcmp(digest, want, sizeof(want)) != 0
      || std::memcmp(mac, mac_oneshot, sizeof(mac)) != 0
      || thistle_hash_lookup("sha256") == nullptr)
    {
      std::printf("cxx-test: 1 checks, 1 failed\n");
      return 1;
    }
  std::printf("cxx-test: 1 checks, 0 failed\n");
  return 0;
}
