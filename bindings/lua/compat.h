/* SPDX-License-Identifier: ISC */
/* bindings/lua/compat.h: the few Lua C API names that differ between Lua
   5.1 (and LuaJIT 2.1, which keeps the 5.1 API) and Lua 5.2 to 5.4, so the
   module is one source for all of them. */

#ifndef THISTLE_LUA_COMPAT_H
#define THISTLE_LUA_COMPAT_H

#include <lua.h>
#include <lauxlib.h>

#if LUA_VERSION_NUM < 502
/* The length of a table's sequence without metamethods: lua_objlen in 5.1. */
#define lua_rawlen lua_objlen

/* Sets the functions of l as fields of the table below nup upvalues, each
   closure sharing those upvalues, and pops the upvalues: 5.2's
   luaL_setfuncs, which LuaJIT 2.1 has and 5.1 does not. */
static inline void
thistle_lua_setfuncs(lua_State *L, const luaL_Reg *l, int nup)
{
  int i;

  for (; l->name != NULL; l++)
    {
      for (i = 0; i < nup; i++)
        lua_pushvalue(L, -nup);
      lua_pushcclosure(L, l->func, nup);
      lua_setfield(L, -(nup + 2), l->name);
    }
  lua_pop(L, nup);
}
#else
#define thistle_lua_setfuncs luaL_setfuncs
#endif

#endif /* THISTLE_LUA_COMPAT_H */
