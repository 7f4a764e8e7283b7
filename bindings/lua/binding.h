/* SPDX-License-Identifier: ISC */
/* bindings/lua/binding.h: what the files of the Lua module share. Only
   luaopen_thistle is exported from the module; these stay inside it. */

#ifndef THISTLE_LUA_BINDING_H
#define THISTLE_LUA_BINDING_H

#include <stddef.h>
#include <stdint.h>

#include "compat.h"

#if defined(__GNUC__)
#pragma GCC visibility push(hidden)
#endif

/* Returns the string argument arg and its length; anything else, numbers
   included, raises "bad argument" (a number hashed as its decimal text
   would be a silent surprise). */
const char *thistle_lua_check_bytes(lua_State *L, int arg, size_t *length);

/* Pushes the length bytes at bytes as a string of lowercase hex digits. */
void thistle_lua_push_hex(lua_State *L, const uint8_t *bytes, size_t length);

/* Sets hex_to_bin, bin_to_hex, base64_to_bin, bin_to_base64 and their old
   names hex2bin, bin2hex, base642bin, bin2base64 in the table on top. */
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
