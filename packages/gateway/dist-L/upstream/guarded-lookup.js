import { lookup as dnsLookup } from 'node:dns';
import { GatewayError } from '../errors.js';
import { classifyAddress } from './address-policy.js';
/**
 * A `net.connect` lookup that resolves every address of the host and refuses the connection when
 * any of them is private, loopback, link-local or unspecified. Checking at connect time (not only
 * at registration) is what defeats DNS rebinding: the address that is checked is the one dialled.
 */
export function createGuardedLookup(resolve = dnsLookup) {
    const guarded = (hostname, options, callback) => {
        resolve(hostname, { ...options, all: true }, (err, result) => {
            if (err)
                return callback(err, options.all ? [] : '', undefined);
            const addresses = Array.isArray(result) ? result : [{ address: result, family: 4 }];
            for (const entry of addresses) {
                const refused = classifyAddress(entry.address);
                if (refused !== undefined) {
                    const error = new GatewayError('GATEWAY_URL_REFUSED', `refused to connect to ${hostname}: resolves to a ${refused} address`, { data: { reason: 'address', addressClass: refused } });
                    return callback(error, options.all ? [] : '', undefined);
                }
            }
            if (options.all)
                return callback(null, addresses);
            const first = addresses[0];
            if (!first) {
                const none = Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' });
                return callback(none, '', undefined);
            }
            return callback(null, first.address, first.family);
        });
    };
    // The node typings overload LookupFunction; this implementation honours both `all` forms.
    return guarded;
}
//# sourceMappingURL=guarded-lookup.js.map