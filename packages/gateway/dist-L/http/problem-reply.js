import { renderMessage } from '@asixto/contract';
import { SERVICE_MESSAGES } from '../messages/service-messages.js';
import { langFromHeader } from './request-context.js';
/** The error body of every route, in the language of `Accept-Language` (default `defaultLang`). */
export function createProblemReply(defaultLang) {
    const langOf = (request) => langFromHeader(request.headers['accept-language'], defaultLang);
    const problem = (request, reply, status, code, id, data, extra = {}) => reply.code(status).send({
        error: { code, message: renderMessage(SERVICE_MESSAGES, id, langOf(request), data), ...extra },
    });
    return { problem, langOf };
}
//# sourceMappingURL=problem-reply.js.map