/* SPDX-License-Identifier: ISC */
/* bindings/lua/kdf.c: HKDF (RFC 5869) and PBKDF2-HMAC (RFC 8018) from Lua,
   in the manner of sha.hmac: the first argument is one of the module's
   SHA-1 or SHA-2 hash functions (the library has no SHA-3 KDFs, so a SHA-3
   one raises "bad argument"), and the output is hex for sha.X, bytes for sha.X_bin;
   the other arguments are byte strings, and lengths count output bytes.
     sha.hkdf(sha.X, salt, ikm, info, length)
     sha.hkdf_extract(sha.X, salt, ikm)         -> the PRK
     sha.hkdf_expand(sha.X, prk, info, length)
     sha.pbkdf2(sha.X, password, salt, iterations, length)
   The PRK is in the hash function's form both ways: extract returns it in
   hex for sha.X and expand decodes it from hex for sha.X, so that
   hkdf_expand(sha.X, hkdf_extract(sha.X, salt, ikm), info, length) is
   hkdf(sha.X, salt, ikm, info, length) in either form.
   salt and info may be nil (RFC 5869's "not provided": empty). An output
   length over the standard's limit or over what a Lua string can hold is
   refused before anything is allocated; those, 0 iterations and a PRK
   shorter than a digest raise "bad argument" errors. The output is built
   in a buffer wiped once the Lua string is made; that string, like any Lua
   string, cannot be wiped. */

#include <thistle/kdf.h>
#include <thistle/memops.h>

#include "binding.h"

/* Returns the algorithm of the hash function argument arg, as
   thistle_lua_check_hash does, refusing one the library has no HKDF and
   PBKDF2 for (the SHA-3 hashes). */
static const struct algorithm *
check_kdf_hash(lua_State *L, int arg, int *binary)
{
  const struct algorithm *alg = thistle_lua_check_hash(L, arg, binary);

  if (alg->hkdf == NULL)
    luaL_argerror(L, arg, lua_pushfstring(L, "thistle has no HKDF or PBKDF2 over "
                                             "%s, only over SHA-1 and SHA-2", alg->name));
  return alg;
}

/* Returns the byte string argument arg, or an empty one if it is nil. */
static const char *
optional_bytes(lua_State *L, int arg, size_t *length)
{
  if (lua_isnoneornil(L, arg))
    {
      *length = 0;
      return "";
    }
  return thistle_lua_check_bytes(L, arg, length);
}

/* Every lua_Number from 2^53 on is whole (and beyond any length). */
#define WHOLE_FROM 9007199254740992.0

/* Returns the number argument arg if it is a whole number, 0 or more;
   anything else raises "bad argument" with expected as the reason. */
static lua_Number
check_whole(lua_State *L, int arg, const char *expected)
{
  lua_Number n;

  if (lua_type(L, arg) != LUA_TNUMBER)
    luaL_argerror(L, arg, lua_pushfstring(L, "number expected, got %s",
                                          luaL_typename(L, arg)));
  n = lua_tonumber(L, arg);
  /* n - n is 0 for finite n only; below 2^53 the cast is exact. */
  if (!(n >= 0 && n - n == 0)
      || (n < WHOLE_FROM && n != (lua_Number) (long long) n))
    luaL_argerror(L, arg, expected);
  return n;
}

size_t
thistle_lua_check_length(lua_State *L, int arg, lua_Number standard_max,
                         const char *standard_text, int binary)
{
  lua_Number n = check_whole(L, arg, "a whole number of bytes, 0 or more, expected");
  lua_Number string_max = (lua_Number) (binary ? THISTLE_LUA_MAX_BYTES
                                               : THISTLE_LUA_MAX_BYTES / 2);

  if (standard_text != NULL && n > standard_max)
    {
      const char *limit = thistle_lua_push_decimal(L, (uintmax_t) standard_max);
      luaL_argerror(L, arg, lua_pushfstring(L, "longer than the standard allows: "
                                               "at most %s bytes, %s", limit, standard_text));
    }
  if (n > string_max)
    {
      const char *limit = thistle_lua_push_decimal(L, (uintmax_t) string_max);
      luaL_argerror(L, arg, lua_pushfstring(L, "longer than a Lua string can hold: "
                                               "at most %s bytes%s", limit,
                                            binary ? "" : " in hex"));
    }
  return (size_t) n;
}

/* HKDF's limit: 255 digests (RFC 5869, section 2.3). */
static size_t
check_hkdf_length(lua_State *L, int arg, const struct algorithm *alg, int binary)
{
  return thistle_lua_check_length(L, arg, 255.0 * (lua_Number) alg->digest_size,
                      "255 digests", binary);
}

/* Pushes the length bytes at out as the hash function's form asks, then
   wipes them. */
static void
push_key(lua_State *L, uint8_t *out, size_t length, int binary)
{
  thistle_lua_push_digest(L, out, length, binary);
  thistle_wipe(out, length);
}

/* Raises the error for the library's result, if it is one. */
static void
check_result(lua_State *L, int result, int length_arg, int key_arg)
{
  switch (result)
    {
    case THISTLE_OK:
      return;
    case THISTLE_ERROR_OUTPUT_LENGTH:       /* refused before the call */
      luaL_argerror(L, length_arg, "longer than the standard allows");
      break;
    case THISTLE_ERROR_ITERATIONS:
      luaL_argerror(L, key_arg, "iterations must be at least 1");
      break;
    case THISTLE_ERROR_KEY_LENGTH:
      luaL_argerror(L, key_arg, "pseudorandom key shorter than the digest");
      break;
    default:
      luaL_error(L, "thistle: unexpected result %d", result);
    }
}

static int
hkdf(lua_State *L)
{
  int binary;
  const struct algorithm *alg = check_kdf_hash(L, 1, &binary);
  size_t salt_length, ikm_length, info_length;
  const char *salt = optional_bytes(L, 2, &salt_length);
  const char *ikm = thistle_lua_check_bytes(L, 3, &ikm_length);
  const char *info = optional_bytes(L, 4, &info_length);
  size_t length = check_hkdf_length(L, 5, alg, binary);
  uint8_t *okm = lua_newuserdata(L, length);

  check_result(L, alg->hkdf(salt, salt_length, ikm, ikm_length, info,
                            info_length, okm, length), 5, 0);
  push_key(L, okm, length, binary);
  return 1;
}

static int
hkdf_extract(lua_State *L)
{
  int binary;
  const struct algorithm *alg = check_kdf_hash(L, 1, &binary);
  size_t salt_length, ikm_length;
  const char *salt = optional_bytes(L, 2, &salt_length);
  const char *ikm = thistle_lua_check_bytes(L, 3, &ikm_length);
  uint8_t prk[THISTLE_LUA_MAX_DIGEST_SIZE];

  alg->hkdf_extract(salt, salt_length, ikm, ikm_length, prk);
  push_key(L, prk, alg->digest_size, binary);
  return 1;
}

/* The PRK is hex for sha.X, as hkdf_extract(sha.X, ...) returns it. */
static int
hkdf_expand(lua_State *L)
{
  int binary, result;
  const struct algorithm *alg = check_kdf_hash(L, 1, &binary);
  size_t prk_length, info_length;
  const char *prk_text = thistle_lua_check_bytes(L, 2, &prk_length);
  const char *info = optional_bytes(L, 3, &info_length);
  size_t length = check_hkdf_length(L, 4, alg, binary);
  uint8_t *decoded = binary ? NULL : thistle_lua_check_hex(L, 2, &prk_length);
  const uint8_t *prk = binary ? (const uint8_t *) prk_text : decoded;
  uint8_t *okm = lua_newuserdata(L, length);

  result = alg->hkdf_expand(prk, prk_length, info, info_length, okm, length);
  if (decoded != NULL)
    thistle_wipe(decoded, prk_length);
  check_result(L, result, 4, 2);
  push_key(L, okm, length, binary);
  return 1;
}

/* RFC 8018, section 5.2: at most 2^32 - 1 blocks of a digest each. */
static int
pbkdf2(lua_State *L)
{
  int binary;
  const struct algorithm *alg = check_kdf_hash(L, 1, &binary);
  size_t password_length, salt_length;
  const char *password = thistle_lua_check_bytes(L, 2, &password_length);
  const char *salt = thistle_lua_check_bytes(L, 3, &salt_length);
  const char *bad_iterations = "a whole number of iterations, 1 to 2^32 - 1, expected";
  /* 0 is the library's to refuse. */
  lua_Number iterations = check_whole(L, 4, bad_iterations);
  size_t length;
  uint8_t *out;

  if (iterations > 4294967295.0)
    luaL_argerror(L, 4, bad_iterations);
  length = thistle_lua_check_length(L, 5, 4294967295.0 * (lua_Number) alg->digest_size,
                        "2^32 - 1 digests", binary);
  out = lua_newuserdata(L, length);
  check_result(L, alg->pbkdf2(password, password_length, salt, salt_length,
                              (uint32_t) iterations, out, length), 5, 4);
  push_key(L, out, length, binary);
  return 1;
}

void
thistle_lua_set_kdf(lua_State *L)
{
  static const luaL_Reg functions[] = {
    { "hkdf", hkdf },
    { "hkdf_extract", hkdf_extract },
    { "hkdf_expand", hkdf_expand },
    { "pbkdf2", pbkdf2 },
    { NULL, NULL }
  };

  thistle_lua_setfuncs(L, functions, 0);
}
