/* SPDX-License-Identifier: ISC */
/* bindings/lua/binding.h: what the files of the Lua module share. Only
   luaopen_thistle is exported from the module; these stay inside it. */

#ifndef THISTLE_LUA_BINDING_H
#define THISTLE_LUA_BINDING_H

#include <stddef.h>
#include <stdint.h>

#include <thistle/sha2.h>

#include "compat.h"

#if defined(__GNUC__)
#pragma GCC visibility push(hidden)
#endif

/* The largest digest, SHA-512's. */
#define THISTLE_LUA_MAX_DIGEST_SIZE THISTLE_SHA512_DIGEST_SIZE

/* The most bytes a string, or a userdata, can have in every Lua: LuaJIT
   refuses strings of 2^31 - 256 bytes and more (LJ_MAX_STR) and userdata
   of more than 2^31 - 256 (LJ_MAX_UDATA); the other Luas hold far larger
   ones. A module built for Lua 5.1 also runs in LuaJIT, so the limit is
   the same in every Lua. */
#define THISTLE_LUA_MAX_BYTES 2147483391ul

/* Every fixed-size hash behind one shape (the table is in thistle.c). The
   adapters take void *ctx so that no call goes through a function pointer
   of the wrong type. The KDFs are NULL where the library has none
   (SHA-3). */
struct algorithm {
  const char *name;
  size_t digest_size;
  void (*hash)(const void *data, size_t length, uint8_t *digest);
  void (*init)(void *ctx);
  void (*update)(void *ctx, const void *data, size_t length);
  void (*digest)(void *ctx, uint8_t *digest);
  void (*hmac)(const void *key, size_t key_length,
               const void *data, size_t length, uint8_t *mac);
  void (*hmac_set_key)(void *ctx, const void *key, size_t key_length);
  void (*hmac_update)(void *ctx, const void *data, size_t length);
  void (*hmac_digest)(void *ctx, uint8_t *mac);
  void (*many)(size_t n, const void *const data[], const size_t length[],
               uint8_t *digests);
  void (*hkdf_extract)(const void *salt, size_t salt_length,
                       const void *ikm, size_t ikm_length, uint8_t *prk);
  int (*hkdf_expand)(const uint8_t *prk, size_t prk_length,
                     const void *info, size_t info_length,
                     uint8_t *okm, size_t okm_length);
  int (*hkdf)(const void *salt, size_t salt_length, const void *ikm,
              size_t ikm_length, const void *info, size_t info_length,
              uint8_t *okm, size_t okm_length);
  int (*pbkdf2)(const void *password, size_t password_length,
                const void *salt, size_t salt_length, uint32_t iterations,
                uint8_t *out, size_t out_length);
};

/* Returns the algorithm of argument arg, one of the module's hash
   functions (sha.X or sha.X_bin), and sets *binary for the _bin ones;
   anything else raises "Unknown hash function", as the pure-Lua module's
   hmac does. */
const struct algorithm *thistle_lua_check_hash(lua_State *L, int arg,
                                               int *binary);

/* Pushes the size bytes at digest as they are if binary, else as hex (as
   thistle_lua_push_hex does it). */
void thistle_lua_push_digest(lua_State *L, const uint8_t *digest, size_t size,
                             int binary);

/* Returns the string argument arg and its length; anything else, numbers
   included, raises "bad argument" (a number hashed as its decimal text
   would be a silent surprise). */
const char *thistle_lua_check_bytes(lua_State *L, int arg, size_t *length);

/* Pushes the length bytes at bytes as a string of lowercase hex digits;
   over 64 bytes, the scratch it was built in stays below it. */
void thistle_lua_push_hex(lua_State *L, const uint8_t *bytes, size_t length);

/* Decodes the string argument arg, hex digits of either case, into a
   userdata it pushes, and returns those bytes, *size of them; anything
   else raises "bad argument" naming the first byte that is not a hex digit
   and its position, or the odd count. */
uint8_t *thistle_lua_check_hex(lua_State *L, int arg, size_t *size);

/* Pushes n in decimal and returns that string: positions, counts and
   limits in messages, which lua_pushfstring's %d (an int) cannot hold and
   its %f writes as "8160.0" in Lua 5.3 and 5.4. */
const char *thistle_lua_push_decimal(lua_State *L, uintmax_t n);

/* Returns the output length argument arg, a whole number of bytes, at
   most standard_max (the standard's limit, which standard_text names; no
   limit if standard_text is NULL) and at most what a Lua string holds in
   the given form; anything else raises "bad argument". Callers check it
   before they allocate the output. */
size_t thistle_lua_check_length(lua_State *L, int arg, lua_Number standard_max,
                                const char *standard_text, int binary);

/* Sets hkdf, hkdf_extract, hkdf_expand and pbkdf2 in the table on top. */
void thistle_lua_set_kdf(lua_State *L);

/* Sets hex_to_bin, bin_to_hex, base64_to_bin, bin_to_base64 and, under
   their old names, hex2bin, bin2hex, base642bin, bin2base64 in the table on
   top. */
void thistle_lua_set_codecs(lua_State *L);

#if defined(__GNUC__)
#pragma GCC visibility pop
#define THISTLE_LUA_EXPORT __attribute__((visibility("default")))
#else
#define THISTLE_LUA_EXPORT
#endif

/* The module's entry point, what require "thistle" calls. */
THISTLE_LUA_EXPORT int luaopen_thistle(lua_State *L);

#endif /* THISTLE_LUA_BINDING_H */
