import { LIMITS } from '@asixto/contract';

/**
 * The formats of the context's identifiers, written once: the HTTP route schemas and the runtime's
 * own validation both read them, so the two can never disagree.
 */

/** A company slug (page 02 prefix budget): the contract's pattern, as JSON Schema wants it. */
export const COMPANY_SLUG_PATTERN = LIMITS.companySlugPattern.source;

/**
 * A conversation id: 1-128 printable characters (letters, marks, digits, punctuation, symbols,
 * spaces), so no control (CR, LF, NUL), format (bidirectional controls, zero-width, tags), line or
 * paragraph separator, private-use or lone surrogate: it reaches logs, idempotency keys and the
 * tenant's `_meta`. Code points, as JSON Schema's `maxLength` counts them; needs the `u` flag.
 */
export const CONVERSATION_ID_PATTERN = '^[\\p{L}\\p{M}\\p{N}\\p{P}\\p{S}\\p{Zs}]{1,128}$';

/** Opaque correlation ids (request ids). */
export const OPAQUE_ID_PATTERN = '^[A-Za-z0-9._:@-]{1,128}$';

/** W3C Trace Context level 1 `traceparent`: version 00–fe, non-zero trace and parent ids. */
export const TRACEPARENT_PATTERN =
  '^(?!ff)[0-9a-f]{2}-(?!0{32})[0-9a-f]{32}-(?!0{16})[0-9a-f]{16}-[0-9a-f]{2}$';

export const CONVERSATION_ID = new RegExp(CONVERSATION_ID_PATTERN, 'u');
export const OPAQUE_ID = new RegExp(OPAQUE_ID_PATTERN);
export const TRACEPARENT = new RegExp(TRACEPARENT_PATTERN);
