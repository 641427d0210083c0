import { isJsonObject } from '@asixto/contract';
/** A starting value for one parameter: its first example, its first allowed value, or an empty one. */
function placeholder(schema: unknown): unknown {
  if (!isJsonObject(schema)) return null;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  if ('const' in schema) return schema.const;
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return '';
    case 'number':
    case 'integer':
      return 0;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return null;
  }
}

/**
 * Arguments to start from for a tool: its required parameters, each with a placeholder, as
 * indented JSON. The schema is a tool server's, so anything unexpected in it is skipped.
 */
export function argumentsTemplate(inputSchema: unknown): string {
  if (!isJsonObject(inputSchema) || !isJsonObject(inputSchema.properties)) return '{}';
  const properties = inputSchema.properties;
  const required = Array.isArray(inputSchema.required)
    ? inputSchema.required.filter((name): name is string => typeof name === 'string')
    : [];
  const args: Record<string, unknown> = {};
  for (const name of required) {
    if (Object.hasOwn(properties, name)) {
      Object.defineProperty(args, name, {
        value: placeholder(properties[name]),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
  }
  return JSON.stringify(args, null, 2);
}
