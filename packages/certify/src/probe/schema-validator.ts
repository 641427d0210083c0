import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import type { FormatsPlugin } from 'ajv-formats';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS; under nodenext its default import is the module object, whose `default` is the plugin.
const addFormats = ((addFormatsModule as unknown as { default?: FormatsPlugin }).default ??
  addFormatsModule) as unknown as FormatsPlugin;

/**
 * Validates a value against a tool's schema (JSON Schema 2020-12), caching compiled schemas:
 * `structuredContent` against `outputSchema`, fixture arguments against `inputSchema`.
 */
export class SchemaValidator {
  private readonly ajv = new Ajv2020({ allErrors: true, strict: false, validateSchema: false });
  private readonly compiled = new Map<string, ValidateFunction | Error>();

  constructor() {
    addFormats(this.ajv);
  }

  /** Errors in words (empty when it conforms). A schema that does not compile is itself an error, named by `label`. */
  errors(schema: unknown, value: unknown, label = 'outputSchema'): string[] {
    const key = JSON.stringify(schema);
    let validate = this.compiled.get(key);
    if (!validate) {
      try {
        const { $schema: _ignored, ...rest } = (schema ?? {}) as Record<string, unknown>;
        validate = this.ajv.compile(rest);
      } catch (error) {
        validate = error instanceof Error ? error : new Error(String(error));
      }
      this.compiled.set(key, validate);
    }
    if (validate instanceof Error) return [`${label}: ${validate.message}`];
    if (validate(value)) return [];
    return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'invalid'}`);
  }
}
