/**
 * The formats of the context's identifiers, written once: the HTTP route schemas and the runtime's
 * own validation both read them, so the two can never disagree.
 */
/** A company slug (page 02 prefix budget): the contract's pattern, as JSON Schema wants it. */
export declare const COMPANY_SLUG_PATTERN: string;
/** Opaque correlation ids (request ids). */
export declare const OPAQUE_ID_PATTERN = "^[A-Za-z0-9._:@-]{1,128}$";
/** W3C Trace Context level 1 `traceparent`: version 00–fe, non-zero trace and parent ids. */
export declare const TRACEPARENT_PATTERN = "^(?!ff)[0-9a-f]{2}-(?!0{32})[0-9a-f]{32}-(?!0{16})[0-9a-f]{16}-[0-9a-f]{2}$";
export declare const OPAQUE_ID: RegExp;
export declare const TRACEPARENT: RegExp;
//# sourceMappingURL=context-patterns.d.ts.map