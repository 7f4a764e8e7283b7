# SPDX-License-Identifier: ISC
# bindings/lua/lua.mk: the Lua module, built for every Lua whose headers
# pkg-config finds, its tests and its benchmark. The top Makefile's lua,
# lua-check and lua-bench targets run it from the build directory, passing srcdir, CC and
# CFLAGS; each module links the built libthistle.a, so the tests need no
# library path (the installed way, with pkg-config, is the rockspec's).

LUA_VERSIONS = 5.1 5.2 5.3 5.4 jit
# The pkg-config package and the interpreter of each.
LUA_PKG_5.1 = lua5.1
LUA_PKG_5.2 = lua5.2
LUA_PKG_5.3 = lua5.3
LUA_PKG_5.4 = lua5.4
LUA_PKG_jit = luajit
LUA_BIN_5.1 = lua5.1
LUA_BIN_5.2 = lua5.2
LUA_BIN_5.3 = lua5.3
LUA_BIN_5.4 = lua5.4
LUA_BIN_jit = luajit

LUA_FOUND := $(foreach v,$(LUA_VERSIONS),$(if $(shell pkg-config --exists $(LUA_PKG_$(v)) && echo yes),$(v)))
LUA_DIR = $(srcdir)/bindings/lua
LUA_BUILD = bindings/lua/build
LUA_MODULES = $(foreach v,$(LUA_FOUND),$(LUA_BUILD)/$(v)/thistle.so)
LUA_SOURCES = $(LUA_DIR)/thistle.c $(LUA_DIR)/kdf.c $(LUA_DIR)/codecs.c
LUA_HEADERS = $(LUA_DIR)/binding.h $(LUA_DIR)/compat.h
# version:interpreter for each Lua found, as check.sh and bench.sh read them.
LUA_PAIRS = $(foreach v,$(LUA_FOUND),$(v):$(LUA_BIN_$(v)))

lua: $(LUA_MODULES)
	@test -n "$(LUA_FOUND)" || { echo "make lua: pkg-config finds no Lua (install liblua5.4-dev, libluajit-5.1-dev ...)"; exit 1; }

# libthistle.a versions thistle_hashes (.symver), so a link of it must
# define the library's version nodes: the module's version script has them,
# empty, and a node of its own with luaopen_thistle, the one symbol the
# module exports.
LUA_MAP = $(LUA_BUILD)/thistle-lua.map
$(LUA_MAP): thistle.map
	@mkdir -p $(@D)
	{ sed -n 's/^\(THISTLE_[A-Za-z0-9_.]*\) *{.*/\1 { };/p' thistle.map; \
	  echo 'THISTLE_LUA { global: luaopen_thistle; local: *; };'; } > $@

# --exclude-libs keeps libthistle's symbols inside. No -llua: the
# interpreter provides the Lua API.
$(LUA_BUILD)/%/thistle.so: $(LUA_SOURCES) $(LUA_HEADERS) libthistle.a $(LUA_MAP)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -fPIC -shared -Iinclude -I$(srcdir)/include \
	  $$(pkg-config --cflags $(LUA_PKG_$*)) $(LUA_SOURCES) libthistle.a \
	  -Wl,--exclude-libs,ALL -Wl,--version-script=$(LUA_MAP) -Wl,-z,noexecstack -o $@

lua-check: lua
	@sh $(LUA_DIR)/check.sh $(LUA_BUILD) $(srcdir)/testsuite/vectors $(LUA_DIR)/test $(LUA_PAIRS)

# The C library timed as bench.lua times the module.
$(LUA_BUILD)/bench-c: $(LUA_DIR)/bench-c.c libthistle.a
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -Iinclude -I$(srcdir)/include $(LUA_DIR)/bench-c.c libthistle.a -o $@

# LUA_BENCH_ARGS=--quick for a short run; SHA2_LUA=path/to/sha2.lua adds
# the pure-Lua module beside the binding.
lua-bench: lua $(LUA_BUILD)/bench-c
	@sh $(LUA_DIR)/bench.sh $(LUA_BUILD) $(LUA_DIR) $(LUA_BENCH_ARGS) -- $(LUA_PAIRS)

.PHONY: lua lua-check lua-bench
