/* SPDX-License-Identifier: ISC */
/* thistle/thistle.h: the whole public API of thistle. */

#ifndef THISTLE_THISTLE_H
#define THISTLE_THISTLE_H

#include <thistle/version.h>
#include <thistle/sha1.h>
#include <thistle/sha2.h>
#include <thistle/sha3.h>
#include <thistle/hmac.h>
#include <thistle/kdf.h>
#include <thistle/error.h>
#include <thistle/hash.h>
#include <thistle/memops.h>
#include <thistle/many.h>

#endif /* THISTLE_THISTLE_H */
