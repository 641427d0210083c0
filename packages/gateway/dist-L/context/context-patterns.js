import { LIMITS } from '@asixto/contract';
/**
 * The formats of the context's identifiers, written once: the HTTP route schemas and the runtime's
 * own validation both read them, so the two can never disagree.
 */
/** A company slug (page 02 prefix budget): the contract's pattern, as JSON Schema wants it. */
export const COMPANY_SLUG_PATTERN = LIMITS.companySlugPattern.source;
/** Opaque correlation ids (request ids). */
export const OPAQUE_ID_PATTERN = '^[A-Za-z0-9._:@-]{1,128}$';
/** W3C Trace Context level 1 `traceparent`: version 00–fe, non-zero trace and parent ids. */
export const TRACEPARENT_PATTERN = '^(?!ff)[0-9a-f]{2}-(?!0{32})[0-9a-f]{32}-(?!0{16})[0-9a-f]{16}-[0-9a-f]{2}$';
export const OPAQUE_ID = new RegExp(OPAQUE_ID_PATTERN);
export const TRACEPARENT = new RegExp(TRACEPARENT_PATTERN);
//# sourceMappingURL=context-patterns.js.map