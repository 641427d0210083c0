import { parsePrefixedName } from '@asixto/contract';
import { rejectedEnd } from '../stage-results.js';
/**
 * Stage 1 · resolve the prefixed name `ext__{company}__{tool}` (contract `parsePrefixedName`).
 * Ends with `rejected` (`unknown_tool`) when the name is not a gateway name.
 */
export function resolveName() {
    return function resolveName(call) {
        const parsed = typeof call.prefixedName === 'string' ? parsePrefixedName(call.prefixedName) : null;
        if (!parsed) {
            const tool = String(call.prefixedName).slice(0, 64);
            return rejectedEnd('unknown_tool', 'rejectedUnknownTool', call.lang, tool);
        }
        return Object.assign(call, { company: parsed.company, toolName: parsed.tool });
    };
}
//# sourceMappingURL=resolve-name.js.map