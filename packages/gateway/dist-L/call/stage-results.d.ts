import type { ErrorType, Lang, MessageData } from '@asixto/contract';
import type { CallEnd, CallRejection, CallStop, Interpreted, PipelineRejection } from './call-types.js';
/** Renders a gateway message, falling back to the SYSTEM text if an id is missing from the catalog. */
export declare function message(id: string, lang: Lang, data?: MessageData): string;
/** Whether a stage's return value ends the call. */
export declare function isCallEnd(value: object): value is CallEnd;
/** Ends the call with a finished stop. */
export declare function endWith(stop: CallStop): CallEnd;
/** Ends the call with an answer given on the server's behalf; `shapeText` still shapes it. */
export declare function answerWith(answer: Interpreted): CallEnd;
/**
 * A page-06 error ready for `shapeText`: `tool_error`, or `rejected` when the pipeline refuses the
 * call itself (`rejection`, e.g. invalid arguments).
 */
export declare function interpretedError(errorType: ErrorType, userMessage: string, rejection?: PipelineRejection): Interpreted;
/** The `SYSTEM` tool error (page 06) for a fault of the server or of its answer. */
export declare function systemError(lang: Lang): Interpreted;
/** A stop whose text is a plain catalog message (timeouts, unavailability). */
export declare function plainStop(outcome: CallStop['outcome'], text: string): CallStop;
/** A `rejected` end: the call is refused before reaching the server. */
export declare function rejectedEnd(rejection: CallRejection, messageId: string, lang: Lang, tool: string): CallEnd;
//# sourceMappingURL=stage-results.d.ts.map