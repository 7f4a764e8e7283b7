-- SPDX-License-Identifier: ISC
-- bindings/lua/thistle-scm-1.rockspec: the Lua module "thistle" built
-- against an installed libthistle, found with pkg-config. From the top of
-- a checkout:
--   luarocks make bindings/lua/thistle-scm-1.rockspec
-- (PKG_CONFIG_PATH=PREFIX/lib/pkgconfig for a libthistle installed in
-- PREFIX; --lua-version 5.x to choose the Lua). luarocks make is the one
-- way to use this file: it builds the checkout it runs in.
-- "luarocks make --pack-binary-rock" instead packs the module built so
-- into a .rock, which "luarocks install" takes on a machine with the same
-- libthistle.
rockspec_format = "3.0"
package = "thistle"
version = "scm-1"
-- The rockspec format requires a source. luarocks make never fetches it;
-- "luarocks install" or "luarocks build" of this file would, and there is
-- no published repository or archive of thistle to fetch, so they fail:
-- the address is a placeholder (.invalid never resolves).
source = {
  url = "https://thistle.invalid/no-published-source/thistle-scm.tar.gz",
}
description = {
  summary = "SHA-1, SHA-2, SHA-3, SHAKE, HMAC, HKDF and PBKDF2 at C speed, with the interface of the pure-Lua sha2 module",
  detailed = [[
thistle's hashes for Lua 5.1 to 5.4 and LuaJIT: require "thistle" where a
program had require "sha2", for SHA-1, SHA-224, SHA-256, SHA-384,
SHA-512, SHA-512/224, SHA-512/256, SHA3-224 to SHA3-512, SHAKE128 and
SHAKE256 (their endless output too), HMAC and the hex and base64 helpers,
plus binary digests, many messages at once, and HKDF and PBKDF2 over
SHA-1 and SHA-2. Needs libthistle.]],
  license = "ISC",
}
dependencies = {
  "lua >= 5.1, < 5.5",
}
build = {
  type = "command",
  -- The module links the shared libthistle, with its directory as the
  -- run path so a libthistle installed outside the loader's path is found.
  build_command = [[
    set -e
    pkg-config --exists thistle || { echo "thistle.pc not found: install libthistle, or set PKG_CONFIG_PATH"; exit 1; }
    $(CC) $(CFLAGS) -I$(LUA_INCDIR) `pkg-config --cflags thistle` $(LIBFLAG) \
      -o thistle.so bindings/lua/thistle.c bindings/lua/kdf.c bindings/lua/codecs.c \
      `pkg-config --libs thistle` -Wl,-rpath,`pkg-config --variable=libdir thistle`
  ]],
  install = {
    lib = { thistle = "thistle.so" },
  },
}
