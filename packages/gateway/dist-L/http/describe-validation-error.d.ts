import type { Lang } from '@asixto/contract';
/** The part of an ajv error this module reads (Fastify passes ajv's `ErrorObject`s through). */
export interface SchemaErrorLike {
    keyword: string;
    instancePath: string;
    params: Record<string, unknown>;
    message?: string;
}
/**
 * Turns the first schema error of a request into a message that names the field and what to do
 * (`context.channel` must be one of: chat, voice). `where` is Fastify's validation context (body,
 * params, querystring); body fields are named without a prefix because they are what clients write.
 */
export declare function describeValidationError(errors: readonly SchemaErrorLike[], where: string | undefined, lang: Lang): {
    field: string;
    message: string;
};
//# sourceMappingURL=describe-validation-error.d.ts.map