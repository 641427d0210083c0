import { definitionHash } from '../catalog/prepared-tool.js';
import { isToolDefinition } from '../catalog/tool-definition.js';
/**
 * Hashes every tool of the certified listing (the report's raw definitions, exactly as listed) and
 * pins the ones that passed: those stay exposable while their definition hash is unchanged.
 */
export function pinsFromReport(tools, certifiedTools) {
    const hashes = {};
    for (const def of tools) {
        if (isToolDefinition(def) && !Object.hasOwn(hashes, def.name))
            hashes[def.name] = definitionHash(def);
    }
    const certified = new Set(certifiedTools.filter((name) => Object.hasOwn(hashes, name)));
    return { hashes, pins: { hashes, certified } };
}
//# sourceMappingURL=pins-from-report.js.map