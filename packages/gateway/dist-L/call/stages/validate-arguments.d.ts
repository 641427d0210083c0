import type { Lang } from '@asixto/contract';
import type { CallEnd, ResolvedCall, ValidCall } from '../call-types.js';
import { SchemaValidators, type ErrorObject } from '../schema-validators.js';
/** One Spanish (or English) sentence naming the parameter and what is wrong with it. */
export declare function describeArgumentError(error: ErrorObject, lang: Lang): string;
/**
 * Stage 3 · argument validation against the cached `inputSchema` (ajv 2020-12, compiled once per
 * definition hash). Ends with `rejected`, error type `VALIDATION`, with a page-06 error whose
 * `user_message` names the parameter, so the model can fix the call; the server is not called. A
 * schema that cannot be compiled ends with `tool_error` `SYSTEM`, also without calling the server.
 */
export declare function validateArguments({ validators, }?: {
    validators?: SchemaValidators;
}): (call: ResolvedCall) => ValidCall | CallEnd;
//# sourceMappingURL=validate-arguments.d.ts.map