/** Which kind of token a route accepts. */
export type RouteAccess = 'public' | 'runtime' | 'admin';
/** The outcome of checking a request's bearer token against one route. */
export type AuthDecision = {
    ok: true;
    role: 'runtime' | 'admin' | 'none';
} | {
    ok: false;
    status: 401;
    code: 'UNAUTHORIZED';
    reason: 'missing' | 'invalid';
} | {
    ok: false;
    status: 403;
    code: 'FORBIDDEN';
    reason: 'needs_admin' | 'needs_runtime';
};
/**
 * Builds the pure token check of the HTTP API. Runtime tokens and admin tokens are disjoint roles: a
 * valid token of the other role gets 403 (it is known, but may not do this), a missing or unknown
 * token gets 401. Tokens are compared by their SHA-256 digests with `timingSafeEqual`, and every
 * known token is compared, so neither length nor position leaks through timing.
 */
export declare function createBearerAuth(tokens: {
    runtime: readonly string[];
    admin: readonly string[];
}): (authorization: string | undefined, access: RouteAccess) => AuthDecision;
export type CheckBearer = ReturnType<typeof createBearerAuth>;
//# sourceMappingURL=bearer-auth.d.ts.map