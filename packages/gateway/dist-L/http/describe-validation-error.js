import { renderMessage } from '@asixto/contract';
import { SERVICE_MESSAGES } from '../messages/service-messages.js';
/**
 * Turns the first schema error of a request into a message that names the field and what to do
 * (`context.channel` must be one of: chat, voice). `where` is Fastify's validation context (body,
 * params, querystring); body fields are named without a prefix because they are what clients write.
 */
export function describeValidationError(errors, where, lang) {
    const error = errors[0];
    const base = (path) => {
        const dotted = path
            .split('/')
            .filter((p) => p !== '')
            .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
            .join('.');
        if (where && where !== 'body')
            return dotted ? `${where}.${dotted}` : where;
        return dotted;
    };
    if (!error)
        return { field: where ?? '', message: renderMessage(SERVICE_MESSAGES, 'bodyEmpty', lang) };
    const join = (path, child) => {
        const parent = base(path);
        return parent ? `${parent}.${String(child)}` : String(child);
    };
    const p = error.params;
    switch (error.keyword) {
        case 'required': {
            const field = join(error.instancePath, p.missingProperty);
            return { field, message: renderMessage(SERVICE_MESSAGES, 'validationRequired', lang, { field }) };
        }
        case 'additionalProperties': {
            const field = join(error.instancePath, p.additionalProperty);
            return { field, message: renderMessage(SERVICE_MESSAGES, 'validationAdditional', lang, { field }) };
        }
        case 'type': {
            const field = base(error.instancePath) || (where ?? 'body');
            const type = Array.isArray(p.type) ? p.type.join(' | ') : String(p.type);
            return { field, message: renderMessage(SERVICE_MESSAGES, 'validationType', lang, { field, type }) };
        }
        case 'enum': {
            const field = base(error.instancePath);
            const allowed = Array.isArray(p.allowedValues)
                ? p.allowedValues.filter((v) => v !== null).join(', ')
                : '';
            return { field, message: renderMessage(SERVICE_MESSAGES, 'validationEnum', lang, { field, allowed }) };
        }
        case 'maxLength':
        case 'minLength': {
            const field = base(error.instancePath);
            const id = error.keyword === 'maxLength' ? 'validationMaxLength' : 'validationMinLength';
            return { field, message: renderMessage(SERVICE_MESSAGES, id, lang, { field, limit: Number(p.limit) }) };
        }
        case 'pattern': {
            const field = base(error.instancePath);
            const pattern = String(p.pattern);
            return {
                field,
                message: renderMessage(SERVICE_MESSAGES, 'validationPattern', lang, { field, pattern }),
            };
        }
        default: {
            const field = base(error.instancePath);
            const detail = error.message ?? error.keyword;
            return { field, message: renderMessage(SERVICE_MESSAGES, 'validationOther', lang, { field, detail }) };
        }
    }
}
//# sourceMappingURL=describe-validation-error.js.map