import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { GatewayError } from '../errors.js';
import { classifyAddress } from './address-policy.js';
import { checkUrlShape } from './guarded-fetch.js';
const defaultResolve = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);
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
export async function assertUpstreamUrlAllowed(url, { devMode, resolve = defaultResolve }) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return { ok: false, code: 'GATEWAY_URL_REFUSED', message: 'not a valid URL', data: { reason: 'syntax' } };
    }
    try {
        checkUrlShape(parsed, devMode);
    }
    catch (error) {
        if (error instanceof GatewayError) {
            return { ok: false, code: error.code, message: error.message, data: { ...error.data } };
        }
        throw error;
    }
    if (devMode)
        return { ok: true, value: parsed };
    const host = parsed.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) !== 0)
        return { ok: true, value: parsed };
    let addresses;
    try {
        addresses = await resolve(host);
    }
    catch (error) {
        return {
            ok: false,
            code: 'GATEWAY_URL_REFUSED',
            message: `could not resolve ${host}`,
            data: { reason: 'dns', cause: error.code ?? 'unknown' },
        };
    }
    if (addresses.length === 0) {
        return {
            ok: false,
            code: 'GATEWAY_URL_REFUSED',
            message: `no address for ${host}`,
            data: { reason: 'dns' },
        };
    }
    for (const address of addresses) {
        const refused = classifyAddress(address);
        if (refused !== undefined) {
            return {
                ok: false,
                code: 'GATEWAY_URL_REFUSED',
                message: `${host} resolves to a ${refused} address`,
                data: { reason: 'address', addressClass: refused },
            };
        }
    }
    return { ok: true, value: parsed };
}
//# sourceMappingURL=assert-upstream-url-allowed.js.map