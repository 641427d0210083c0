import type { GatewayLogger } from '../../logger.js';
import type { Interpreted, SettledCall } from '../call-types.js';
import { SchemaValidators } from '../schema-validators.js';
/** Finds the page-06 error object: `structuredContent.error`, else the JSON of the first text block. */
export declare function findErrorObject(result: Record<string, unknown>): Record<string, unknown> | undefined;
/**
 * Stage 7 · result interpretation. `isError` results are normalized to the page-06 error object
 * (type outside the six ⇒ `UNKNOWN`; `details` logged at debug, clipped, and dropped): `tool_error`.
 * A success whose `structuredContent` is missing or breaks the declared `outputSchema` becomes
 * `tool_error` `SYSTEM` (page 06). Only `complete` results reach this stage: the upstream turns
 * `input_required` and unknown result types into protocol errors. Always answers (for `shapeText`).
 */
export declare function interpretResult({ validators, logger, }: {
    validators?: SchemaValidators;
    logger: GatewayLogger;
}): (call: SettledCall) => Interpreted;
//# sourceMappingURL=interpret-result.d.ts.map