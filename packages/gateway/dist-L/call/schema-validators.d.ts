import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import type { ResolvedTool } from '../exposure/resolved-tool.js';
export type { ErrorObject };
/** The key of a resolved tool's compiled schemas: its pinned hash, else a memoized hash. */
export declare function schemaKey(resolved: Pick<ResolvedTool, 'hash' | 'tool'>): string;
/** A compiled validator, or why the schema could not be compiled. */
export type CompiledSchema = {
    ok: true;
    validate: ValidateFunction;
} | {
    ok: false;
    message: string;
};
/**
 * Compiles JSON Schemas (2020-12) once per key and keeps them: a call never compiles. The key is
 * the pinned definition hash (plus which schema), so a changed definition gets a new validator
 * and an unchanged one is served from the map. Bounded: the oldest entries go first.
 */
export declare class SchemaValidators {
    #private;
    constructor({ maxEntries }?: {
        maxEntries?: number;
    });
    get size(): number;
    /** The validator for `schema` under `key`, compiled on first use only. */
    get(key: string, schema: unknown): CompiledSchema;
}
//# sourceMappingURL=schema-validators.d.ts.map