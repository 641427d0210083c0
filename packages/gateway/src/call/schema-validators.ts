import { createRequire } from 'node:module';
import { linearPatternEngine } from '@asixto/contract';
import type { Ajv2020 as Ajv2020Class, ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import type { RE2JS as Re2Class } from 're2js';
import { definitionHash } from '../catalog/prepared-tool.js';
import type { ToolDefinition } from '../catalog/tool-definition.js';
import type { ResolvedTool } from '../exposure/resolved-tool.js';

// ajv and ajv-formats are CommonJS; createRequire gives their constructors without interop guesswork.
const require = createRequire(import.meta.url);

/**
 * A 2020-12 ajv with formats, built when the first schema is compiled: ajv, its formats and RE2
 * are ~10 MiB that a gateway which has not called a tool yet does not need. Patterns run on RE2
 * (`linearPatternEngine`): a tenant's pattern checks arguments and results on the event loop every
 * tenant shares.
 */
function newAjv(): Ajv2020Class {
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
  return ajv;
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
      const copy = structuredClone(schema) as Record<string, unknown>;
      // `$id` would make ajv refuse a second schema with the same id from another tool.
      delete copy.$id;
      // Tool schemas name various drafts; they are read as 2020-12, the revision MCP mandates.
      delete copy.$schema;
      this.#ajv ??= newAjv();
      compiled = { ok: true, validate: this.#ajv.compile(copy) };
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
}
