import { STATUS_CODES } from 'node:http';
import { renderMessage } from '@asixto/contract';
import { SERVICE_MESSAGES } from '../messages/service-messages.js';
const ANSWERS = {
    HPE_HEADER_OVERFLOW: { status: 431, code: 'HEADERS_TOO_LARGE' },
    ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'REQUEST_TIMEOUT' },
};
/**
 * What Node's HTTP parser refuses before Fastify sees a request (a bad `Content-Length`, malformed
 * headers, headers too large, a request too slow) gets the API's own error body,
 * `{ error: { code, message } }`, instead of Fastify's default shape.
 */
export function clientErrorReply(lang) {
    return function clientErrorHandler(error, socket) {
        if (error.code === 'ECONNRESET' || socket.destroyed)
            return;
        if (!socket.writable) {
            socket.destroy();
            return;
        }
        const reason = typeof error.code === 'string' ? error.code : 'invalid';
        const { status, code } = ANSWERS[reason] ?? { status: 400, code: 'BAD_REQUEST' };
        const body = JSON.stringify({
            error: { code, message: renderMessage(SERVICE_MESSAGES, 'clientError', lang, { reason }) },
        });
        socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
            'Content-Type: application/json; charset=utf-8\r\n' +
            `Content-Length: ${Buffer.byteLength(body)}\r\n` +
            'Connection: close\r\n\r\n' +
            body);
    };
}
//# sourceMappingURL=client-error-reply.js.map