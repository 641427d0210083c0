import type { z } from 'zod';
import { ToolkitConfigError } from '../errors.js';

/** A JSON Schema object as the SDK publishes it. */
export type JsonSchema = Record<string, unknown>;

/**
 * Renders a zod schema as the JSON Schema `tools/list` publishes: the same conversion the SDK runs
 * (StandardJSONSchemaV1, target draft 2020-12; input mode for `inputSchema`, output mode for
 * `outputSchema`; `type: "object"` stamped on a typeless root), so what `defineTool` checks is
 * exactly what gets listed. A test pins the equality.
 *
 * @example
 * renderJsonSchema(z.strictObject({ documento: z.string().max(20) }), 'input').additionalProperties; // false
 */
export function renderJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const standard = schema['~standard'] as unknown as {
    jsonSchema?: Record<'input' | 'output', (options: { target: string }) => JsonSchema>;
  };
  if (!standard.jsonSchema) {
    throw new ToolkitConfigError('zod >= 4.2 is required (schemas must implement ~standard.jsonSchema)');
  }
  const json = standard.jsonSchema[io]({ target: 'draft-2020-12' });
  return json['type'] === undefined ? { type: 'object', ...json } : json;
}
