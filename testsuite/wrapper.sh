# SPDX-License-Identifier: ISC
# testsuite/wrapper.sh, sourced by the test scripts: how they run the
# programs this build made (or ones they built with $CC), which may be for
# another machine. THISTLE_TEST_WRAPPER, when set, is the command that runs
# them, e.g. "qemu-s390x-static -L /usr/s390x-linux-gnu"; run-tests runs the
# test programs through it the same way. Host tools (coreutils, openssl,
# pkg-config) are run directly, never through it.
# Environment: top_builddir.

# exec_built PROGRAM ARG...: replaces the shell with PROGRAM, a path or a
# name the shell finds in PATH, run through the wrapper (so that in a
# background job, $! is the program, or the emulator running it). Through
# a wrapper, the program's argv[0] is its full path. When $built_guard is
# set (say "timeout 5"), that command runs it all.
# run_built PROGRAM ARG...: the same in a subshell.
built_guard=
exec_built() {
  [ -n "${THISTLE_TEST_WRAPPER:-}" ] || exec $built_guard "$@"
  exec_built_path=$(command -v "$1") || { echo "$1: not found" >&2; exit 127; }
  shift
  exec $built_guard $THISTLE_TEST_WRAPPER "$exec_built_path" "$@"
}
run_built() { (exec_built "$@"); }

# emulated PROGRAM: PROGRAM does not run natively: through the wrapper, or
# started by an emulator because an enabled binfmt_misc entry matches its
# first bytes (the kernel's own test: magic at offset, under mask).
emulated() {
  [ -z "${THISTLE_TEST_WRAPPER:-}" ] || return 0
  for entry in /proc/sys/fs/binfmt_misc/*; do
    magic=$(sed -n 's/^magic //p' "$entry" 2>/dev/null)
    [ -n "$magic" ] && grep -q '^enabled' "$entry" || continue
    mask=$(sed -n 's/^mask //p' "$entry")
    bytes=$(od -An -v -tx1 -j "$(sed -n 's/^offset //p' "$entry")" \
      -N $((${#magic} / 2)) "$1" | tr -d ' \n')
    i=0 match=1
    while [ $i -lt ${#magic} ] && [ $match = 1 ]; do
      m=$(echo "${mask:-ff}" | cut -c$((i + 1))-$((i + 2)))
      b=$(echo "$bytes" | cut -c$((i + 1))-$((i + 2)))
      [ $((0x${b:-100} & 0x${m:-ff})) = $((0x$(echo "$magic" | cut -c$((i + 1))-$((i + 2))) & 0x${m:-ff})) ] \
        || match=0
      i=$((i + 2))
    done
    [ $match = 0 ] || return 0
  done
  return 1
}

# time_scale PROGRAM: what a time bound on PROGRAM is multiplied by, 10
# where it is emulated (qemu-user runs it several times slower) or this
# build runs under a sanitizer (target-probe sanitized), else 1.
time_scale() {
  if emulated "$1" || [ "$(run_built "$probe" sanitized)" = yes ]; then
    echo 10
  else
    echo 1
  fi
}

# What a program of this build finds where it runs, which emulation can
# change: testsuite/target-probe answers yes or no. Each question below
# returns 0 for yes, or sets why_not and returns 1; a probe that gives no
# answer fails the script.
probe=$(cd "${top_builddir:-..}" 2>/dev/null && pwd)/testsuite/target-probe
probe_says() {                  # probe_says ANSWER QUESTION
  case $1 in
    yes) return 0 ;;
    no) return 1 ;;
  esac
  echo "FAIL: $probe $2 answered '$1'"
  exit 1
}

# stdin_closed_stays_closed: a program started with standard input closed
# finds it closed. Under binfmt_misc's open-binary flag ("O", which
# systemd-binfmt registers for qemu-user-static) the kernel opens the
# program's own file for the emulator as the lowest free descriptor: 0.
stdin_closed_stays_closed() {
  probe_says "$(run_built "$probe" stdin-closed <&-)" stdin-closed && return
  why_not="a program started with standard input closed finds a file there (binfmt_misc's open-binary flag)"
  return 1
}

# locale_loads LOCALE: the program's C library can load LOCALE. A foreign
# C library cannot read the host's compiled locales (their format depends
# on byte order and word size).
locale_loads() {
  probe_says "$(LC_ALL=$1 && export LC_ALL && run_built "$probe" locale)" locale && return
  why_not="the program's C library cannot load the host's $1 locale"
  return 1
}
