import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import type { FormatsPlugin } from 'ajv-formats';
import addFormatsModule from 'ajv-formats';
import {
  MAX_SCHEMA_DEPTH,
  VALIDATION_STEPS,
  jsonExtent,
  meterSchema,
  uniqueItemsKeyword,
  validationMeter,
} from '@asixto/contract';
import { patternEngine } from './linear-patterns.js';

// ajv-formats is CommonJS; under nodenext its default import is the module object, whose `default` is the plugin.
const addFormats = ((addFormatsModule as unknown as { default?: FormatsPlugin }).default ??
  addFormatsModule) as unknown as FormatsPlugin;

/**
 * Validates a value against a tool's schema (JSON Schema 2020-12), caching compiled schemas:
 * `structuredContent` against `outputSchema`, fixture arguments against `inputSchema`. Both come
 * from the server under test, so every check is bounded: patterns run on RE2, `uniqueItems` is
 * linear, the work of one validation is metered (the contract's `validationMeter`), and a schema nested too deep
 * is not compiled. What cannot be checked is an error in words, as a schema that does not compile.
 */
export class SchemaValidator {
  private readonly meter = validationMeter();
  private readonly ajv = new Ajv2020({
    allErrors: true,
    strict: false,
    validateSchema: false,
    // Inlined, a `$ref`'d subschema is compiled once per reference: 300 references to one of 300
    // properties (16 KB of schema) took 50 s to compile. As functions, each is compiled once.
    inlineRefs: false,
    code: { regExp: patternEngine },
  });
  private readonly compiled = new Map<string, ValidateFunction | Error>();

  constructor() {
    addFormats(this.ajv);
    this.ajv.removeKeyword('uniqueItems');
    this.ajv.addKeyword(uniqueItemsKeyword);
    this.ajv.addKeyword(this.meter.keyword);
  }

  /** Errors in words (empty when it conforms). A schema that does not compile is itself an error, named by `label`. */
  errors(schema: unknown, value: unknown, label = 'outputSchema'): string[] {
    const validate = this.compile(schema);
    if (validate instanceof Error) return [`${label}: ${validate.message}`];
    let outcome: boolean | 'spent';
    try {
      outcome = this.meter.run(() => validate(value) as boolean);
    } catch (error) {
      // A value deep enough for a recursive schema to overflow the stack, for one.
      return [`${label}: ${error instanceof Error ? error.message : String(error)}`];
    }
    if (outcome === 'spent')
      return [`${label}: too costly to check against this value (stopped after ${VALIDATION_STEPS} steps)`];
    if (outcome) return [];
    return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'invalid'}`);
  }

  private compile(schema: unknown): ValidateFunction | Error {
    // Measured without recursion before anything recursive (JSON.stringify first) touches it.
    if (jsonExtent(schema, { maxDepth: MAX_SCHEMA_DEPTH }) === undefined)
      return new Error(`nests deeper than ${MAX_SCHEMA_DEPTH} levels`);
    const key = JSON.stringify(schema);
    let validate = this.compiled.get(key);
    if (!validate) {
      try {
        const { $schema: _ignored, ...rest } = (schema ?? {}) as Record<string, unknown>;
        const metered = meterSchema(rest);
        validate = metered.ok ? this.ajv.compile(metered.schema as object) : new Error(metered.reason);
      } catch (error) {
        validate = error instanceof Error ? error : new Error(String(error));
      }
      this.compiled.set(key, validate);
    }
    return validate;
  }
}
