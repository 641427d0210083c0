import type { StandardSchemaWithJSON } from '@modelcontextprotocol/server';
import type { z } from 'zod';

/**
 * The schema handed to the SDK for a tool's `inputSchema`: it publishes exactly the zod schema's
 * JSON Schema (same `~standard.jsonSchema`) but accepts any value, so the arguments reach the
 * toolkit, which validates them with the zod schema itself and answers a failure with the page-06
 * `VALIDATION` shape (the SDK's own answer is a plain-text error). Validation still happens before
 * the idempotency claim and before the handler.
 */
export function deferredInputSchema(schema: z.ZodObject): StandardSchemaWithJSON {
  const standard = schema['~standard'] as unknown as StandardSchemaWithJSON['~standard'];
  return {
    '~standard': {
      version: 1,
      vendor: standard.vendor,
      validate: (value: unknown) => ({ value }),
      jsonSchema: standard.jsonSchema,
    },
  } as StandardSchemaWithJSON;
}
