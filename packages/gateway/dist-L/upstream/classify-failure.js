import { GatewayError } from '../errors.js';
import { loadedMcpClient } from './mcp-client-module.js';
const DROP_CODES = new Set([
    'ECONNRESET',
    'EPIPE',
    'UND_ERR_SOCKET',
    'UND_ERR_CLOSED',
    'ECONNABORTED',
    'ETIMEDOUT',
]);
const REFUSED_CODES = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
function causeCode(error) {
    let cursor = error;
    for (let depth = 0; depth < 4 && cursor instanceof Error; depth++) {
        const code = cursor.code;
        if (typeof code === 'string')
            return code;
        cursor = cursor.cause;
    }
    return undefined;
}
/** The SDK's own errors (HTTP status, timeouts, closed connections, JSON-RPC errors); else undefined. */
function classifySdkFailure(error, sdk) {
    const { ProtocolError, SdkError, SdkErrorCode, SdkHttpError } = sdk;
    if (error instanceof SdkHttpError) {
        const status = error.status;
        const unavailable = status >= 500 || status === 401 || status === 403 || status === 404 || status === 429;
        return { kind: unavailable ? 'unavailable' : 'protocol', code: `HTTP_${status}` };
    }
    if (error instanceof SdkError) {
        if (error.code === SdkErrorCode.RequestTimeout)
            return { kind: 'timeout', code: error.code };
        if (error.code === SdkErrorCode.ConnectionClosed || error.code === SdkErrorCode.SendFailed) {
            return { kind: 'dropped', code: error.code };
        }
        if (error.code === SdkErrorCode.NotConnected)
            return { kind: 'unavailable', code: error.code };
        // Connect wraps the network failure of the `server/discover` probe: read the cause.
        const cause = error.cause;
        if (cause !== undefined && cause !== error) {
            const inner = classifyFailure(cause);
            if (inner.kind === 'dropped' || inner.kind === 'refused' || inner.kind === 'unavailable')
                return inner;
        }
        if (error.code === SdkErrorCode.EraNegotiationFailed)
            return { kind: 'unavailable', code: error.code };
        return { kind: 'protocol', code: error.code };
    }
    if (error instanceof ProtocolError)
        return { kind: 'protocol', code: `JSONRPC_${error.code}` };
    return undefined;
}
/**
 * Reads an error thrown by the SDK client or by fetch (Node 20 + undici shapes, see the SDK notes).
 *
 * @example
 * classifyFailure(Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } })).kind; // 'dropped'
 */
export function classifyFailure(error) {
    if (error instanceof GatewayError) {
        const gone = error.code === 'GATEWAY_URL_REFUSED' || error.code === 'GATEWAY_CLOSED';
        const inner = gone ? 'unavailable' : 'protocol';
        return { kind: inner, code: error.code };
    }
    // Before the SDK is loaded nothing can have thrown one of its errors.
    const sdk = loadedMcpClient();
    const sdkFailure = sdk === undefined ? undefined : classifySdkFailure(error, sdk);
    if (sdkFailure !== undefined)
        return sdkFailure;
    if (error instanceof TypeError) {
        const code = causeCode(error.cause) ?? causeCode(error);
        if (code !== undefined && REFUSED_CODES.has(code))
            return { kind: 'refused', code };
        if (code !== undefined && DROP_CODES.has(code))
            return { kind: 'dropped', code };
        if (error.message === 'terminated' || error.message === 'fetch failed') {
            return { kind: 'dropped', code: code ?? 'TERMINATED' };
        }
        return { kind: 'protocol', code: code ?? 'TYPE_ERROR' };
    }
    if (error instanceof SyntaxError)
        return { kind: 'protocol', code: 'INVALID_JSON' };
    const code = causeCode(error);
    if (code !== undefined && DROP_CODES.has(code))
        return { kind: 'dropped', code };
    if (code !== undefined && REFUSED_CODES.has(code))
        return { kind: 'refused', code };
    return { kind: 'protocol', code: code ?? 'UNINTERPRETABLE' };
}
//# sourceMappingURL=classify-failure.js.map