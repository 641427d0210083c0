import { createHash, timingSafeEqual } from 'node:crypto';
/**
 * Builds the pure token check of the HTTP API. Runtime tokens and admin tokens are disjoint roles: a
 * valid token of the other role gets 403 (it is known, but may not do this), a missing or unknown
 * token gets 401. Tokens are compared by their SHA-256 digests with `timingSafeEqual`, and every
 * known token is compared, so neither length nor position leaks through timing.
 */
export function createBearerAuth(tokens) {
    const digest = (t) => createHash('sha256').update(t, 'utf8').digest();
    const runtime = tokens.runtime.map(digest);
    const admin = tokens.admin.map(digest);
    const matches = (list, candidate) => {
        let found = false;
        for (const known of list)
            found = timingSafeEqual(known, candidate) || found;
        return found;
    };
    return function checkBearer(authorization, access) {
        if (access === 'public')
            return { ok: true, role: 'none' };
        const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization ?? '');
        if (!match?.[1])
            return { ok: false, status: 401, code: 'UNAUTHORIZED', reason: 'missing' };
        const candidate = digest(match[1]);
        const role = matches(admin, candidate) ? 'admin' : matches(runtime, candidate) ? 'runtime' : undefined;
        if (role === undefined)
            return { ok: false, status: 401, code: 'UNAUTHORIZED', reason: 'invalid' };
        if (role !== access) {
            const reason = access === 'admin' ? 'needs_admin' : 'needs_runtime';
            return { ok: false, status: 403, code: 'FORBIDDEN', reason };
        }
        return { ok: true, role };
    };
}
//# sourceMappingURL=bearer-auth.js.map