import { type Result } from '../errors.js';
export interface UrlPolicyOptions {
    devMode: boolean;
    /** DNS resolution, replaceable in tests; defaults to `dns.lookup` with every address. */
    resolve?: (hostname: string) => Promise<string[]>;
}
/**
 * Registration-time check of an upstream URL: https only (http allowed in development mode), no
 * embedded credentials, and, outside development mode, every resolved address public. The same
 * checks run again on every connection ({@link guardedFetch}), so a later DNS change cannot
 * sneak past them.
 *
 * @example
 * const checked = await assertUpstreamUrlAllowed('https://tools.acme.co/mcp', { devMode: false });
 * if (!checked.ok) throw new GatewayError(checked.code, checked.message);
 */
export declare function assertUpstreamUrlAllowed(url: string, { devMode, resolve }: UrlPolicyOptions): Promise<Result<URL>>;
//# sourceMappingURL=assert-upstream-url-allowed.d.ts.map