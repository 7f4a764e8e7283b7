/* SPDX-License-Identifier: ISC */
/* thistle/error.h: the values the checking functions return.

   Functions that can refuse their arguments (thistle/kdf.h; the generic
   HMAC functions of thistle/hmac.h; import, thistle/export.h; a SHAKE
   update after the squeeze, thistle/sha3.h, and the _many functions of a
   squeezing prefix, thistle/many.h) or reject a MAC
   (thistle_hmac_X_verify) return THISTLE_OK, which is 0, or one of the
   negative values below; they never abort. A function that returns an
   error has written nothing to its output. */

#ifndef THISTLE_ERROR_H
#define THISTLE_ERROR_H

/* Success. */
#define THISTLE_OK 0
/* The requested output is longer than the function's standard allows. */
#define THISTLE_ERROR_OUTPUT_LENGTH (-1)
/* An iteration count of 0. */
#define THISTLE_ERROR_ITERATIONS (-2)
/* A key shorter than the standard requires (an HKDF pseudorandom key
   shorter than the hash's digest). */
#define THISTLE_ERROR_KEY_LENGTH (-3)
/* A MAC tag shorter than the minimum or longer than the MAC. */
#define THISTLE_ERROR_TAG_LENGTH (-4)
/* A MAC tag that is not the MAC of the message. */
#define THISTLE_ERROR_BAD_TAG (-5)
/* Input for a SHAKE or cSHAKE context that has started squeezing: its
   message has ended (thistle/sha3.h). */
#define THISTLE_ERROR_SQUEEZING (-6)
/* A struct thistle_hash pointer that is NULL or not an entry of
   thistle_hashes, or an algorithm without the function asked for
   (thistle/hmac.h's and thistle/kdf.h's functions over a struct
   thistle_hash). */
#define THISTLE_ERROR_HASH (-7)
/* Import of a saved context (thistle/export.h): a blob that is not of the
   format or of its version; of another algorithm; of the wrong length;
   whose fields disagree. */
#define THISTLE_ERROR_EXPORT_FORMAT (-8)
#define THISTLE_ERROR_EXPORT_ALGORITHM (-9)
#define THISTLE_ERROR_EXPORT_LENGTH (-10)
#define THISTLE_ERROR_EXPORT_STATE (-11)

#endif /* THISTLE_ERROR_H */
