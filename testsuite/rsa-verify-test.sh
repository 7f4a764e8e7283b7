#!/bin/sh
# SPDX-License-Identifier: ISC
# testsuite/rsa-verify-test.sh: examples/rsa-verify against the openssl
# command. openssl makes RSA keys of 1024 to 4096 bits with e = 3 and
# 65537 for this run and signs with every algorithm; each signature must
# verify, and a changed bit in the file, the signature or the key must not
# (exit 1). Neither may Bleichenbacher's e = 3 forgery (rsa-forge.c), nor
# real signatures of encoded messages that are not exactly PKCS #1 v1.5.
# Every kind of bad input must be refused with a message and exit 2, and
# no damaged key may crash it.
# Environment (from the Makefile): srcdir, top_builddir, CC, MAKE,
# THISTLE_TEST_WRAPPER.

srcdir=${srcdir:-.}
top_builddir=${top_builddir:-..}
. "$srcdir/wrapper.sh"
examples=$top_builddir/examples

grep -q '^#define WITH_GMP 1' "$top_builddir/config.h" 2>/dev/null || {
  echo "SKIP: configured without GMP, so no examples/rsa-verify (Debian: libgmp-dev)"
  exit 77
}
command -v openssl >/dev/null 2>&1 || {
  echo "SKIP: no openssl command to make keys and signatures (Debian: openssl)"
  exit 77
}

tmp=$(mktemp -d "${TMPDIR:-/tmp}/rsa-verify.XXXXXX")
trap 'chmod -R u+rwx "$tmp"; rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM

# rsa-verify, and the forger built with the flags examples/ uses for GMP.
(cd "$examples" && ${MAKE:-make} rsa-verify) >"$tmp/build.log" 2>&1 || {
  cat "$tmp/build.log"
  echo "rsa-verify-test: FAIL: cannot build examples/rsa-verify"
  exit 1
}
verify=$(cd "$examples" && pwd)/rsa-verify
make_var() { sed -n "s/^$1 = //p" "$examples/Makefile"; }
${CC:-cc} $(make_var CPPFLAGS) $(make_var CFLAGS) -o "$tmp/rsa-forge" \
  "$srcdir/rsa-forge.c" $(make_var LDFLAGS) $(make_var GMP_LIBS) || {
  echo "rsa-verify-test: FAIL: cannot build rsa-forge"
  exit 1
}
${CC:-cc} -I"$top_builddir" -I"$srcdir/../tools" $(make_var CPPFLAGS) $(make_var CFLAGS) \
  -o "$tmp/der-damage" "$srcdir/der-damage.c" "$srcdir/../tools/sum-base64.c" \
  $(make_var LDFLAGS) || {
  echo "rsa-verify-test: FAIL: cannot build der-damage"
  exit 1
}

# Keys, made once and in parallel (4096 bits takes seconds, so first):
# rsaBITS-E.key (private) and rsaBITS-E.pem (public, as rsa -pubout).
make_key() {                    # make_key NAME OPENSSL-GENPKEY-ARG...
  name=$1
  shift
  openssl genpkey "$@" -out "$tmp/$name.key" 2>/dev/null \
    && openssl pkey -in "$tmp/$name.key" -pubout -out "$tmp/$name.pem"
}
keys=
for bits in 4096 3072 2048 1024; do
  for e in 3 65537; do
    make_key rsa$bits-$e -algorithm RSA -pkeyopt rsa_keygen_bits:$bits \
      -pkeyopt rsa_keygen_pubexp:$e &
    keys="$keys rsa$bits-$e"
  done
done
make_key rsa1000 -algorithm RSA -pkeyopt rsa_keygen_bits:1000 &
make_key ec256 -algorithm EC -pkeyopt ec_paramgen_curve:P-256 &
wait
for name in $keys rsa1000 ec256; do
  [ -s "$tmp/$name.pem" ] || {
    echo "rsa-verify-test: FAIL: openssl could not make the key $name"
    exit 1
  }
done

algorithms="sha1 sha224 sha256 sha384 sha512 sha512-224 sha512-256"
file=$tmp/file                  # several of rsa-verify's reads long
head -c 1048579 /dev/urandom >"$file"
: >"$tmp/empty"

checks=0 failures=0

# The outputs are read by the shell, not by programs: a check starts
# rsa-verify alone.
# is_line FILE TEXT: FILE holds the line TEXT, nothing else.
is_line() {
  { IFS= read -r line && [ "$line" = "$2" ] && ! IFS= read -r line && [ -z "$line" ]
  } <"$1"
}
# message FILE TEXT: a line of FILE that starts "rsa-verify: " or
# "usage: " holds TEXT.
message() {
  while IFS= read -r line || [ -n "$line" ]; do
    case $line in
      "rsa-verify: "*|"usage: "*) case $line in *"$2"*) return 0 ;; esac ;;
    esac
  done <"$1"
  return 1
}

# check DESCRIPTION STATUS TEXT ARG...: rsa-verify ARG... must exit with
# STATUS and print TEXT: all of stdout for 0 and 1 (stderr empty), part of
# a "rsa-verify: " message on stderr for 2 (stdout empty).
check() {
  description=$1 want=$2 text=$3
  shift 3
  checks=$((checks + 1))
  run_built "$verify" "$@" >"$tmp/out" 2>"$tmp/err"
  status=$?
  case $want in
    0|1) is_line "$tmp/out" "$text" && [ ! -s "$tmp/err" ] ;;
    *) message "$tmp/err" "$text" && [ ! -s "$tmp/out" ] ;;
  esac
  if [ $? -ne 0 ] || [ "$status" -ne "$want" ]; then
    failures=$((failures + 1))
    echo "FAIL: $description: exit status $status, expected $want and \"$text\""
    sed 's/^/  | /' "$tmp/out" "$tmp/err"
  fi
}
verified() { d=$1; shift; check "$d" 0 "Verified OK" "$@"; }
rejected() { d=$1; shift; check "$d" 1 "Verification failure" "$@"; }
refused() { d=$1 t=$2; shift 2; check "$d" 2 "$t" "$@"; }

# not_crashing DESCRIPTION ARG...: either verdict or a refusal, nothing else.
not_crashing() {
  description=$1
  shift
  checks=$((checks + 1))
  run_built "$verify" "$@" >"$tmp/out" 2>"$tmp/err"
  case $? in
    1) is_line "$tmp/out" "Verification failure" && [ ! -s "$tmp/err" ] && return ;;
    2) [ ! -s "$tmp/out" ] && message "$tmp/err" "rsa-verify: " && return ;;
  esac
  failures=$((failures + 1))
  echo "FAIL: $description: neither a failure nor a refusal"
  sed 's/^/  | /' "$tmp/out" "$tmp/err"
}

# Bytes from hexadecimal arguments.
bytes() { for h in "$@"; do printf "\\$(printf %o 0x$h)"; done; }
# xor_byte FILE OFFSET MASK: FILE on stdout, the byte at OFFSET xored with MASK.
xor_byte() {
  byte=$(od -An -tu1 -j "$2" -N1 "$1" | tr -d ' ')
  head -c "$2" "$1"
  bytes "$(printf %x $((byte ^ $3)))"
  tail -c +$(($2 + 2)) "$1"
}
# armor DER: the PEM of a public key's DER.
armor() {
  echo "-----BEGIN PUBLIC KEY-----"
  openssl base64 -in "$1"
  echo "-----END PUBLIC KEY-----"
}
size_of() { wc -c <"$1" | tr -d ' '; }

xor_byte "$file" 524288 1 >"$tmp/file.flipped"

# Interoperability, and one changed bit anywhere.
for key in $keys; do
  pem=$tmp/$key.pem
  for alg in $algorithms; do
    openssl dgst -$alg -sign "$tmp/$key.key" -out "$tmp/$key.$alg" "$file"
    verified "$key $alg" -a $alg "$pem" "$tmp/$key.$alg" "$file"
    rejected "$key $alg, a bit of the file changed" -a $alg "$pem" \
      "$tmp/$key.$alg" "$tmp/file.flipped"
  done
  verified "$key sha256 by default" "$pem" "$tmp/$key.sha256" "$file"
  openssl dgst -sha512 -sign "$tmp/$key.key" -out "$tmp/$key.empty" "$tmp/empty"
  verified "$key sha512, empty file" -a sha512 "$pem" "$tmp/$key.empty" "$tmp/empty"
  rejected "$key, a signature of another file" -a sha512 "$pem" "$tmp/$key.empty" "$file"
  rejected "$key sha384 signature checked as sha512" -a sha512 "$pem" "$tmp/$key.sha384" "$file"
  rejected "$key sha256 signature checked as sha512-256 (same digest size)" \
    -a sha512-256 "$pem" "$tmp/$key.sha256" "$file"
  rejected "$key sha224 signature checked as sha256" "$pem" "$tmp/$key.sha224" "$file"
  # FILE "-": standard input, as for openssl dgst.
  verified "$key sha384, the file on standard input" -a sha384 "$pem" \
    "$tmp/$key.sha384" - <"$file"
  rejected "$key sha384, the changed file on standard input" -a sha384 "$pem" \
    "$tmp/$key.sha384" - <"$tmp/file.flipped"

  k=$(size_of "$tmp/$key.sha256")
  for offset in 0 $((k / 2)) $((k - 1)); do
    xor_byte "$tmp/$key.sha256" $offset 1 >"$tmp/sig.flipped"
    rejected "$key, bit 0 of signature byte $offset changed" "$pem" "$tmp/sig.flipped" "$file"
  done

  # Byte 40 of the DER is inside the modulus for every size here.
  openssl pkey -pubin -in "$pem" -outform DER -out "$tmp/$key.der"
  xor_byte "$tmp/$key.der" 40 1 >"$tmp/der.flipped"
  armor "$tmp/der.flipped" >"$tmp/pem.flipped"
  rejected "$key, a bit of the modulus changed" "$tmp/pem.flipped" "$tmp/$key.sha256" "$file"
done

# Signatures 0 and 1 (their own e-th powers), and one over the modulus.
k=256 key=rsa2048-65537 pem=$tmp/rsa2048-65537.pem
head -c $k /dev/zero >"$tmp/zeros"
head -c $k /dev/zero | tr '\000' '\377' >"$tmp/ones"
head -c $((k - 1)) /dev/zero >"$tmp/one" && bytes 01 >>"$tmp/one"
rejected "signature 0" "$pem" "$tmp/zeros" "$file"
rejected "signature 1" "$pem" "$tmp/one" "$file"
rejected "signature 2^2048 - 1, over the modulus" "$pem" "$tmp/ones" "$file"

# Real signatures (the private key's, padding none) of encoded messages:
# the right one, then ones a verifier that parses them might accept.
# T = DigestInfo || H, which openssl recovers from its own signature.
openssl pkeyutl -verifyrecover -pubin -inkey "$pem" -in "$tmp/$key.sha256" -out "$tmp/t"
t=$(size_of "$tmp/t")
# (Raw RSA with the private key: "decrypting" EM is signing it.)
raw_sign() {                    # raw_sign EM SIGNATURE
  openssl pkeyutl -decrypt -inkey "$tmp/$key.key" -pkeyopt rsa_padding_mode:none \
    -in "$1" -out "$2"
}
{ bytes 00 01; head -c $((k - 3 - t)) "$tmp/ones"; bytes 00; cat "$tmp/t"; } >"$tmp/em"
raw_sign "$tmp/em" "$tmp/sig"
verified "EM built here, signed raw" "$pem" "$tmp/sig" "$file"
{ bytes 00 01; head -c 8 "$tmp/ones"; bytes 00; cat "$tmp/t"
  head -c $((k - 11 - t)) /dev/urandom; } >"$tmp/em"
raw_sign "$tmp/em" "$tmp/sig"
rejected "EM with 8 bytes of padding and garbage after the digest" "$pem" "$tmp/sig" "$file"
{ bytes 00 01; head -c $((k - 4 - t)) "$tmp/ones"; bytes fe 00; cat "$tmp/t"; } >"$tmp/em"
raw_sign "$tmp/em" "$tmp/sig"
rejected "EM with an 0xfe in the padding" "$pem" "$tmp/sig" "$file"
{ bytes 00 02; head -c $((k - 3 - t)) "$tmp/ones"; bytes 00; cat "$tmp/t"; } >"$tmp/em"
raw_sign "$tmp/em" "$tmp/sig"
rejected "EM of block type 2" "$pem" "$tmp/sig" "$file"

# Bleichenbacher's forgery for e = 3: s^3 = 00 01 FF 00 T GARBAGE, which
# openssl's raw recovery shows; it must not verify.
for key in rsa3072-3 rsa4096-3; do
  pem=$tmp/$key.pem
  for alg in $algorithms; do
    openssl pkeyutl -verifyrecover -pubin -inkey "$pem" -in "$tmp/$key.$alg" -out "$tmp/t"
    { bytes 00 01 ff 00; cat "$tmp/t"; } >"$tmp/prefix"
    k=$(size_of "$tmp/$key.$alg")
    run_built "$tmp/rsa-forge" $k <"$tmp/prefix" >"$tmp/forged" || {
      failures=$((failures + 1))
      echo "FAIL: $key $alg: rsa-forge found no cube"
    }
    openssl pkeyutl -verifyrecover -pubin -inkey "$pem" -pkeyopt rsa_padding_mode:none \
      -in "$tmp/forged" -out "$tmp/em"
    checks=$((checks + 1))
    head -c "$(size_of "$tmp/prefix")" "$tmp/em" | cmp -s - "$tmp/prefix" || {
      failures=$((failures + 1))
      echo "FAIL: $key $alg: the forgery does not recover to 00 01 FF 00 DigestInfo H"
    }
    rejected "$key $alg, Bleichenbacher forgery" -a $alg "$pem" "$tmp/forged" "$file"
  done
done

# Bad input: exit 2 and a message. Usage and algorithm first.
key=rsa2048-65537 pem=$tmp/rsa2048-65537.pem sig=$tmp/rsa2048-65537.sha256
refused "no arguments" "usage:"
refused "two arguments" "usage:" "$pem" "$sig"
refused "four arguments" "usage:" "$pem" "$sig" "$file" "$file"
refused "unknown option" "usage:" -x "$pem" "$sig" "$file"
refused "-a without its argument" "usage:" "$pem" "$sig" "$file" -a
# -h: the usage on standard output, exit 0; an error when it cannot be
# written.
checks=$((checks + 2))
run_built "$verify" -h >"$tmp/out" 2>"$tmp/err" && grep -q '^usage: ' "$tmp/out" \
  && [ ! -s "$tmp/err" ] \
  || { failures=$((failures + 1)); echo "FAIL: -h: $(cat "$tmp/err")"; }
run_built "$verify" -h >/dev/full 2>"$tmp/err"
status=$?
[ "$status" = 2 ] && message "$tmp/err" "standard output" \
  || { failures=$((failures + 1)); echo "FAIL: -h >/dev/full: exit status $status"; }
refused "algorithm md5" "unknown algorithm" -a md5 "$pem" "$sig" "$file"
refused "algorithm sha3-256" "unknown algorithm" -a sha3-256 "$pem" "$sig" "$file"
refused "empty algorithm" "unknown algorithm" -a "" "$pem" "$sig" "$file"

# Files that cannot be read.
refused "no key file" "No such file" "$tmp/none" "$sig" "$file"
refused "no signature file" "No such file" "$pem" "$tmp/none" "$file"
refused "no file to check" "No such file" "$pem" "$sig" "$tmp/none"
refused "key is a directory" "Is a directory" "$tmp" "$sig" "$file"
refused "file is a directory" "Is a directory" "$pem" "$sig" "$tmp"
if [ "$(id -u)" != 0 ]; then    # root reads everything
  cp "$file" "$tmp/unreadable" && chmod 000 "$tmp/unreadable"
  refused "file without read permission" "Permission denied" "$pem" "$sig" "$tmp/unreadable"
fi
head -c 70000 /dev/zero >"$tmp/huge"
refused "key file of 70000 bytes" "too large" "$tmp/huge" "$sig" "$file"

# Keys that are not RSA public keys in PEM SubjectPublicKeyInfo.
openssl rsa -pubin -in "$pem" -RSAPublicKey_out -out "$tmp/pkcs1.pem" 2>/dev/null
openssl req -x509 -key "$tmp/$key.key" -subj /CN=thistle -days 1 -out "$tmp/cert.pem" 2>/dev/null
refused "private key" "a private key" "$tmp/$key.key" "$sig" "$file"
refused "PKCS#1 RSA PUBLIC KEY" "not a \"PUBLIC KEY\"" "$tmp/pkcs1.pem" "$sig" "$file"
refused "certificate" "a certificate" "$tmp/cert.pem" "$sig" "$file"
refused "EC key" "not an RSA key" "$tmp/ec256.pem" "$sig" "$file"
refused "DER, not PEM" "not PEM" "$tmp/$key.der" "$sig" "$file"
refused "empty key file" "not PEM" "$tmp/empty" "$sig" "$file"
refused "modulus of 1000 bits" "under 1024 bits" "$tmp/rsa1000.pem" "$sig" "$file"

# Damaged PEM.
sed '2s/^./*/' "$pem" >"$tmp/bad.pem"
refused "a '*' in the base64" "bad base64" "$tmp/bad.pem" "$sig" "$file"
sed '2s/^..../AA==/' "$pem" >"$tmp/bad.pem"
refused "'=' in the middle of the base64" "bad base64" "$tmp/bad.pem" "$sig" "$file"
sed '2s/^./&A/' "$pem" >"$tmp/bad.pem"
refused "one base64 character too many" "bad base64" "$tmp/bad.pem" "$sig" "$file"
sed '$d' "$pem" >"$tmp/bad.pem"
refused "no END line" "no PEM -----END line" "$tmp/bad.pem" "$sig" "$file"
sed '$s/PUBLIC KEY/PRIVATE KEY/' "$pem" >"$tmp/bad.pem"
refused "END label differs" "label differs" "$tmp/bad.pem" "$sig" "$file"
{ cat "$pem"; echo "trailing text"; } >"$tmp/bad.pem"
refused "text after the END line" "trailing data after the PEM block" "$tmp/bad.pem" "$sig" "$file"
{ echo "-----BEGIN PUBLIC KEY-----"; echo "-----END PUBLIC KEY-----"; } >"$tmp/bad.pem"
refused "empty PEM block" "empty PEM block" "$tmp/bad.pem" "$sig" "$file"
{ echo "-----BEGIN PUBLIC KEY-----"; openssl pkey -pubin -in "$pem" -outform DER \
    | openssl base64 -A; echo; echo "-----END PUBLIC KEY-----"; } >"$tmp/bad.pem"
verified "the base64 on one line" "$tmp/bad.pem" "$sig" "$file"
{ echo "-----BEGIN PUBLIC KEY-----"; openssl pkey -pubin -in "$pem" -outform DER \
    | openssl base64 -A; echo " -----END PUBLIC KEY-----"; } >"$tmp/bad.pem"
refused "END line after base64 on the same line" "does not start a line" "$tmp/bad.pem" "$sig" "$file"

# Damaged DER, in good PEM. The 2048-bit key's DER begins 30 82 01 22.
der=$tmp/$key.der
{ cat "$der"; bytes 00; } >"$tmp/bad.der"
armor "$tmp/bad.der" >"$tmp/bad.pem"
refused "a byte after the DER" "trailing data after the DER key" "$tmp/bad.pem" "$sig" "$file"
head -c $(($(size_of "$der") - 1)) "$der" >"$tmp/bad.der"
armor "$tmp/bad.der" >"$tmp/bad.pem"
refused "DER one byte short" "truncated" "$tmp/bad.pem" "$sig" "$file"
{ bytes 30 83 00 01 22; tail -c +5 "$der"; } >"$tmp/bad.der"
armor "$tmp/bad.der" >"$tmp/bad.pem"
refused "DER length not minimal" "leading zero" "$tmp/bad.pem" "$sig" "$file"
{ bytes 30 80; tail -c +5 "$der"; bytes 00 00; } >"$tmp/bad.der"
armor "$tmp/bad.der" >"$tmp/bad.pem"
refused "BER indefinite length" "indefinite length" "$tmp/bad.pem" "$sig" "$file"

# Keys written field by field (openssl asn1parse -genconf): the right
# structure first, then one thing wrong in each.
modulus=$(openssl rsa -pubin -in "$pem" -noout -modulus | sed 's/^Modulus=//')
# spki NAME N E [OID [PARAMETERS]]: NAME.pem, a SubjectPublicKeyInfo.
spki() {
  cat >"$tmp/$1.conf" <<EOF
asn1=SEQUENCE:spki
[spki]
algorithm=SEQUENCE:algorithm
key=BITWRAP,SEQUENCE:rsa_key
[algorithm]
oid=OID:${4:-rsaEncryption}
${5-parameters=NULL}
[rsa_key]
n=INTEGER:$2
e=INTEGER:$3
EOF
  openssl asn1parse -genconf "$tmp/$1.conf" -noout -out "$tmp/$1.der" \
    && armor "$tmp/$1.der" >"$tmp/$1.pem"
}
spki built 0x$modulus 65537
verified "the key written field by field" "$tmp/built.pem" "$sig" "$file"
spki e0 0x$modulus 0
refused "exponent 0" "not a valid RSA public exponent" "$tmp/e0.pem" "$sig" "$file"
spki e1 0x$modulus 1
refused "exponent 1" "not a valid RSA public exponent" "$tmp/e1.pem" "$sig" "$file"
spki e2 0x$modulus 2
refused "exponent 2" "not a valid RSA public exponent" "$tmp/e2.pem" "$sig" "$file"
spki e-even 0x$modulus 65536
refused "even exponent" "not a valid RSA public exponent" "$tmp/e-even.pem" "$sig" "$file"
spki e-n 0x$modulus 0x$modulus
refused "exponent n" "not a valid RSA public exponent" "$tmp/e-n.pem" "$sig" "$file"
# An exponent of 65 bits: refused over a 4096-bit modulus, a key (that
# does not verify this signature) over a 3072-bit one.
modulus4096=$(openssl rsa -pubin -in "$tmp/rsa4096-65537.pem" -noout -modulus | sed 's/^Modulus=//')
spki e65-4096 0x$modulus4096 0x10000000000000001
refused "65-bit exponent, 4096-bit modulus" "the public exponent is over 64 bits" \
  "$tmp/e65-4096.pem" "$tmp/rsa4096-65537.sha256" "$file"
modulus3072=$(openssl rsa -pubin -in "$tmp/rsa3072-65537.pem" -noout -modulus | sed 's/^Modulus=//')
spki e65-3072 0x$modulus3072 0x10000000000000001
rejected "65-bit exponent, 3072-bit modulus" "$tmp/e65-3072.pem" \
  "$tmp/rsa3072-65537.sha256" "$file"
# An even modulus: this one's last hex digit made 0, and 2^1023 (checked
# with a signature of its length, 128 bytes, so that only the key is wrong).
spki n-even 0x${modulus%?}0 65537
refused "even modulus" "the modulus is even" "$tmp/n-even.pem" "$sig" "$file"
spki n-2-1023 0x8$(printf '%0255d' 0) 65537
refused "modulus 2^1023" "the modulus is even" "$tmp/n-2-1023.pem" \
  "$tmp/rsa1024-65537.sha256" "$file"
spki n-negative -0x$modulus 65537
refused "negative modulus" "negative" "$tmp/n-negative.pem" "$sig" "$file"
spki pss 0x$modulus 65537 1.2.840.113549.1.1.10
refused "RSASSA-PSS key" "not an RSA key" "$tmp/pss.pem" "$sig" "$file"
spki no-null 0x$modulus 65537 rsaEncryption ""
refused "rsaEncryption without NULL" "DER" "$tmp/no-null.pem" "$sig" "$file"
spki int-null 0x$modulus 65537 rsaEncryption parameters=INTEGER:0
refused "rsaEncryption with an INTEGER parameter" "DER" "$tmp/int-null.pem" "$sig" "$file"

# Signatures of the wrong length for the key.
head -c 255 "$sig" >"$tmp/short"
{ cat "$sig"; bytes 00; } >"$tmp/long"
refused "signature one byte short" "the signature is 255 bytes" "$pem" "$tmp/short" "$file"
refused "signature one byte long" "the signature is 257 bytes" "$pem" "$tmp/long" "$file"
refused "empty signature" "the signature is 0 bytes" "$pem" "$tmp/empty" "$file"

# No damage to a key may crash it: the 1024-bit key's DER cut at every
# length (each refused), and bits 0, 5 (a tag's constructed bit) and 7 of
# each of its first 40 bytes (all the headers) flipped, each as a PEM
# written by der-damage, whose PEM of the whole DER must verify.
der=$tmp/rsa1024-65537.der sig=$tmp/rsa1024-65537.sha256
mkdir "$tmp/damage"
run_built "$tmp/der-damage" "$der" "$tmp/damage" || {
  echo "rsa-verify-test: FAIL: der-damage"
  exit 1
}
verified "the 1024-bit key as der-damage writes it" "$tmp/damage/whole.pem" "$sig" "$file"
length=$(size_of "$der")
cut=0
while [ $cut -lt "$length" ]; do
  refused "DER cut to $cut bytes" "rsa-verify: " "$tmp/damage/cut-$cut.pem" "$sig" "$file"
  cut=$((cut + 1))
done
offset=0
while [ $offset -lt 40 ]; do
  for mask in 1 32 128; do
    not_crashing "DER byte $offset ^ $mask" "$tmp/damage/bit-$offset-$mask.pem" "$sig" "$file"
  done
  offset=$((offset + 1))
done

if [ $failures -ne 0 ]; then
  echo "rsa-verify-test: $failures of $checks checks failed"
  exit 1
fi
echo "rsa-verify-test: $checks checks passed (keys of 1024 to 4096 bits, e = 3 and 65537)"
