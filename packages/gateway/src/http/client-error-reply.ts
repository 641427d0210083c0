import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { renderMessage } from '@asixto/contract';
import type { Lang } from '@asixto/contract';
import { SERVICE_MESSAGES } from '../messages/service-messages.js';
import { API_ERRORS } from './api-errors.js';
import type { ApiErrorCode } from './api-errors.js';

/** Node's parser errors with a code of their own in API_ERRORS; any other is `BAD_REQUEST`. */
export const PARSER_ERRORS: Readonly<Record<string, ApiErrorCode>> = {
  HPE_HEADER_OVERFLOW: 'HEADERS_TOO_LARGE',
  ERR_HTTP_REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
};

/**
 * What Node's HTTP parser refuses before Fastify sees a request (a bad `Content-Length`, malformed
 * headers, headers too large, a request too slow) gets the API's own error body,
 * `{ error: { code, message } }`, instead of Fastify's default shape.
 */
export function clientErrorReply(lang: Lang) {
  return function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const reason = typeof error.code === 'string' ? error.code : 'invalid';
    const code = PARSER_ERRORS[reason] ?? 'BAD_REQUEST';
    const { status } = API_ERRORS[code];
    const body = JSON.stringify({
      error: { code, message: renderMessage(SERVICE_MESSAGES, 'clientError', lang, { reason }) },
    });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  };
}
