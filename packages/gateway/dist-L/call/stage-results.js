// Shared by the stages: the gateway's own messages, and the ends and page-06 errors it builds.
import { GATEWAY_MESSAGES, renderMessage } from '@asixto/contract';
/** Renders a gateway message, falling back to the SYSTEM text if an id is missing from the catalog. */
export function message(id, lang, data) {
    if (!Object.hasOwn(GATEWAY_MESSAGES, id))
        return renderMessage(GATEWAY_MESSAGES, 'callSystemError', lang);
    return renderMessage(GATEWAY_MESSAGES, id, lang, data);
}
/** Whether a stage's return value ends the call. */
export function isCallEnd(value) {
    return 'ended' in value;
}
/** Ends the call with a finished stop. */
export function endWith(stop) {
    return { ended: 'stop', stop };
}
/** Ends the call with an answer given on the server's behalf; `shapeText` still shapes it. */
export function answerWith(answer) {
    return { ended: 'answer', answer };
}
/** A result of page-06 shape made by the gateway itself (SYSTEM, VALIDATION), without `details`. */
function errorResult(errorType, userMessage) {
    const error = { error_type: errorType, user_message: userMessage };
    return {
        isError: true,
        content: [{ type: 'text', text: JSON.stringify({ error }) }],
        structuredContent: { error },
    };
}
/**
 * A page-06 error ready for `shapeText`: `tool_error`, or `rejected` when the pipeline refuses the
 * call itself (`rejection`, e.g. invalid arguments).
 */
export function interpretedError(errorType, userMessage, rejection) {
    const result = errorResult(errorType, userMessage);
    return {
        outcome: rejection ? 'rejected' : 'tool_error',
        result,
        structured: result.structuredContent,
        errorType,
        ...(rejection ? { rejection } : {}),
    };
}
/** The `SYSTEM` tool error (page 06) for a fault of the server or of its answer. */
export function systemError(lang) {
    return interpretedError('SYSTEM', message('callSystemError', lang));
}
/** A stop whose text is a plain catalog message (timeouts, unavailability). */
export function plainStop(outcome, text) {
    return { outcome, text, truncated: false };
}
/** A `rejected` end: the call is refused before reaching the server. */
export function rejectedEnd(rejection, messageId, lang, tool) {
    return endWith({
        outcome: 'rejected',
        rejection,
        text: message(messageId, lang, { tool }),
        truncated: false,
    });
}
//# sourceMappingURL=stage-results.js.map