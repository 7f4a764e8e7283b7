-- SPDX-License-Identifier: ISC
-- bindings/lua/test/docs.lua: what the README and the rockspec say about
-- the module. Both name the key derivations the module has beside the
-- hashes; the rockspec's source is not a local address that luarocks would
-- look for in its own temporary directory; the README warns of the HKDF
-- PRK mix-up the module cannot catch.

local t, sha = ...

local here = arg[0]:match("^(.*)/") or "."

local function read(path)
  local file = assert(io.open(path, "rb"))
  local text = file:read("*a")
  file:close()
  return text
end

-- The rockspec, run as Lua in a table of its own (as luarocks loads it).
local function load_rockspec(path)
  local spec, chunk = {}, nil
  if setfenv then
    chunk = assert(loadstring(read(path), "=" .. path))
    setfenv(chunk, spec)
  else
    chunk = assert(load(read(path), "=" .. path, "t", spec))
  end
  chunk()
  return spec
end

-- The README's first paragraph after its title, and all of it with every
-- run of spaces and line ends one space.
local readme = read(here .. "/../README.md")
local joined = readme:gsub("%s+", " ")
local first = readme:match("\n# [^\n]*\n\n(.-)\n\n")

local spec = load_rockspec(here .. "/../thistle-scm-1.rockspec")
local summary = spec.description and spec.description.summary or ""
local detailed = spec.description and spec.description.detailed or ""

-- The module has them all.
for _, name in ipairs{ "hkdf", "hkdf_extract", "hkdf_expand", "pbkdf2", "hmac", "shake128" } do
  t.eq(type(sha[name]), "function", "the module has " .. name)
end
for _, name in ipairs{ "SHA-1", "SHA-2", "SHA-3", "SHAKE", "HMAC", "HKDF", "PBKDF2" } do
  t.ok(first and first:find(name, 1, true), "the README's first paragraph names " .. name)
  t.ok(summary:find(name, 1, true), "the rockspec's summary names " .. name)
end
for _, name in ipairs{ "SHA-1", "SHA-256", "SHA3-224", "SHAKE128", "HMAC", "HKDF", "PBKDF2" } do
  t.ok(detailed:gsub("%s+", " "):find(name, 1, true), "the rockspec's description names " .. name)
end

-- luarocks fetches a source from a temporary directory of its own, so a
-- relative local address ("git+file://.") is never the checkout.
local url = spec.source and spec.source.url or ""
t.ok(url ~= "" and not url:match("^[%w+]*file://[^/]") and not url:match("^%."),
     "the rockspec's source is not a relative local address: " .. url)
-- luarocks make, the way the rockspec is used, is documented in both.
t.ok(read(here .. "/../thistle-scm-1.rockspec"):find("luarocks make bindings/lua/thistle-scm-1.rockspec", 1, true),
     "the rockspec says how to use it")
t.ok(readme:find("luarocks make bindings/lua/thistle-scm-1.rockspec", 1, true), "the README says how to use it")

-- The hex PRK given to the _bin form of hkdf_expand: not refused (kdf.lua
-- checks what it gives), so the README says so.
t.ok(joined:find("`sha.hkdf_expand(sha.X_bin, ...)` is taken as a key of its hex digits", 1, true),
     "the README warns of a hex PRK given to hkdf_expand(sha.X_bin, ...)")
-- And of the endless SHAKE output the module now has.
t.ok(joined:find("`sha.shake128(-1, message)`", 1, true), "the README documents shake128(-1, message)")
