import type { FastifyInstance } from 'fastify';
/** Why a request body was refused before any route saw it. */
export declare class BodyError extends Error {
    readonly code: 'BODY_EMPTY' | 'BODY_INVALID_JSON' | 'BODY_FORBIDDEN_KEY';
    readonly field: string;
    readonly key: string;
    constructor(code: 'BODY_EMPTY' | 'BODY_INVALID_JSON' | 'BODY_FORBIDDEN_KEY', field?: string, key?: string);
}
/** The dotted path of the first forbidden key in a parsed JSON value, if any. */
export declare function findForbiddenKey(value: unknown, path?: string): {
    key: string;
    field: string;
} | undefined;
/**
 * Parses `application/json` bodies. `JSON.parse` makes `__proto__` an own data property (harmless
 * here), but a body carrying it, `constructor` or `prototype` is refused with a 400 that names the
 * key and where it is: such keys are how prototype pollution reaches code that merges bodies.
 * The scan runs only when the text contains one of the words, so ordinary bodies pay nothing.
 */
export declare function installJsonBodyParser(app: FastifyInstance): void;
//# sourceMappingURL=json-body.d.ts.map