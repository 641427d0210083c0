/**
 * How a failed upstream attempt is read:
 * - `dropped`: the connection broke before the reply; retried as a new request (same key);
 * - `refused`: nothing was listening; retried too (nothing ran), `unavailable` if it persists;
 * - `timeout`: the deadline passed; never retried;
 * - `unavailable`: the server cannot be used now (HTTP 5xx/401/403/404/429, refused URL);
 * - `protocol`: the server answered but not with something usable (JSON-RPC error, invalid or
 *   non-`complete` result, output mismatch); page 06 maps it to `SYSTEM`.
 */
export type FailureKind = 'dropped' | 'refused' | 'timeout' | 'unavailable' | 'protocol';
export interface Failure {
    kind: FailureKind;
    /** A stable, credential-free code for logs and the `upstreamError` hook. */
    code: string;
}
/**
 * Reads an error thrown by the SDK client or by fetch (Node 20 + undici shapes, see the SDK notes).
 *
 * @example
 * classifyFailure(Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } })).kind; // 'dropped'
 */
export declare function classifyFailure(error: unknown): Failure;
//# sourceMappingURL=classify-failure.d.ts.map