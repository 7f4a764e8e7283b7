/* SPDX-License-Identifier: ISC */
/* bindings/lua/thistle.c: the Lua module "thistle", with the interface of
   the pure-Lua sha2 module (sha.sha256(message) -> hex digest, sha.sha256()
   -> chunk appender, sha.hmac(sha.sha256, key, message),
   sha.shake128(digest_size_in_bytes, message), sha.shake128(-1, message)
   -> get_next_part(n), the endless output) for the hashes thistle has,
   and thistle's own additions: binary digests (sha256_bin),
   many messages at once (sha256_many, sha3_256_many, shake128_many) and
   sha.implementation(name).

   One source for Lua 5.1 to 5.4 and LuaJIT (compat.h). The state of an
   appender lives in a userdata whose __gc wipes it: a Lua error or a
   program that drops an appender half-way leaks nothing and leaves no key
   behind. A finalizer can still reach an appender the collector has
   finalized (one run before its own, or one that resurrects it), so a
   wiped appender is marked collected and refuses every call; so does the
   reader of an endless SHAKE output, which shares the appender's state. */

#include <stddef.h>
#include <string.h>

#include <thistle/thistle.h>

#include "binding.h"

/* The adapters that start and feed a context, of a hash or an XOF. An
   appender squeezes an XOF once, after its last update, so SHAKE's update
   never meets the squeezing state it refuses, and its result is not
   looked at. */
#define CONTEXT_ADAPTERS(name)                                              \
  static void                                                               \
  name##_init(void *ctx)                                                    \
  {                                                                         \
    thistle_##name##_init(ctx);                                             \
  }                                                                         \
  static void                                                               \
  name##_update(void *ctx, const void *data, size_t length)                 \
  {                                                                         \
    thistle_##name##_update(ctx, data, length);                             \
  }

/* The adapters of a fixed-size hash, its HMAC and its many API. */
#define ADAPTERS(name)                                                      \
  CONTEXT_ADAPTERS(name)                                                    \
  static void                                                               \
  name##_digest(void *ctx, uint8_t *digest)                                 \
  {                                                                         \
    thistle_##name##_digest(ctx, digest);                                   \
  }                                                                         \
  static void                                                               \
  hmac_##name##_set_key(void *ctx, const void *key, size_t key_length)      \
  {                                                                         \
    thistle_hmac_##name##_set_key(ctx, key, key_length);                    \
  }                                                                         \
  static void                                                               \
  hmac_##name##_update(void *ctx, const void *data, size_t length)          \
  {                                                                         \
    thistle_hmac_##name##_update(ctx, data, length);                        \
  }                                                                         \
  static void                                                               \
  hmac_##name##_digest(void *ctx, uint8_t *mac)                             \
  {                                                                         \
    thistle_hmac_##name##_digest(ctx, mac);                                 \
  }                                                                         \
  static void                                                               \
  name##_many(size_t n, const void *const data[], const size_t length[],    \
              uint8_t *digests)                                             \
  {                                                                         \
    thistle_##name##_many(NULL, n, data, length, digests);                  \
  }

#define HASH_FIELDS(name, NAME)                                             \
  #name, THISTLE_##NAME##_DIGEST_SIZE, thistle_##name,                      \
  name##_init, name##_update, name##_digest,                                \
  thistle_hmac_##name, hmac_##name##_set_key, hmac_##name##_update,         \
  hmac_##name##_digest, name##_many

/* SHA-1 and SHA-2: with the KDFs. */
#define SHA2_ALGORITHM(name, NAME)                                          \
  ADAPTERS(name)                                                            \
  static const struct algorithm name##_algorithm = {                        \
    HASH_FIELDS(name, NAME),                                                \
    thistle_hkdf_##name##_extract, thistle_hkdf_##name##_expand,            \
    thistle_hkdf_##name, thistle_pbkdf2_hmac_##name                         \
  };

/* SHA-3: the library has no KDFs for it. */
#define SHA3_ALGORITHM(name, NAME)                                          \
  ADAPTERS(name)                                                            \
  static const struct algorithm name##_algorithm = {                        \
    HASH_FIELDS(name, NAME), NULL, NULL, NULL, NULL                         \
  };

SHA2_ALGORITHM(sha1, SHA1)
SHA2_ALGORITHM(sha224, SHA224)
SHA2_ALGORITHM(sha256, SHA256)
SHA2_ALGORITHM(sha384, SHA384)
SHA2_ALGORITHM(sha512, SHA512)
SHA2_ALGORITHM(sha512_224, SHA512_224)
SHA2_ALGORITHM(sha512_256, SHA512_256)
SHA3_ALGORITHM(sha3_224, SHA3_224)
SHA3_ALGORITHM(sha3_256, SHA3_256)
SHA3_ALGORITHM(sha3_384, SHA3_384)
SHA3_ALGORITHM(sha3_512, SHA3_512)

static const struct algorithm *const algorithms[] = {
  &sha1_algorithm, &sha224_algorithm, &sha256_algorithm, &sha384_algorithm,
  &sha512_algorithm, &sha512_224_algorithm, &sha512_256_algorithm,
  &sha3_224_algorithm, &sha3_256_algorithm, &sha3_384_algorithm,
  &sha3_512_algorithm, NULL
};

/* SHAKE128 and SHAKE256, whose output length is the caller's: an appender
   feeds the context with update and ends it with squeeze; many gives
   out_length bytes to each message. */
struct xof {
  const char *name;
  void (*hash)(const void *data, size_t length, uint8_t *out,
               size_t out_length);
  void (*init)(void *ctx);
  void (*update)(void *ctx, const void *data, size_t length);
  void (*squeeze)(void *ctx, uint8_t *out, size_t length);
  void (*many)(size_t n, const void *const data[], const size_t length[],
               uint8_t *out, size_t out_length);
};

/* The many API refuses only a prefix that has squeezed; without a prefix
   its result is always THISTLE_OK. */
#define XOF(name)                                                           \
  CONTEXT_ADAPTERS(name)                                                    \
  static void                                                               \
  name##_squeeze(void *ctx, uint8_t *out, size_t length)                    \
  {                                                                         \
    thistle_##name##_squeeze(ctx, out, length);                             \
  }                                                                         \
  static void                                                               \
  name##_many(size_t n, const void *const data[], const size_t length[],    \
              uint8_t *out, size_t out_length)                              \
  {                                                                         \
    thistle_##name##_many(NULL, n, data, length, out, out_length);          \
  }                                                                         \
  static const struct xof name##_xof = {                                    \
    #name, thistle_##name, name##_init, name##_update, name##_squeeze,      \
    name##_many                                                             \
  };

XOF(shake128)
XOF(shake256)

static const struct xof *const xofs[] = { &shake128_xof, &shake256_xof, NULL };

/* The descriptor a value is, if it is one of the module's (a light
   userdata pointing to an entry of algorithms or xofs), else NULL. */
static const struct algorithm *
algorithm_at(lua_State *L, int index)
{
  const void *p = lua_touserdata(L, index);
  const struct algorithm *const *alg;

  if (lua_type(L, index) == LUA_TLIGHTUSERDATA)
    for (alg = algorithms; *alg != NULL; alg++)
      if (*alg == p)
        return *alg;
  return NULL;
}

static const struct xof *
xof_at(lua_State *L, int index)
{
  const void *p = lua_touserdata(L, index);
  const struct xof *const *xof;

  if (lua_type(L, index) == LUA_TLIGHTUSERDATA)
    for (xof = xofs; *xof != NULL; xof++)
      if (*xof == p)
        return *xof;
  return NULL;
}

/* The error of a function whose upvalues are not the ones it was made
   with: the debug library can replace an upvalue of a C function (in Lua
   5.2 and later, and LuaJIT), and the function checks them rather than
   crash. */
#define REPLACED_UPVALUE \
  "thistle: this function's upvalue is not its own (replaced with the debug library)"

/* The descriptor of the module function running, its first upvalue: one
   of algorithms or xofs, else an error. */
static const struct algorithm *
upvalue_algorithm(lua_State *L)
{
  const struct algorithm *alg = algorithm_at(L, lua_upvalueindex(1));

  if (alg == NULL)
    luaL_error(L, REPLACED_UPVALUE);
  return alg;
}

static const struct xof *
upvalue_xof(lua_State *L)
{
  const struct xof *xof = xof_at(L, lua_upvalueindex(1));

  if (xof == NULL)
    luaL_error(L, REPLACED_UPVALUE);
  return xof;
}

/* What an appender holds: the context, then the digest once it is asked
   for (an endless one: the context, squeezing), then nothing once the
   garbage collector has finalized it. */
enum appender_state { APPENDER_RUNNING, APPENDER_FINISHED, APPENDER_COLLECTED };

/* The running state of sha.X(), sha.hmac(sha.X, key) or sha.shakeN(n):
   the context until the digest is asked for, then the digest, given again
   on every ask. A hash or HMAC ends with finish, an XOF with squeeze (the
   other is NULL). That of sha.shakeN(-1), endless, has no digest: its
   message ends with a squeeze of nothing, and its reader squeezes the
   output from the context a part at a time. */
struct appender {
  void (*update)(void *ctx, const void *data, size_t length);
  void (*finish)(void *ctx, uint8_t *digest);
  void (*squeeze)(void *ctx, uint8_t *out, size_t length);
  size_t digest_size;
  unsigned char binary;                 /* digest as bytes, not hex */
  unsigned char endless;                /* an output reader, no digest */
  enum appender_state state;
  union {
    struct thistle_sha1_ctx sha1;
    struct thistle_sha256_ctx sha256;
    struct thistle_sha512_ctx sha512;
    struct thistle_sha3_224_ctx sha3_224;
    struct thistle_sha3_256_ctx sha3_256;
    struct thistle_sha3_384_ctx sha3_384;
    struct thistle_sha3_512_ctx sha3_512;
    struct thistle_shake128_ctx shake128;
    struct thistle_shake256_ctx shake256;
    struct thistle_hmac_sha1_ctx hmac_sha1;
    struct thistle_hmac_sha256_ctx hmac_sha256;
    struct thistle_hmac_sha512_ctx hmac_sha512;
    struct thistle_hmac_sha3_224_ctx hmac_sha3_224;
    struct thistle_hmac_sha3_256_ctx hmac_sha3_256;
    struct thistle_hmac_sha3_384_ctx hmac_sha3_384;
    struct thistle_hmac_sha3_512_ctx hmac_sha3_512;
  } ctx;
  uint8_t digest[];                     /* digest_size bytes */
};

#define APPENDER_METATABLE "thistle.appender"

/* The appender's userdata, the first upvalue of the append function and
   of an endless output's reader, checked as luaL_checkudata checks an
   argument: the debug library can replace it. */
static struct appender *
upvalue_appender(lua_State *L)
{
  int index = lua_upvalueindex(1), same = 0;

  if (lua_type(L, index) == LUA_TUSERDATA && lua_getmetatable(L, index))
    {
      luaL_getmetatable(L, APPENDER_METATABLE);
      same = lua_rawequal(L, -1, -2);
      lua_pop(L, 2);
    }
  if (!same)
    luaL_error(L, REPLACED_UPVALUE);
  return lua_touserdata(L, index);
}

void
thistle_lua_push_digest(lua_State *L, const uint8_t *digest, size_t size,
                        int binary)
{
  if (binary)
    lua_pushlstring(L, (const char *) digest, size);
  else
    thistle_lua_push_hex(L, digest, size);
}

/* Wipes everything, the function pointers too, and leaves the one state
   appender_function checks first. The userdata's memory stays valid for as
   long as anything can still reach the closure that holds it. */
static int
appender_gc(lua_State *L)
{
  struct appender *a = luaL_checkudata(L, 1, APPENDER_METATABLE);

  thistle_wipe(a, lua_rawlen(L, 1));
  a->state = APPENDER_COLLECTED;
  return 0;
}

/* get_next_part(n), the reader of an endless SHAKE output: the next n bytes
   of the output (1 if n is nil or absent), hex or binary as the SHAKE
   function that made it, as in the pure-Lua module. Any call after the
   collector finalized its state is an error. Upvalue: the appender's
   userdata, finished. */
static int
reader_function(lua_State *L)
{
  struct appender *a = upvalue_appender(L);
  uint8_t small[64];
  uint8_t *out;
  size_t size = 1;

  if (a->state == APPENDER_COLLECTED)
    return luaL_error(L, "SHAKE output reader called after the garbage collector "
                         "finalized it (its state is wiped)");
  /* Another appender's state: one with no output to read (a hash's has no
     squeeze), or one whose message has not ended. */
  if (!a->endless || a->state == APPENDER_RUNNING)
    return luaL_error(L, REPLACED_UPVALUE);
  if (!lua_isnoneornil(L, 1))
    size = thistle_lua_check_length(L, 1, 0, NULL, a->binary);
  out = size <= sizeof(small) ? small : lua_newuserdata(L, size);
  a->squeeze(&a->ctx, out, size);
  thistle_lua_push_digest(L, out, size, a->binary);
  thistle_wipe(out, size);
  return 1;
}

/* append(chunk) absorbs chunk and returns append; append() returns the
   digest, and again on every later call (an endless appender's: its
   reader, the same one every time); a chunk after that is an error, as in
   the pure-Lua module. Any call after the collector finalized the appender
   is an error too. Upvalues: the userdata, the function itself, and the
   reader of an endless appender (else nil). */
static int
appender_function(lua_State *L)
{
  struct appender *a = upvalue_appender(L);
  const char *chunk;
  size_t length;

  if (a->state == APPENDER_COLLECTED)
    return luaL_error(L, "appender called after the garbage collector "
                         "finalized it (its state is wiped)");
  if (lua_isnoneornil(L, 1))
    {
      if (a->state == APPENDER_RUNNING)
        {
          if (a->endless)
            a->squeeze(&a->ctx, a->digest, 0);        /* ends the message */
          else
            {
              if (a->squeeze != NULL)
                a->squeeze(&a->ctx, a->digest, a->digest_size);
              else
                a->finish(&a->ctx, a->digest);
              thistle_wipe(&a->ctx, sizeof(a->ctx));
            }
          a->state = APPENDER_FINISHED;
        }
      if (a->endless)
        lua_pushvalue(L, lua_upvalueindex(3));
      else
        thistle_lua_push_digest(L, a->digest, a->digest_size, a->binary);
      return 1;
    }
  if (a->state == APPENDER_FINISHED)
    return luaL_error(L, "Adding more chunks is not allowed after receiving the result");
  chunk = thistle_lua_check_bytes(L, 1, &length);
  a->update(&a->ctx, chunk, length);
  lua_pushvalue(L, lua_upvalueindex(2));
  return 1;
}

/* Pushes a userdata for an appender of a digest_size-byte digest, with
   its state running and no functions yet, and returns it. */
static struct appender *
new_appender(lua_State *L, size_t digest_size, int binary)
{
  struct appender *a = lua_newuserdata(L, offsetof(struct appender, digest)
                                          + digest_size);

  luaL_getmetatable(L, APPENDER_METATABLE);
  /* A metatable that is not a table would crash lua_setmetatable; only the
     debug library can put one in the registry. */
  if (!lua_istable(L, -1))
    luaL_error(L, "thistle: the registry's " APPENDER_METATABLE " is not a table "
                  "(replaced with the debug library)");
  lua_setmetatable(L, -2);
  a->update = NULL;
  a->finish = NULL;
  a->squeeze = NULL;
  a->digest_size = digest_size;
  a->binary = binary != 0;
  a->endless = 0;
  a->state = APPENDER_RUNNING;
  return a;
}

/* Replaces the appender's userdata and the value above it (the reader of
   an endless appender, else nil) with its append function. The closure
   returns itself, so it holds itself as its second upvalue (set once it
   exists). */
static int
push_append_function(lua_State *L)
{
  lua_pushnil(L);
  lua_insert(L, -2);
  lua_pushcclosure(L, appender_function, 3);
  lua_pushvalue(L, -1);
  lua_setupvalue(L, -2, 2);
  return 1;
}

/* Pushes an appender over alg, plain if key is NULL, else HMAC under the
   key_length bytes at key. */
static int
push_appender(lua_State *L, const struct algorithm *alg, int binary,
              const char *key, size_t key_length)
{
  struct appender *a = new_appender(L, alg->digest_size, binary);

  if (key == NULL)
    {
      a->update = alg->update;
      a->finish = alg->digest;
      alg->init(&a->ctx);
    }
  else
    {
      a->update = alg->hmac_update;
      a->finish = alg->hmac_digest;
      alg->hmac_set_key(&a->ctx, key, key_length);
    }
  lua_pushnil(L);
  return push_append_function(L);
}

/* sha.X(message) and sha.X_bin(message); without a message, an appender.
   Upvalues: the algorithm, and whether the digest is binary. */
static int
hash_function(lua_State *L)
{
  const struct algorithm *alg = upvalue_algorithm(L);
  int binary = lua_toboolean(L, lua_upvalueindex(2));
  uint8_t digest[THISTLE_LUA_MAX_DIGEST_SIZE];
  const char *message;
  size_t length;

  if (lua_isnoneornil(L, 1))
    return push_appender(L, alg, binary, NULL, 0);
  message = thistle_lua_check_bytes(L, 1, &length);
  alg->hash(message, length, digest);
  thistle_lua_push_digest(L, digest, alg->digest_size, binary);
  return 1;
}

/* The most output an appender of sha.shakeN_bin(n) can give: its state and
   its output are one userdata, which must fit in THISTLE_LUA_MAX_BYTES
   (LuaJIT refuses a larger one with its own error, naming no argument). */
#define APPENDER_MAX_OUTPUT (THISTLE_LUA_MAX_BYTES - offsetof(struct appender, digest))

/* sha.shakeN(-1, message): the reader of the message's endless output;
   sha.shakeN(-1): an appender whose append() returns that reader. */
static int
push_endless(lua_State *L, const struct xof *xof, int binary)
{
  int appender = lua_isnoneornil(L, 2);
  const char *message = NULL;
  size_t length = 0;
  struct appender *a;

  if (!appender)
    message = thistle_lua_check_bytes(L, 2, &length);
  a = new_appender(L, 0, binary);
  a->update = xof->update;
  a->squeeze = xof->squeeze;
  a->endless = 1;
  xof->init(&a->ctx);
  lua_pushvalue(L, -1);
  lua_pushcclosure(L, reader_function, 1);
  if (appender)
    return push_append_function(L);
  a->update(&a->ctx, message, length);
  a->squeeze(&a->ctx, a->digest, 0);            /* ends the message */
  a->state = APPENDER_FINISHED;
  return 1;
}

/* sha.shakeN(digest_size_in_bytes, message) and sha.shakeN_bin(...), the
   first digest_size_in_bytes bytes of the output; without a message, an
   appender (of at most APPENDER_MAX_OUTPUT bytes); -1 bytes, the pure-Lua
   module's endless output. Upvalues: the XOF, and whether the output is
   binary. */
static int
shake_function(lua_State *L)
{
  const struct xof *xof = upvalue_xof(L);
  int binary = lua_toboolean(L, lua_upvalueindex(2));
  size_t size;
  const char *message;
  size_t length;
  uint8_t *out;

  if (lua_type(L, 1) == LUA_TNUMBER && lua_tonumber(L, 1) < 0)
    {
      if (lua_tonumber(L, 1) == -1)
        return push_endless(L, xof, binary);
      luaL_argerror(L, 1, "a whole number of bytes, 0 or more, or -1 for endless "
                          "output, expected");
    }
  size = thistle_lua_check_length(L, 1, 0, NULL, binary);

  if (lua_isnoneornil(L, 2))
    {
      struct appender *a;

      if (size > APPENDER_MAX_OUTPUT)
        {
          const char *most = thistle_lua_push_decimal(L, APPENDER_MAX_OUTPUT);
          luaL_argerror(L, 1, lua_pushfstring(L, "longer than an appender can hold: "
                                                 "at most %s bytes", most));
        }
      a = new_appender(L, size, binary);

      a->update = xof->update;
      a->squeeze = xof->squeeze;
      xof->init(&a->ctx);
      lua_pushnil(L);
      return push_append_function(L);
    }
  message = thistle_lua_check_bytes(L, 2, &length);
  out = lua_newuserdata(L, size);
  xof->hash(message, length, out, size);
  thistle_lua_push_digest(L, out, size, binary);
  return 1;
}

static int many_function(lua_State *L);
static int shake_many_function(lua_State *L);

/* Raises "Unknown hash function" for argument arg, which is not one of the
   module's hash functions; when it is another of the module's functions,
   says what that one is: SHAKE has no digest size to work with, and a
   _many function hashes a list. */
static void
unknown_hash(lua_State *L, int arg)
{
  static const char expected[] = "expected one of the module's hash functions, "
                                 "such as sha256 or sha256_bin";
  lua_CFunction f = lua_tocfunction(L, arg);
  const char *name = NULL, *suffix = NULL, *what = NULL;

  if (f == shake_function || f == shake_many_function || f == many_function)
    {
      const struct algorithm *alg;
      const struct xof *xof;
      int binary;

      lua_getupvalue(L, arg, 1);
      lua_getupvalue(L, arg, 2);
      binary = lua_toboolean(L, -1);
      alg = algorithm_at(L, -2);
      xof = xof_at(L, -2);
      if (f == many_function && alg != NULL)
        {
          name = alg->name;
          suffix = binary ? "_many_bin" : "_many";
          what = "hashes a list of messages";
        }
      else if (f != many_function && xof != NULL)
        {
          name = xof->name;
          if (f == shake_many_function)
            suffix = binary ? "_many_bin" : "_many";
          else
            suffix = binary ? "_bin" : "";
          what = "is an extendable-output function, with no digest size of its own";
        }
      lua_pop(L, 2);
    }
  if (what != NULL)
    luaL_argerror(L, arg, lua_pushfstring(L, "Unknown hash function (%s%s %s; %s)", name,
                                          suffix, what, expected));
  luaL_argerror(L, arg, lua_pushfstring(L, "Unknown hash function (%s)", expected));
}

const struct algorithm *
thistle_lua_check_hash(lua_State *L, int arg, int *binary)
{
  const struct algorithm *alg;

  if (lua_tocfunction(L, arg) != hash_function)
    unknown_hash(L, arg);
  lua_getupvalue(L, arg, 1);
  lua_getupvalue(L, arg, 2);
  alg = algorithm_at(L, -2);
  *binary = lua_toboolean(L, -1);
  lua_pop(L, 2);
  if (alg == NULL)
    unknown_hash(L, arg);
  return alg;
}

/* sha.hmac(sha.X, key, message), or an appender without a message. The MAC
   is hex or binary as sha.X's digest is. */
static int
hmac(lua_State *L)
{
  const struct algorithm *alg;
  int binary;
  const char *key, *message;
  size_t key_length, length;
  uint8_t mac[THISTLE_LUA_MAX_DIGEST_SIZE];

  alg = thistle_lua_check_hash(L, 1, &binary);
  key = thistle_lua_check_bytes(L, 2, &key_length);
  if (lua_isnoneornil(L, 3))
    return push_appender(L, alg, binary, key, key_length);
  message = thistle_lua_check_bytes(L, 3, &length);
  alg->hmac(key, key_length, message, length, mac);
  thistle_lua_push_digest(L, mac, alg->digest_size, binary);
  return 1;
}

/* A many call: n messages data[i] of length[i] bytes, and room for n
   outputs of out_size bytes back to back at out; the arrays are in one
   userdata, so an error leaks nothing. */
struct many_call {
  size_t n;
  const void **data;
  size_t *length;
  uint8_t *out;
  size_t out_size;
};

/* Reads the list of messages, argument arg, into *call, with room for
   outputs of out_size bytes (a size its caller has checked), in a userdata
   it pushes. A list that, with its outputs, would not fit in the largest
   block every Lua can allocate raises "too many messages" first; that
   also keeps n within the int that lua_rawgeti and lua_createtable take
   in Lua 5.1 and 5.2 (each message takes at least a pointer and a
   size_t). Anything but a list of strings, in a table without a
   metatable, raises "bad argument". */
/* Raises an error if the table at arg has a key other than 1..n, its
   length: Lua may take any border of a table with holes as its length
   (LuaJIT takes 1 for { "a", nil, "c" }), so the items after a hole would
   otherwise be left out without a word. The first missing item is then
   n + 1. */
static void
check_no_other_keys(lua_State *L, int arg, size_t n)
{
  lua_pushnil(L);
  while (lua_next(L, arg) != 0)
    {
      lua_Number k = lua_type(L, -2) == LUA_TNUMBER ? lua_tonumber(L, -2) : 0;
      /* A whole number of at most 2^53, which a double holds exactly. */
      int item = k >= 1 && k <= 9007199254740992.0
                 && k == (lua_Number) (long long) k;
      lua_pop(L, 1);
      if (item && k <= (lua_Number) n)
        continue;
      if (item)
        luaL_argerror(L, arg, lua_pushfstring(L, "item %s is nil, not a string",
                                              thistle_lua_push_decimal(L, n + 1)));
      luaL_argerror(L, arg, "not a list: a key other than an item number");
    }
}

static void
check_messages(lua_State *L, int arg, size_t out_size, struct many_call *call)
{
  size_t n, i, per_message = sizeof(void *) + sizeof(size_t) + out_size;

  luaL_checktype(L, arg, LUA_TTABLE);
  /* The list is read raw, its length and its items: a metatable could
     make Lua read it otherwise (a proxy's __index and __len), and the
     messages hashed would not be the list the program sees, without a word.
     So a table with a metatable, any, is refused. */
  if (lua_getmetatable(L, arg))
    luaL_argerror(L, arg, "a list with a metatable (the items are read without "
                          "metamethods: give a plain table)");
  n = lua_rawlen(L, arg);
  check_no_other_keys(L, arg, n);
  if (n > THISTLE_LUA_MAX_BYTES / per_message)
    {
      const char *size = thistle_lua_push_decimal(L, out_size);
      const char *most = thistle_lua_push_decimal(L, THISTLE_LUA_MAX_BYTES / per_message);
      luaL_argerror(L, arg, lua_pushfstring(L, "too many messages for %s bytes out each: "
                                               "at most %s", size, most));
    }
  call->n = n;
  call->out_size = out_size;
  call->data = lua_newuserdata(L, n * per_message);
  call->length = (size_t *) (call->data + n);
  call->out = (uint8_t *) (call->length + n);
  for (i = 0; i < n; i++)
    {
      lua_rawgeti(L, arg, (int) i + 1);
      if (lua_type(L, -1) != LUA_TSTRING)
        {
          const char *type = luaL_typename(L, -1);
          const char *item = thistle_lua_push_decimal(L, i + 1);
          luaL_argerror(L, arg, lua_pushfstring(L, "item %s is %s, not a string", item, type));
        }
      /* The table keeps the string alive once it is off the stack. */
      call->data[i] = lua_tolstring(L, -1, &call->length[i]);
      lua_pop(L, 1);
    }
}

/* Pushes the list of the call's outputs, each hex or binary. Each output
   is cleared off the stack, with the scratch of a long hex one. */
static int
push_outputs(lua_State *L, const struct many_call *call, int binary)
{
  int list;
  size_t i;

  lua_createtable(L, (int) call->n, 0);
  list = lua_gettop(L);
  for (i = 0; i < call->n; i++)
    {
      thistle_lua_push_digest(L, call->out + i * call->out_size, call->out_size, binary);
      lua_rawseti(L, list, (int) i + 1);
      lua_settop(L, list);
    }
  return 1;
}

/* sha.X_many{ m1, m2, ... } and sha.X_many_bin{...}: the list of the
   messages' digests, hashed together through the library's many API.
   Upvalues as for hash_function. */
static int
many_function(lua_State *L)
{
  const struct algorithm *alg = upvalue_algorithm(L);
  int binary = lua_toboolean(L, lua_upvalueindex(2));
  struct many_call call;

  check_messages(L, 1, alg->digest_size, &call);
  alg->many(call.n, call.data, call.length, call.out);
  return push_outputs(L, &call, binary);
}

/* sha.shakeN_many(digest_size_in_bytes, { m1, m2, ... }) and
   sha.shakeN_many_bin(...): the list of the messages' outputs of
   digest_size_in_bytes bytes each, through the library's many API; the
   size is checked as sha.shakeN checks it. Upvalues as for
   shake_function. */
static int
shake_many_function(lua_State *L)
{
  const struct xof *xof = upvalue_xof(L);
  int binary = lua_toboolean(L, lua_upvalueindex(2));
  size_t size = thistle_lua_check_length(L, 1, 0, NULL, binary);
  struct many_call call;

  check_messages(L, 2, size, &call);
  xof->many(call.n, call.data, call.length, call.out, size);
  return push_outputs(L, &call, binary);
}

/* Whether name is SHAKE128's or SHAKE256's, spelt as thistle_hash_lookup
   reads the hashes' names: any case, and an optional '-' or '_' before the
   digits ("shake128", "SHAKE-256"). The library's lookup knows the
   fixed-size hashes only. */
static int
is_shake_name(const char *name)
{
  static const char shake[] = "shake";
  size_t i;

  for (i = 0; shake[i] != '\0'; i++)
    if (name[i] != shake[i] && name[i] != shake[i] - 'a' + 'A')
      return 0;
  name += i;
  if (*name == '-' || *name == '_')
    name++;
  return strcmp(name, "128") == 0 || strcmp(name, "256") == 0;
}

/* sha.implementation("sha256"): the library's token for the code that
   compresses: "sha_ni", "avx2", ..., "c". SHAKE's names give the token of
   "sha3", the Keccak permutation that SHA-3 and SHAKE share. The library
   reads a C string, so a name with a zero byte in it is refused here, not
   cut short. */
static int
implementation(lua_State *L)
{
  size_t length;
  const char *name = thistle_lua_check_bytes(L, 1, &length);
  const char *token;

  if (strlen(name) != length)
    return luaL_argerror(L, 1, lua_pushfstring(L, "hash name with a zero byte at position %s",
                                               thistle_lua_push_decimal(L, strlen(name) + 1)));
  token = thistle_implementation(is_shake_name(name) ? "sha3" : name);
  if (token == NULL)
    return luaL_argerror(L, 1, lua_pushfstring(L, "unknown hash '%s'", name));
  lua_pushstring(L, token);
  return 1;
}

/* Sets table[name .. suffix] to a closure of f over descriptor (an
   algorithm or an XOF) and binary. */
static void
set_function(lua_State *L, lua_CFunction f, const void *descriptor,
             const char *name, const char *suffix, int binary)
{
  lua_pushfstring(L, "%s%s", name, suffix);
  lua_pushlightuserdata(L, (void *) descriptor);
  lua_pushboolean(L, binary);
  lua_pushcclosure(L, f, 2);
  lua_rawset(L, -3);
}

int
luaopen_thistle(lua_State *L)
{
  static const luaL_Reg functions[] = {
    { "hmac", hmac },
    { "implementation", implementation },
    { NULL, NULL }
  };
  const struct algorithm *const *alg;
  const struct xof *const *xof;

  luaL_newmetatable(L, APPENDER_METATABLE);
  lua_pushcfunction(L, appender_gc);
  lua_setfield(L, -2, "__gc");
  lua_pop(L, 1);

  lua_newtable(L);
  for (alg = algorithms; *alg != NULL; alg++)
    {
      set_function(L, hash_function, *alg, (*alg)->name, "", 0);
      set_function(L, hash_function, *alg, (*alg)->name, "_bin", 1);
      set_function(L, many_function, *alg, (*alg)->name, "_many", 0);
      set_function(L, many_function, *alg, (*alg)->name, "_many_bin", 1);
    }
  for (xof = xofs; *xof != NULL; xof++)
    {
      set_function(L, shake_function, *xof, (*xof)->name, "", 0);
      set_function(L, shake_function, *xof, (*xof)->name, "_bin", 1);
      set_function(L, shake_many_function, *xof, (*xof)->name, "_many", 0);
      set_function(L, shake_many_function, *xof, (*xof)->name, "_many_bin", 1);
    }
  thistle_lua_setfuncs(L, functions, 0);
  thistle_lua_set_kdf(L);
  thistle_lua_set_codecs(L);
  lua_pushfstring(L, "thistle %s", thistle_version());
  lua_setfield(L, -2, "_VERSION");
  return 1;
}
