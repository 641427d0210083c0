import { createRequire } from 'node:module';
import { definitionHash } from '../catalog/prepared-tool.js';
// ajv and ajv-formats are CommonJS; createRequire gives their constructors without interop guesswork.
const require = createRequire(import.meta.url);
/**
 * A 2020-12 ajv with formats, built when the first schema is compiled: ajv and its formats are
 * ~6 MiB that a gateway which has not called a tool yet does not need.
 */
function newAjv() {
    const Ajv2020 = require('ajv/dist/2020.js');
    const addFormats = require('ajv-formats');
    // strict: false because tool schemas come from third parties and may carry unknown keywords
    // (titles, `x-mcp-header`); allErrors: false so validation stops at the first problem.
    const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
    addFormats(ajv);
    return ajv;
}
const hashes = new WeakMap();
/** The key of a resolved tool's compiled schemas: its pinned hash, else a memoized hash. */
export function schemaKey(resolved) {
    if (resolved.hash)
        return resolved.hash;
    let hash = hashes.get(resolved.tool);
    if (!hash) {
        hash = definitionHash(resolved.tool);
        hashes.set(resolved.tool, hash);
    }
    return hash;
}
/**
 * Compiles JSON Schemas (2020-12) once per key and keeps them: a call never compiles. The key is
 * the pinned definition hash (plus which schema), so a changed definition gets a new validator
 * and an unchanged one is served from the map. Bounded: the oldest entries go first.
 */
export class SchemaValidators {
    #ajv;
    #cache = new Map();
    #max;
    constructor({ maxEntries = 10_000 } = {}) {
        this.#max = maxEntries;
    }
    get size() {
        return this.#cache.size;
    }
    /** The validator for `schema` under `key`, compiled on first use only. */
    get(key, schema) {
        let compiled = this.#cache.get(key);
        if (compiled)
            return compiled;
        try {
            const copy = structuredClone(schema);
            // `$id` would make ajv refuse a second schema with the same id from another tool.
            delete copy.$id;
            // Tool schemas name various drafts; they are read as 2020-12, the revision MCP mandates.
            delete copy.$schema;
            this.#ajv ??= newAjv();
            compiled = { ok: true, validate: this.#ajv.compile(copy) };
        }
        catch (error) {
            compiled = { ok: false, message: error.message };
        }
        if (this.#cache.size >= this.#max) {
            const oldest = this.#cache.entries().next();
            if (!oldest.done) {
                const [oldKey, old] = oldest.value;
                this.#cache.delete(oldKey);
                // ajv keeps every compiled schema too; drop it there, or the bound would not hold.
                if (old.ok)
                    this.#ajv?.removeSchema(old.validate.schema);
            }
        }
        this.#cache.set(key, compiled);
        return compiled;
    }
}
//# sourceMappingURL=schema-validators.js.map