/* SPDX-License-Identifier: ISC */
/* thistle/error.h: the values the checking functions return.

   Functions that can refuse their arguments (thistle/kdf.h) or reject a
   MAC (thistle_hmac_X_verify) return THISTLE_OK, which is 0, or one of the
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

#endif /* THISTLE_ERROR_H */
