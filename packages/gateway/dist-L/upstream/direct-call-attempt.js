import { isGatewayError } from '../errors.js';
import { classifyFailure } from './classify-failure.js';
import { decodeCallToolResponse } from './decode-call-tool-response.js';
import { StreamEndedError } from './lean-transport.js';
export const TOO_LARGE = {
    ok: false,
    failure: { kind: 'protocol', code: 'RESPONSE_TOO_LARGE' },
    message: 'response too large',
};
export const STREAM_DROPPED = {
    ok: false,
    failure: { kind: 'dropped', code: 'SSE_STREAM_DROPPED' },
    message: 'stream dropped',
};
const isTooLarge = (error) => isGatewayError(error, 'GATEWAY_RESPONSE_TOO_LARGE');
/**
 * One `tools/call` attempt straight over the lean transport: the same message the SDK client would
 * send (its envelope first, then the call's `_meta`), the response decoded as the client decodes
 * it, the deadline as one timer that aborts the request. An answer cut at its bound is not
 * retried; an event stream that ends before the response is a dropped connection.
 */
export async function directCallAttempt(connection, call, remainingMs) {
    const { transport, sdk, envelope } = connection;
    const message = {
        method: 'tools/call',
        params: { name: call.name, arguments: call.arguments, _meta: { ...envelope, ...call.meta } },
        jsonrpc: '2.0',
        id: connection.nextId(),
    };
    const abort = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
        timedOut = true;
        abort.abort();
    }, Math.max(1, remainingMs));
    try {
        const response = await transport.exchange(message, { requestSignal: abort.signal });
        return { ok: true, result: decodeCallToolResponse(sdk, response) };
    }
    catch (error) {
        if (timedOut) {
            return { ok: false, failure: { kind: 'timeout', code: sdk.SdkErrorCode.RequestTimeout }, message: '' };
        }
        if (error instanceof StreamEndedError)
            return isTooLarge(error.failure) ? TOO_LARGE : STREAM_DROPPED;
        if (isTooLarge(error))
            return TOO_LARGE;
        return {
            ok: false,
            failure: classifyFailure(error),
            message: error?.message ?? String(error),
        };
    }
    finally {
        clearTimeout(timer);
    }
}
//# sourceMappingURL=direct-call-attempt.js.map