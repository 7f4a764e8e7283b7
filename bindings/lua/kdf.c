/* SPDX-License-Identifier: ISC */
/* bindings/lua/kdf.c: HKDF (RFC 5869) and PBKDF2-HMAC (RFC 8018) from Lua,
   in the manner of sha.hmac: the first argument is one of the module's
   hash functions, and the output is hex for sha.X, bytes for sha.X_bin;
   the other arguments are byte strings, and lengths count output bytes.
     sha.hkdf(sha.X, salt, ikm, info, length)
     sha.hkdf_extract(sha.X, salt, ikm)         -> the PRK
     sha.hkdf_expand(sha.X, prk, info, length)  (prk: bytes)
     sha.pbkdf2(sha.X, password, salt, iterations, length)
   salt and info may be nil (RFC 5869's "not provided": empty). Limits the
   library refuses (an output over 255 digests for HKDF, 0 iterations, a
   PRK shorter than a digest) raise "bad argument" errors. The output is
   built in a buffer wiped once the Lua string is made; that string, like
   any Lua string, cannot be wiped. */

#include <thistle/kdf.h>
#include <thistle/memops.h>

#include "binding.h"

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

/* Returns the whole-number argument arg, from minimum to maximum;
   anything else raises "bad argument" with expected as the reason. */
static lua_Number
check_count(lua_State *L, int arg, lua_Number minimum, lua_Number maximum,
            const char *expected)
{
  lua_Number n;

  if (lua_type(L, arg) != LUA_TNUMBER)
    luaL_argerror(L, arg, lua_pushfstring(L, "number expected, got %s",
                                          luaL_typename(L, arg)));
  n = lua_tonumber(L, arg);
  if (!(n >= minimum && n <= maximum) || n != (lua_Number) (long long) n)
    luaL_argerror(L, arg, expected);
  return n;
}

/* An output length in bytes, one an allocation can hold. */
static size_t
check_length(lua_State *L, int arg)
{
  return (size_t) check_count(L, arg, 0, (lua_Number) (((size_t) -1) >> 2),
                              "a whole number of bytes, 0 or more, expected");
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
    case THISTLE_ERROR_OUTPUT_LENGTH:
      luaL_argerror(L, length_arg, "longer than the standard allows "
                                   "(HKDF: 255 digests)");
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
  const struct algorithm *alg = thistle_lua_check_hash(L, 1, &binary);
  size_t salt_length, ikm_length, info_length;
  const char *salt = optional_bytes(L, 2, &salt_length);
  const char *ikm = thistle_lua_check_bytes(L, 3, &ikm_length);
  const char *info = optional_bytes(L, 4, &info_length);
  size_t length = check_length(L, 5);
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
  const struct algorithm *alg = thistle_lua_check_hash(L, 1, &binary);
  size_t salt_length, ikm_length;
  const char *salt = optional_bytes(L, 2, &salt_length);
  const char *ikm = thistle_lua_check_bytes(L, 3, &ikm_length);
  uint8_t prk[THISTLE_LUA_MAX_DIGEST_SIZE];

  alg->hkdf_extract(salt, salt_length, ikm, ikm_length, prk);
  push_key(L, prk, alg->digest_size, binary);
  return 1;
}

static int
hkdf_expand(lua_State *L)
{
  int binary;
  const struct algorithm *alg = thistle_lua_check_hash(L, 1, &binary);
  size_t prk_length, info_length;
  const char *prk = thistle_lua_check_bytes(L, 2, &prk_length);
  const char *info = optional_bytes(L, 3, &info_length);
  size_t length = check_length(L, 4);
  uint8_t *okm = lua_newuserdata(L, length);

  check_result(L, alg->hkdf_expand((const uint8_t *) prk, prk_length, info,
                                   info_length, okm, length), 4, 2);
  push_key(L, okm, length, binary);
  return 1;
}

static int
pbkdf2(lua_State *L)
{
  int binary;
  const struct algorithm *alg = thistle_lua_check_hash(L, 1, &binary);
  size_t password_length, salt_length;
  const char *password = thistle_lua_check_bytes(L, 2, &password_length);
  const char *salt = thistle_lua_check_bytes(L, 3, &salt_length);
  /* 0 is the library's to refuse. */
  uint32_t iterations = (uint32_t) check_count(
    L, 4, 0, 4294967295.0, "a whole number of iterations, 1 to 2^32 - 1, expected");
  size_t length = check_length(L, 5);
  uint8_t *out = lua_newuserdata(L, length);

  check_result(L, alg->pbkdf2(password, password_length, salt, salt_length,
                              iterations, out, length), 5, 4);
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
