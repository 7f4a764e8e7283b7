/* SPDX-License-Identifier: ISC */
/* bindings/lua/codecs.c: hex and base64 to and from binary strings.

   The pure-Lua sha2 module skips what it cannot decode (an odd hex digit,
   a base64 tail without its padding) and returns a shorter string; these
   decoders raise an error instead, naming the first bad byte and its
   position, so a corrupt key or digest never turns silently into a
   different one. What that module accepts and this does too: uppercase
   hex, whitespace inside base64, and the URL-safe base64 letters '-' and
   '_' beside '+' and '/' (not its '.' for '=' padding). */

#include <stdio.h>
#include <string.h>

#include "binding.h"

static const char hex_digits[] = "0123456789abcdef";
static const char base64_letters[] =
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/* Memory the garbage collector frees, so an error raised while it is in use
   leaks nothing. */
static char *
scratch(lua_State *L, size_t size)
{
  return lua_newuserdata(L, size);
}

const char *
thistle_lua_push_decimal(lua_State *L, uintmax_t n)
{
  char text[3 * sizeof(uintmax_t) + 1];  /* under 3 digits a byte, and the NUL */

  snprintf(text, sizeof(text), "%ju", n);
  lua_pushstring(L, text);
  return lua_tostring(L, -1);
}

/* Raises "bad argument" for argument arg: what, at 1-based position
   (size_t, as long as a string can be), and the byte there, as Lua would
   write it in a string: 'x', or '\0' for an unprintable one. */
static void
bad_byte(lua_State *L, int arg, const char *what, size_t position,
         unsigned char c)
{
  const char *where = thistle_lua_push_decimal(L, position);

  if (c >= ' ' && c <= '~')
    luaL_argerror(L, arg, lua_pushfstring(L, "%s at position %s: '%c'", what,
                                          where, (int) c));
  else
    luaL_argerror(L, arg, lua_pushfstring(L, "%s at position %s: '\\%d'", what,
                                          where, (int) c));
}

const char *
thistle_lua_check_bytes(lua_State *L, int arg, size_t *length)
{
  if (lua_type(L, arg) != LUA_TSTRING)
    luaL_argerror(L, arg, lua_pushfstring(L, "string expected, got %s",
                                          luaL_typename(L, arg)));
  return lua_tolstring(L, arg, length);
}

void
thistle_lua_push_hex(lua_State *L, const uint8_t *bytes, size_t length)
{
  char small[2 * 64];             /* a digest: no allocation */
  char *out;
  size_t i;

  if (length > (size_t) -1 / 2)
    luaL_error(L, "string too long to convert to hex");
  out = length <= 64 ? small : scratch(L, 2 * length);
  for (i = 0; i < length; i++)
    {
      out[2 * i] = hex_digits[bytes[i] >> 4];
      out[2 * i + 1] = hex_digits[bytes[i] & 15];
    }
  lua_pushlstring(L, out, 2 * length);
}

static int
hex_value(unsigned char c)
{
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

uint8_t *
thistle_lua_check_hex(lua_State *L, int arg, size_t *size)
{
  size_t length, i;
  const unsigned char *hex =
    (const unsigned char *) thistle_lua_check_bytes(L, arg, &length);
  uint8_t *out;

  /* The whole string first, so that "ab cd" is refused for its space, not
     for its length. */
  for (i = 0; i < length; i++)
    if (hex_value(hex[i]) < 0)
      bad_byte(L, arg, "not a hex digit", i + 1, hex[i]);
  if (length % 2 != 0)
    luaL_argerror(L, arg, "odd number of hex digits");
  *size = length / 2;
  out = (uint8_t *) scratch(L, *size);
  for (i = 0; i < *size; i++)
    out[i] = (uint8_t) (hex_value(hex[2 * i]) << 4 | hex_value(hex[2 * i + 1]));
  return out;
}

static int
hex_to_bin(lua_State *L)
{
  size_t size;
  const uint8_t *bin = thistle_lua_check_hex(L, 1, &size);

  lua_pushlstring(L, (const char *) bin, size);
  return 1;
}

/* Raises "bad argument" for a string of more than most bytes, whose
   encoding (named by what) would be longer than THISTLE_LUA_MAX_BYTES:
   LuaJIT would refuse it with an error of its own that names no argument,
   and the limit is the same in every Lua. */
static void
check_encodable(lua_State *L, size_t length, size_t most, const char *what)
{
  if (length > most)
    luaL_argerror(L, 1, lua_pushfstring(L, "too long: its %s would be longer than a Lua "
                                           "string can hold (at most %s bytes)", what,
                                        thistle_lua_push_decimal(L, most)));
}

static int
bin_to_hex(lua_State *L)
{
  size_t length;
  const char *bin = thistle_lua_check_bytes(L, 1, &length);

  check_encodable(L, length, THISTLE_LUA_MAX_BYTES / 2, "hex");
  thistle_lua_push_hex(L, (const uint8_t *) bin, length);
  return 1;
}

static int
bin_to_base64(lua_State *L)
{
  size_t length, i, o = 0;
  const unsigned char *in =
    (const unsigned char *) thistle_lua_check_bytes(L, 1, &length);
  char *out;

  /* 4 characters for every 3 bytes or fewer. */
  check_encodable(L, length, THISTLE_LUA_MAX_BYTES / 4 * 3, "base64");
  out = scratch(L, (length + 2) / 3 * 4);
  for (i = 0; i + 3 <= length; i += 3)
    {
      unsigned long group = (unsigned long) in[i] << 16 | in[i + 1] << 8
                            | in[i + 2];
      out[o++] = base64_letters[group >> 18];
      out[o++] = base64_letters[group >> 12 & 63];
      out[o++] = base64_letters[group >> 6 & 63];
      out[o++] = base64_letters[group & 63];
    }
  if (i < length)
    {
      unsigned long group = (unsigned long) in[i] << 16
                            | (i + 1 < length ? in[i + 1] << 8 : 0);
      out[o++] = base64_letters[group >> 18];
      out[o++] = base64_letters[group >> 12 & 63];
      out[o++] = i + 1 < length ? base64_letters[group >> 6 & 63] : '=';
      out[o++] = '=';
    }
  lua_pushlstring(L, out, o);
  return 1;
}

static int
base64_value(unsigned char c)
{
  if (c >= 'A' && c <= 'Z')
    return c - 'A';
  if (c >= 'a' && c <= 'z')
    return c - 'a' + 26;
  if (c >= '0' && c <= '9')
    return c - '0' + 52;
  if (c == '+' || c == '-')
    return 62;
  if (c == '/' || c == '_')
    return 63;
  return -1;
}

static int
is_space(unsigned char c)
{
  return c == ' ' || (c >= '\t' && c <= '\r');
}

/* Groups of four letters make three bytes; the last group may end in "="
   or "==" and then makes two bytes or one, whose unused low bits must be
   zero (RFC 4648's canonical encoding). */
static int
base64_to_bin(lua_State *L)
{
  size_t length, i, o = 0;
  const unsigned char *in =
    (const unsigned char *) thistle_lua_check_bytes(L, 1, &length);
  char *out = scratch(L, length / 4 * 3 + 3);
  unsigned long group = 0;
  unsigned letters = 0, padding = 0;
  size_t group_start = 0;               /* position of its first letter */

  for (i = 0; i < length; i++)
    {
      int value;

      if (is_space(in[i]))
        continue;
      if (in[i] == '=')
        {
          if (letters < 2 || letters + padding >= 4)
            bad_byte(L, 1, "misplaced '=' padding", i + 1, in[i]);
          padding++;
          continue;
        }
      value = base64_value(in[i]);
      if (value < 0)
        bad_byte(L, 1, "not a base64 character", i + 1, in[i]);
      if (padding > 0)
        bad_byte(L, 1, "data after '=' padding", i + 1, in[i]);
      if (letters == 0)
        group_start = i + 1;
      group = group << 6 | (unsigned long) value;
      if (++letters == 4)
        {
          out[o++] = (char) (group >> 16);
          out[o++] = (char) (group >> 8);
          out[o++] = (char) group;
          group = 0;
          letters = 0;
        }
    }
  if (letters != 0)
    {
      /* 2 letters hold one byte and 4 spare bits, 3 hold two and 2. */
      unsigned spare = letters == 2 ? 4 : 2;
      /* 6 bits, which no padding makes a byte: cut short, or one too many. */
      if (letters == 1)
        return luaL_argerror(L, 1, lua_pushfstring(L, "incomplete last group: a lone "
                                                      "character at position %s, too few "
                                                      "for a byte (a byte takes two)",
                                                   thistle_lua_push_decimal(L, group_start)));
      if (letters + padding != 4)
        return luaL_argerror(L, 1, "incomplete last group ('=' padding missing)");
      if ((group & ((1ul << spare) - 1)) != 0)
        return luaL_argerror(L, 1, "non-zero bits after the last byte");
      group >>= spare;
      if (letters == 3)
        out[o++] = (char) (group >> 8);
      out[o++] = (char) group;
    }
  lua_pushlstring(L, out, o);
  return 1;
}

/* The pure-Lua module's first names, kept there for old programs: each a C
   function of its own, doing what its new name does. One function under
   two names would be named wrongly in errors: Lua 5.3 and 5.4 name a
   function that Lua code did not call by name (one pcall calls) by
   looking for it in the loaded modules, and take whichever of its names
   they come to first. */
static int
hex2bin(lua_State *L)
{
  return hex_to_bin(L);
}

static int
bin2hex(lua_State *L)
{
  return bin_to_hex(L);
}

static int
base642bin(lua_State *L)
{
  return base64_to_bin(L);
}

static int
bin2base64(lua_State *L)
{
  return bin_to_base64(L);
}

void
thistle_lua_set_codecs(lua_State *L)
{
  static const luaL_Reg codecs[] = {
    { "hex_to_bin", hex_to_bin },
    { "bin_to_hex", bin_to_hex },
    { "base64_to_bin", base64_to_bin },
    { "bin_to_base64", bin_to_base64 },
    { "hex2bin", hex2bin },
    { "bin2hex", bin2hex },
    { "base642bin", base642bin },
    { "bin2base64", bin2base64 },
    { NULL, NULL }
  };

  thistle_lua_setfuncs(L, codecs, 0);
}
