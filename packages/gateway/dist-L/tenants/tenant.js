import { LIMITS } from '@asixto/contract';
import { parseTenantPolicy } from './tenant-policy.js';
/** Whether a company slug fits the prefix budget of page 02. */
export function isCompanySlug(value) {
    return (typeof value === 'string' &&
        value.length >= 1 &&
        value.length <= LIMITS.companySlugMax &&
        LIMITS.companySlugPattern.test(value));
}
let currencies;
/** ISO 4217 codes known to this runtime's ICU data (Node 20 ships full ICU). */
export function isCurrencyCode(value) {
    if (typeof value !== 'string' || !/^[A-Z]{3}$/.test(value))
        return false;
    currencies ??= new Set(Intl.supportedValuesOf('currency'));
    return currencies.has(value);
}
// Zones already accepted: the check runs on every agent turn, and building an Intl formatter is not free.
const knownZones = new Set();
let canonicalZones;
/** An IANA zone name Intl accepts (aliases such as `UTC` included). */
export function isTimeZone(value) {
    if (typeof value !== 'string' || value.length === 0 || value.length > 64)
        return false;
    if (knownZones.has(value))
        return true;
    // The canonical names answer without a formatter: the first DateTimeFormat a process builds pages in
    // ~6 MiB of ICU's date data, which a gateway that only checks zone names never needs. An alias
    // (`UTC`, `Asia/Kolkata`, another spelling) still goes to Intl, the authority.
    canonicalZones ??= new Set(Intl.supportedValuesOf('timeZone'));
    if (!canonicalZones.has(value)) {
        try {
            new Intl.DateTimeFormat('en-US', { timeZone: value });
        }
        catch {
            return false;
        }
    }
    if (knownZones.size < 1024)
        knownZones.add(value);
    return true;
}
/** Validates a tenant registration; returns the normalized fields or the first problem found. */
export function validateTenantInput(input) {
    if (typeof input !== 'object' || input === null) {
        return { ok: false, code: 'GATEWAY_INVALID_TENANT', message: 'tenant must be an object' };
    }
    const t = input;
    if (!isCompanySlug(t.company)) {
        return {
            ok: false,
            code: 'GATEWAY_INVALID_SLUG',
            message: `company must match ^[a-z0-9]+$ and have at most ${LIMITS.companySlugMax} characters`,
            data: { field: 'company' },
        };
    }
    if (typeof t.name !== 'string' || t.name.trim().length === 0 || t.name.length > 200) {
        return bad('name must be a non-empty string of at most 200 characters', 'name');
    }
    if (!isCurrencyCode(t.currency))
        return bad('currency must be an ISO 4217 code such as COP', 'currency');
    if (!isTimeZone(t.timezone))
        return bad('timezone must be an IANA zone such as America/Bogota', 'timezone');
    const policy = parseTenantPolicy(t.policy);
    if (!policy.ok)
        return policy;
    return {
        ok: true,
        value: {
            company: t.company,
            name: t.name.trim(),
            currency: t.currency,
            timezone: t.timezone,
            policy: policy.value,
        },
    };
}
function bad(message, field) {
    return { ok: false, code: 'GATEWAY_INVALID_TENANT', message, data: { field } };
}
//# sourceMappingURL=tenant.js.map