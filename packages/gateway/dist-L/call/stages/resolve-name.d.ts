import type { CallEnd, CallStart, NamedCall } from '../call-types.js';
/**
 * Stage 1 · resolve the prefixed name `ext__{company}__{tool}` (contract `parsePrefixedName`).
 * Ends with `rejected` (`unknown_tool`) when the name is not a gateway name.
 */
export declare function resolveName(): (call: CallStart) => NamedCall | CallEnd;
//# sourceMappingURL=resolve-name.d.ts.map