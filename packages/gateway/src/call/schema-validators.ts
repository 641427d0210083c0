import { createRequire } from 'node:module';
import {
  linearPatternEngine,
  meterSchema,
  uniqueItemsKeyword,
  validationMeter,
  type ValidationMeter,
} from '@asixto/contract';
import type { Ajv2020 as Ajv2020Class, ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import type { RE2JS as Re2Class } from 're2js';
import { definitionHash } from '../catalog/prepared-tool.js';
import type { ToolDefinition } from '../catalog/tool-definition.js';
import type { ResolvedTool } from '../exposure/resolved-tool.js';

// ajv and ajv-formats are CommonJS; createRequire gives their constructors without interop guesswork.
const require = createRequire(import.meta.url);

/**
 * Work one check of arguments or of a result may do, in the contract's meter steps (subschemas
 * applied, members, elements and pattern characters read): ten times what the certifier allows
 * its probes, as production answers can be larger, and still a fraction of a second.
 */
export const CALL_VALIDATION_STEPS = 1_000_000;

/**
 * A 2020-12 ajv with formats, built when the first schema is compiled: ajv, its formats and RE2
 * are ~10 MiB that a gateway which has not called a tool yet does not need. Every check runs on
 * the event loop all tenants share, with the tenant's schema and (for results) the tenant's
 * value, so each is bounded: patterns run on RE2 (`linearPatternEngine`), `uniqueItems` is linear,
 * and `meter`'s keyword stops a check whose work the two make explode (`$ref` fan-out).
 */
function newAjv(meter: ValidationMeter): Ajv2020Class {
  const Ajv2020 = require('ajv/dist/2020.js') as typeof Ajv2020Class;
  const addFormats = require('ajv-formats') as (ajv: unknown) => unknown;
  const { RE2JS } = require('re2js') as { RE2JS: typeof Re2Class };
  // strict: false because tool schemas come from third parties and may carry unknown keywords
  // (titles, `x-mcp-header`); allErrors: false so validation stops at the first problem.
  const ajv = new Ajv2020({
    strict: false,
    allErrors: false,
    validateFormats: true,
    // Inlined, a `$ref`'d subschema is compiled again for every reference: 150 references to a
    // 150-property definition (8 KB of schema) took 12.9 s to compile on the event loop.
    inlineRefs: false,
    code: { regExp: linearPatternEngine(RE2JS) },
  });
  addFormats(ajv);
  // ajv's own compares every pair of items unless they are typed scalars: 20,000 objects, 20 s.
  ajv.removeKeyword('uniqueItems');
  ajv.addKeyword(uniqueItemsKeyword);
  ajv.addKeyword(meter.keyword);
  return ajv;
}

/** The error a check reports when it was stopped rather than finished. */
function stoppedError(reason: string): ErrorObject {
  return { keyword: 'bounded', instancePath: '', schemaPath: '#', params: {}, message: reason };
}

/**
 * `validate` run on a full meter: false, with an error saying why, when it was stopped (too much
 * work, or a value nested deep enough for a recursive schema to overflow the stack).
 */
function bounded(validate: ValidateFunction, meter: ValidationMeter): ValidateFunction {
  const check = ((data: unknown) => {
    let outcome: boolean | 'spent';
    try {
      outcome = meter.run(() => validate(data) as boolean);
    } catch (error) {
      check.errors = [stoppedError(error instanceof Error ? error.message : String(error))];
      return false;
    }
    if (outcome === 'spent') {
      check.errors = [stoppedError(`too costly to check (stopped after ${CALL_VALIDATION_STEPS} steps)`)];
      return false;
    }
    check.errors = validate.errors;
    return outcome;
  }) as ValidateFunction;
  check.schema = validate.schema;
  return check;
}

export type { ErrorObject };

const hashes = new WeakMap<ToolDefinition, string>();

/** The key of a resolved tool's compiled schemas: its pinned hash, else a memoized hash. */
export function schemaKey(resolved: Pick<ResolvedTool, 'hash' | 'tool'>): string {
  if (resolved.hash) return resolved.hash;
  let hash = hashes.get(resolved.tool);
  if (!hash) {
    hash = definitionHash(resolved.tool);
    hashes.set(resolved.tool, hash);
  }
  return hash;
}

/** A compiled validator, or why the schema could not be compiled. */
export type CompiledSchema = { ok: true; validate: ValidateFunction } | { ok: false; message: string };

/**
 * Compiles JSON Schemas (2020-12) once per key and keeps them: a call never compiles. The key is
 * the pinned definition hash (plus which schema), so a changed definition gets a new validator
 * and an unchanged one is served from the map. Bounded: the oldest entries go first.
 */
export class SchemaValidators {
  #ajv: Ajv2020Class | undefined;
  readonly #meter = validationMeter(CALL_VALIDATION_STEPS);
  readonly #cache = new Map<string, CompiledSchema>();
  readonly #max: number;

  constructor({ maxEntries = 10_000 }: { maxEntries?: number } = {}) {
    this.#max = maxEntries;
  }

  get size(): number {
    return this.#cache.size;
  }

  /** The validator for `schema` under `key`, compiled on first use only. */
  get(key: string, schema: unknown): CompiledSchema {
    let compiled = this.#cache.get(key);
    if (compiled) return compiled;
    try {
      compiled = this.#compile(schema);
    } catch (error) {
      compiled = { ok: false, message: (error as Error).message };
    }
    if (this.#cache.size >= this.#max) {
      const oldest = this.#cache.entries().next();
      if (!oldest.done) {
        const [oldKey, old] = oldest.value;
        this.#cache.delete(oldKey);
        // ajv keeps every compiled schema too; drop it there, or the bound would not hold.
        if (old.ok) this.#ajv?.removeSchema(old.validate.schema as object);
      }
    }
    this.#cache.set(key, compiled);
    return compiled;
  }

  #compile(schema: unknown): CompiledSchema {
    // A copy with the meter's keyword in every subschema (too deep, too many subschemas: refused).
    const metered = meterSchema(schema);
    if (!metered.ok) return { ok: false, message: `schema ${metered.reason}` };
    const copy = metered.schema as Record<string, unknown>;
    // `$id` would make ajv refuse a second schema with the same id from another tool.
    delete copy.$id;
    // Tool schemas name various drafts; they are read as 2020-12, the revision MCP mandates.
    delete copy.$schema;
    this.#ajv ??= newAjv(this.#meter);
    return { ok: true, validate: bounded(this.#ajv.compile(copy), this.#meter) };
  }
}
