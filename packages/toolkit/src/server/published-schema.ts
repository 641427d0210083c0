import type { StandardSchemaWithJSON } from '@modelcontextprotocol/server';
import type { z } from 'zod';

type Converter = StandardSchemaWithJSON['~standard']['jsonSchema'];
type JsonSchemaOptions = Parameters<Converter['input']>[0];

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * A JSON Schema converter that converts once per (direction, target) and then returns the same,
 * frozen object. The SDK converts a tool's schemas on every `tools/list` and on the first
 * `tools/call` of each McpServer, and the HTTP entry builds a fresh McpServer per request, so
 * without this every request pays for a zod → JSON Schema conversion. Frozen, because the object
 * is now shared by every response (the SDK copies before it changes anything).
 */
export function memoizedConverter(converter: Converter): Converter {
  const cache = new Map<string, Record<string, unknown>>();
  const memo =
    (io: 'input' | 'output') =>
    (options: JsonSchemaOptions): Record<string, unknown> => {
      // Library options can change the result: not worth a cache key, and the SDK never sends them.
      if (options.libraryOptions !== undefined) return converter[io](options);
      const key = `${io}\u0000${options.target}`;
      let json = cache.get(key);
      if (!json) cache.set(key, (json = deepFreeze(converter[io](options))));
      return json;
    };
  return { input: memo('input'), output: memo('output') };
}

function standardOf(schema: z.ZodType): StandardSchemaWithJSON['~standard'] {
  return schema['~standard'] as unknown as StandardSchemaWithJSON['~standard'];
}

/**
 * The schema handed to the SDK for a tool's `outputSchema`: validates exactly as the zod schema
 * does and publishes the zod schema's own JSON Schema, converted once (see `memoizedConverter`).
 */
export function publishedSchema(schema: z.ZodType): StandardSchemaWithJSON {
  const standard = standardOf(schema);
  return {
    '~standard': {
      version: 1,
      vendor: standard.vendor,
      validate: standard.validate,
      jsonSchema: memoizedConverter(standard.jsonSchema),
    },
  } as StandardSchemaWithJSON;
}

/**
 * The schema handed to the SDK for a tool's `inputSchema`: it publishes exactly the zod schema's
 * JSON Schema (converted once) but accepts any value, so the arguments reach the toolkit, which
 * validates them with the zod schema itself and answers a failure with the page-06 `VALIDATION`
 * shape (the SDK's own answer is a plain-text error). Validation still happens before the
 * idempotency claim and before the handler.
 */
export function deferredInputSchema(schema: z.ZodObject): StandardSchemaWithJSON {
  const standard = standardOf(schema);
  return {
    '~standard': {
      version: 1,
      vendor: standard.vendor,
      validate: (value: unknown) => ({ value }),
      jsonSchema: memoizedConverter(standard.jsonSchema),
    },
  } as StandardSchemaWithJSON;
}
