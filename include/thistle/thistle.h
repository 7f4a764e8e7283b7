/* thistle/thistle.h: the whole public API of thistle. */

#ifndef THISTLE_THISTLE_H
#define THISTLE_THISTLE_H

#include "version.h"
#include "sha1.h"
#include "sha2.h"
#include "hmac.h"
#include "hash.h"

#endif /* THISTLE_THISTLE_H */
