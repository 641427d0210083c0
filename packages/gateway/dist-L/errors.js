/**
 * Errors of @asixto/gateway. Each class carries a stable string `code`; consumers (the HTTP service,
 * tests) match on `.code`, never on the message. Expected failures inside the runtime are values;
 * these are thrown at the public surface when a caller asks for something impossible.
 */
export const GATEWAY_ERROR_CODES = [
    'GATEWAY_INVALID_SLUG',
    'GATEWAY_INVALID_TENANT',
    'GATEWAY_INVALID_POLICY',
    'GATEWAY_INVALID_CONTEXT',
    'GATEWAY_UNKNOWN_COMPANY',
    'GATEWAY_UNKNOWN_SERVER',
    'GATEWAY_URL_REFUSED',
    'GATEWAY_RESPONSE_TOO_LARGE',
    'GATEWAY_INVALID_SECRET_KEY',
    'GATEWAY_CREDENTIAL_UNREADABLE',
    'GATEWAY_REGISTRY_FAILURE',
    'GATEWAY_ENGINE_UNAVAILABLE',
    'GATEWAY_CLOSED',
];
export class GatewayError extends Error {
    name = 'GatewayError';
    code;
    /** Extra machine-readable data (e.g. the field at fault); never a credential. */
    data;
    constructor(code, message, options = {}) {
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        this.code = code;
        this.data = options.data;
    }
}
/** Narrowing helper for callers that match on the code. */
export function isGatewayError(value, code) {
    return value instanceof GatewayError && (code === undefined || value.code === code);
}
//# sourceMappingURL=errors.js.map