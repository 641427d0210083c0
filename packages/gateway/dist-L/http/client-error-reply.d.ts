import type { Socket } from 'node:net';
import type { Lang } from '@asixto/contract';
/**
 * What Node's HTTP parser refuses before Fastify sees a request (a bad `Content-Length`, malformed
 * headers, headers too large, a request too slow) gets the API's own error body,
 * `{ error: { code, message } }`, instead of Fastify's default shape.
 */
export declare function clientErrorReply(lang: Lang): (error: Error & {
    code?: string;
}, socket: Socket) => void;
//# sourceMappingURL=client-error-reply.d.ts.map