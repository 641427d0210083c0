import { isJsonObject, own } from '../../schema/json-value.js';
import type { JsonObject } from '../../schema/json-value.js';

/**
 * Typed reads of an untrusted tool definition; every field is `undefined` when it is missing or of
 * the wrong type, so rules stay total on arbitrary JSON.
 */
export interface ToolFields {
  name: string | undefined;
  description: string | undefined;
  inputSchema: unknown;
  outputSchema: unknown;
  annotations: unknown;
  meta: JsonObject | undefined;
}

/**
 * Reads the fields rules look at from any value.
 *
 * @example
 * toolFields(null).name; // undefined
 */
export function toolFields(tool: unknown): ToolFields {
  const object: JsonObject = isJsonObject(tool) ? tool : {};
  const name = own(object, 'name');
  const description = own(object, 'description');
  const meta = own(object, '_meta');
  return {
    name: typeof name === 'string' ? name : undefined,
    description: typeof description === 'string' ? description : undefined,
    inputSchema: own(object, 'inputSchema'),
    outputSchema: own(object, 'outputSchema'),
    annotations: own(object, 'annotations'),
    meta: isJsonObject(meta) ? meta : undefined,
  };
}

/** Lower-cases and strips accents, so `Operación` and `operacion` compare equal. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
