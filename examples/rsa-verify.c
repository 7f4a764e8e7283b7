/* SPDX-License-Identifier: ISC */
/* examples/rsa-verify.c: checks an RSA signature of a file, the way a
   signed release is checked, with thistle computing the hash.

     rsa-verify [-a ALGORITHM] PUBLIC_KEY.pem SIGNATURE FILE

   The key is PEM SubjectPublicKeyInfo (`openssl rsa -pubout`), the
   signature the raw bytes `openssl dgst -sha256 -sign key.pem -out SIGNATURE
   FILE` writes; the algorithm defaults to sha256. FILE "-" is standard
   input, as for `openssl dgst`. Like `openssl dgst -verify`, prints
   "Verified OK" and exits 0, or prints "Verification failure" and exits
   1; any input it cannot use gets a message on stderr and exit status 2.
   It is stricter than OpenSSL about what it can use: a key in DER only
   (no BER leniency: no superfluous leading zero, long-form length or
   negative modulus, parameters exactly NULL, nothing after it) of at
   least 1024 bits, and a signature exactly the modulus's length (OpenSSL
   reports a failed verification for another length). */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <thistle/hash.h>
#include <thistle/sha2.h>

#include "rsa-key.h"
#include "rsa-pkcs1.h"

#define EXIT_BAD_INPUT 2

/* Far more than a PEM key of RSA_KEY_MAX_BITS, or a signature, can be. */
#define SMALL_FILE_MAX (64 * 1024)

/* Large reads: the system call cost vanishes, the buffer stays in cache. */
#define HASH_BUFFER_SIZE (256 * 1024)

static const char *program = "rsa-verify";

static void
usage(FILE *out)
{
  fprintf(out, "usage: %s [-a ALGORITHM] PUBLIC_KEY.pem SIGNATURE FILE\n"
          "Checks the RSASSA-PKCS1-v1_5 signature of FILE by the key (PEM,"
          " as `openssl rsa -pubout`\nwrites it), as `openssl dgst"
          " -verify` does; FILE - is\nstandard input. ALGORITHM: sha1, sha224,"
          " sha256 (the default), sha384, sha512,\nsha512-224 or sha512-256."
          " Stricter than OpenSSL: the key in DER, of 1024 bits\nor more, the"
          " signature as long as its modulus, or exit status 2.\n",
          program);
}

static void
fail(const char *name, const char *message)
{
  fprintf(stderr, "%s: %s: %s\n", program, name, message);
  exit(EXIT_BAD_INPUT);
}

/* Reads all of a file that should be small into a malloc'd buffer. */
static char *
read_small_file(const char *name, size_t *length)
{
  char *data = malloc(SMALL_FILE_MAX + 1);
  FILE *f;

  if (data == NULL)
    fail(name, strerror(ENOMEM));
  f = fopen(name, "rb");
  if (f == NULL)
    fail(name, strerror(errno));
  /* One byte more than allowed tells a file that is too large. */
  *length = fread(data, 1, SMALL_FILE_MAX + 1, f);
  if (ferror(f))
    fail(name, strerror(errno));
  fclose(f);
  if (*length > SMALL_FILE_MAX)
    fail(name, "too large for a key or a signature");
  return data;
}

/* Hashes the file called name ("-": standard input) into digest, reading
   it in large pieces. */
static void
hash_file(const struct thistle_hash *hash, const char *name, uint8_t *digest)
{
  void *context = malloc(hash->context_size);
  unsigned char *buffer = malloc(HASH_BUFFER_SIZE);
  int is_stdin = strcmp(name, "-") == 0;
  int fd = is_stdin ? STDIN_FILENO : open(name, O_RDONLY);
  ssize_t got;

  if (context == NULL || buffer == NULL)
    fail(name, strerror(ENOMEM));
  if (fd < 0)
    fail(name, strerror(errno));
  if (is_stdin)
    name = "standard input";
  hash->init(context);
  while ((got = read(fd, buffer, HASH_BUFFER_SIZE)) != 0)
    {
      if (got < 0)
        {
          if (errno == EINTR)
            continue;
          fail(name, strerror(errno));
        }
      hash->update(context, buffer, (size_t) got);
    }
  if (!is_stdin)
    close(fd);
  hash->digest(context, digest);
  free(buffer);
  free(context);
}

int
main(int argc, char **argv)
{
  const char *algorithm = "sha256";
  const struct thistle_hash *hash;
  const struct rsa_pkcs1_digest_info *info;
  struct rsa_public_key key;
  const char *key_name, *signature_name, *file_name, *error;
  char *key_text, *signature;
  size_t key_length, signature_length;
  /* The largest digest the DigestInfo table has. */
  uint8_t digest[THISTLE_SHA512_DIGEST_SIZE];
  int option, valid;

  while ((option = getopt(argc, argv, "a:h")) != -1)
    switch (option)
      {
      case 'a':
        algorithm = optarg;
        break;
      case 'h':
        usage(stdout);
        if (fflush(stdout) != 0 || ferror(stdout))
          fail("standard output", strerror(errno));
        return 0;
      default:
        usage(stderr);
        return EXIT_BAD_INPUT;
      }
  if (argc - optind != 3)
    {
      usage(stderr);
      return EXIT_BAD_INPUT;
    }
  key_name = argv[optind];
  signature_name = argv[optind + 1];
  file_name = argv[optind + 2];

  hash = thistle_hash_lookup(algorithm);
  info = hash != NULL ? rsa_pkcs1_find_digest_info(hash) : NULL;
  if (info == NULL)
    fail(algorithm, "unknown algorithm (sha1, sha224, sha256, sha384, sha512,"
         " sha512-224, sha512-256)");

  rsa_public_key_init(&key);
  key_text = read_small_file(key_name, &key_length);
  error = rsa_public_key_from_pem(&key, key_text, key_length);
  if (error != NULL)
    fail(key_name, error);
  free(key_text);

  signature = read_small_file(signature_name, &signature_length);
  if (signature_length != key.size)
    {
      char message[128];
      snprintf(message, sizeof message, "the signature is %zu bytes long,"
               " the key's modulus %zu", signature_length, key.size);
      fail(signature_name, message);
    }

  hash_file(hash, file_name, digest);
  valid = rsa_pkcs1_verify(&key, info, digest, hash->digest_size,
                           (const uint8_t *) signature);
  free(signature);
  rsa_public_key_clear(&key);

  puts(valid ? "Verified OK" : "Verification failure");
  if (fflush(stdout) != 0 || ferror(stdout))
    fail("standard output", strerror(errno));
  return valid ? 0 : 1;
}
