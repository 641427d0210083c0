/** Keys that would reach an object's prototype if a consumer merged the body into an object. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** Why a request body was refused before any route saw it. */
export class BodyError extends Error {
    code;
    field;
    key;
    constructor(code, field = '', key = '') {
        super(code);
        this.code = code;
        this.field = field;
        this.key = key;
    }
}
/** The dotted path of the first forbidden key in a parsed JSON value, if any. */
export function findForbiddenKey(value, path = '') {
    if (typeof value !== 'object' || value === null)
        return undefined;
    for (const key of Object.keys(value)) {
        const field = path ? `${path}.${key}` : key;
        if (FORBIDDEN_KEYS.has(key))
            return { key, field };
        const found = findForbiddenKey(value[key], field);
        if (found)
            return found;
    }
    return undefined;
}
/**
 * Parses `application/json` bodies. `JSON.parse` makes `__proto__` an own data property (harmless
 * here), but a body carrying it, `constructor` or `prototype` is refused with a 400 that names the
 * key and where it is: such keys are how prototype pollution reaches code that merges bodies.
 * The scan runs only when the text contains one of the words, so ordinary bodies pay nothing.
 */
export function installJsonBodyParser(app) {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
        const text = body;
        if (text.trim() === '')
            return done(new BodyError('BODY_EMPTY'), undefined);
        let parsed;
        try {
            parsed = JSON.parse(text);
        }
        catch {
            return done(new BodyError('BODY_INVALID_JSON'), undefined);
        }
        if (/__proto__|constructor|prototype/.test(text)) {
            const found = findForbiddenKey(parsed);
            if (found)
                return done(new BodyError('BODY_FORBIDDEN_KEY', found.field, found.key), undefined);
        }
        return done(null, parsed);
    });
}
//# sourceMappingURL=json-body.js.map