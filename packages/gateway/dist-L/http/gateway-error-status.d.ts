import type { MessageData } from '@asixto/contract';
import type { GatewayError } from '../errors.js';
/**
 * The HTTP answer to each error the runtime throws at its public surface. `null`: a fault of the
 * gateway itself (500, logged with the request id), never the caller's doing.
 */
export declare const GATEWAY_ERROR_STATUS: {
    readonly GATEWAY_INVALID_SLUG: {
        readonly status: 400;
        readonly message: "invalidInput";
    };
    readonly GATEWAY_INVALID_TENANT: {
        readonly status: 400;
        readonly message: "invalidInput";
    };
    readonly GATEWAY_INVALID_POLICY: {
        readonly status: 400;
        readonly message: "invalidInput";
    };
    readonly GATEWAY_INVALID_CONTEXT: {
        readonly status: 400;
        readonly message: "invalidInput";
    };
    readonly GATEWAY_URL_REFUSED: {
        readonly status: 400;
        readonly message: "urlRefused";
    };
    readonly GATEWAY_UNKNOWN_COMPANY: {
        readonly status: 404;
        readonly message: "unknownCompany";
    };
    readonly GATEWAY_UNKNOWN_SERVER: {
        readonly status: 404;
        readonly message: "unknownServer";
    };
    readonly GATEWAY_CLOSED: {
        readonly status: 503;
        readonly message: "shuttingDown";
    };
    readonly GATEWAY_RESPONSE_TOO_LARGE: null;
    readonly GATEWAY_INVALID_SECRET_KEY: null;
    readonly GATEWAY_CREDENTIAL_UNREADABLE: null;
    readonly GATEWAY_REGISTRY_FAILURE: null;
    readonly GATEWAY_ENGINE_UNAVAILABLE: null;
};
/**
 * The request-body field an error is about, when the runtime says so: a tenant's field by name, a
 * policy problem as a JSON pointer from the body root (`/policy/tools/x/level`), so a client (the
 * console's policy editor) can show the message at its place.
 */
export declare function gatewayErrorField(error: GatewayError): string | undefined;
/** What the messages of {@link GATEWAY_ERROR_STATUS} may name, read off the error. */
export declare function gatewayErrorData(error: GatewayError): MessageData;
//# sourceMappingURL=gateway-error-status.d.ts.map