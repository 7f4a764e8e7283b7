/* SPDX-License-Identifier: ISC */
/* testsuite/der-damage.c: the damaged keys rsa-verify-test.sh feeds
   examples/rsa-verify, all written by one run (the shell and openssl
   would start several programs for each of hundreds). From the DER of a
   public key it writes, in FOLDER, each as a PEM "PUBLIC KEY":

     whole.pem      the DER itself (which must verify: the encoding is right)
     cut-N.pem      its first N bytes, for every N below its size
     bit-I-M.pem    byte I of the first 40 (all the headers) xored with M,
                    for M = 1, 32 (a tag's constructed bit) and 128

   The base64 is tools/sum-base64.c's, in lines of 64 characters.

     der-damage DER FOLDER */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sum-base64.h"

#define MAX_DER 4096
#define FLIPPED_BYTES 40
#define LINE 48                 /* bytes a line of 64 characters holds */

static const char *folder;

/* Writes FOLDER/name as the PEM of der[0..length). */
static void
write_pem(const char *name, const unsigned char *der, size_t length)
{
  char path[4096], text[SUM_BASE64_LENGTH(LINE)];
  size_t done;
  FILE *f;

  snprintf(path, sizeof path, "%s/%s", folder, name);
  if (!(f = fopen(path, "w")))
    {
      perror(path);
      exit(1);
    }
  fputs("-----BEGIN PUBLIC KEY-----\n", f);
  for (done = 0; done < length; done += LINE)
    {
      size_t piece = length - done < LINE ? length - done : LINE;
      sum_base64(text, der + done, piece);
      fprintf(f, "%.*s\n", (int) SUM_BASE64_LENGTH(piece), text);
    }
  fputs("-----END PUBLIC KEY-----\n", f);
  if (fclose(f) != 0)
    {
      perror(path);
      exit(1);
    }
}

int
main(int argc, char **argv)
{
  static const unsigned char masks[] = { 1, 32, 128 };
  unsigned char der[MAX_DER];
  char name[64];
  size_t length, i, m;
  FILE *f;

  if (argc != 3)
    {
      fprintf(stderr, "usage: der-damage DER FOLDER\n");
      return 2;
    }
  folder = argv[2];
  if (!(f = fopen(argv[1], "rb")))
    {
      perror(argv[1]);
      return 1;
    }
  length = fread(der, 1, sizeof der, f);
  if (ferror(f) || !feof(f) || length < FLIPPED_BYTES)
    {
      fprintf(stderr, "der-damage: %s: not a DER key of %d to %d bytes\n",
              argv[1], FLIPPED_BYTES, MAX_DER);
      return 1;
    }
  fclose(f);

  write_pem("whole.pem", der, length);
  for (i = 0; i < length; i++)
    {
      snprintf(name, sizeof name, "cut-%zu.pem", i);
      write_pem(name, der, i);
    }
  for (i = 0; i < FLIPPED_BYTES; i++)
    for (m = 0; m < sizeof masks; m++)
      {
        der[i] ^= masks[m];
        snprintf(name, sizeof name, "bit-%zu-%u.pem", i, masks[m]);
        write_pem(name, der, length);
        der[i] ^= masks[m];
      }
  return 0;
}
