import { LIMITS } from '@asixto/contract';
import { SchemaValidators, schemaKey } from '../schema-validators.js';
import { answerWith, interpretedError, message, systemError } from '../stage-results.js';
function paramOf(error) {
    const params = error.params;
    const base = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const child = (typeof params.missingProperty === 'string' && params.missingProperty) ||
        (typeof params.additionalProperty === 'string' && params.additionalProperty) ||
        '';
    const name = [base, child].filter(Boolean).join('.');
    return (name || 'argumentos').slice(0, 60);
}
/** One Spanish (or English) sentence naming the parameter and what is wrong with it. */
export function describeArgumentError(error, lang) {
    const param = paramOf(error);
    const p = error.params;
    switch (error.keyword) {
        case 'required':
            return message('argMissing', lang, { param });
        case 'additionalProperties':
        case 'unevaluatedProperties':
            return message('argNotAllowed', lang, { param });
        case 'type':
            return message('argType', lang, { param, type: String(p.type) });
        case 'enum': {
            const values = (Array.isArray(p.allowedValues) ? p.allowedValues : [])
                .map((v) => JSON.stringify(v))
                .join(', ');
            return message('argEnum', lang, {
                param,
                values: values.length > 120 ? `${values.slice(0, 117)}...` : values,
            });
        }
        case 'const':
            return message('argEnum', lang, { param, values: JSON.stringify(p.allowedValue) });
        case 'maxLength':
        case 'maxItems':
            return message('argTooLong', lang, { param, limit: Number(p.limit) });
        case 'minLength':
        case 'minItems':
            return message('argTooShort', lang, { param, limit: Number(p.limit) });
        case 'format':
        case 'pattern':
            return message('argFormat', lang, { param });
        case 'minimum':
        case 'maximum':
        case 'exclusiveMinimum':
        case 'exclusiveMaximum':
            return message('argOutOfRange', lang, { param });
        default:
            return message('argInvalid', lang, { param });
    }
}
/**
 * Stage 3 · argument validation against the cached `inputSchema` (ajv 2020-12, compiled once per
 * definition hash). Ends with `rejected`, error type `VALIDATION`, with a page-06 error whose
 * `user_message` names the parameter, so the model can fix the call; the server is not called. A
 * schema that cannot be compiled ends with `tool_error` `SYSTEM`, also without calling the server.
 */
export function validateArguments({ validators = new SchemaValidators(), } = {}) {
    return function validateArguments(call) {
        const raw = call.rawArguments ?? {};
        const compiled = validators.get(`${schemaKey(call.resolved)}:input`, call.resolved.tool.inputSchema);
        if (!compiled.ok)
            return answerWith(systemError(call.lang));
        const isObject = typeof raw === 'object' && raw !== null && !Array.isArray(raw);
        if (isObject && compiled.validate(raw)) {
            return Object.assign(call, { arguments: raw });
        }
        const first = compiled.validate.errors?.[0];
        const problem = isObject && first
            ? describeArgumentError(first, call.lang)
            : message('argInvalid', call.lang, { param: 'argumentos' });
        const userMessage = message('callArgumentsInvalid', call.lang, { problem }).slice(0, LIMITS.userMessageMax);
        return answerWith(interpretedError('VALIDATION', userMessage, 'validation'));
    };
}
//# sourceMappingURL=validate-arguments.js.map