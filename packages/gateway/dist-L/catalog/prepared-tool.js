import { canonicalJson, classifyLevel, prefixToolName, sha256Hex, toolCapabilities, toolVerb, } from '@asixto/contract';
import { toAnthropicTool, toMcpTool, toOpenAiTool } from './provider-shapes.js';
import { sanitizeDefinition } from './sanitize-definition.js';
/** The pin hash of a definition: sha256 of its canonical JSON (contract helpers). */
export function definitionHash(def) {
    return sha256Hex(canonicalJson(def));
}
export function pinStateOf(name, hash, pins) {
    if (!pins || !pins.certified.has(name))
        return 'uncertified';
    return pins.hashes[name] === hash ? 'certified' : 'changed';
}
/**
 * Prepares one listed tool. Throws (contract `prefixToolName`) when the name cannot be exposed to
 * a provider at all; the caller drops such a tool.
 */
export function prepareTool(def, company, pins) {
    const hash = definitionHash(def);
    const prefixedName = prefixToolName(company, def.name);
    const pin = pinStateOf(def.name, hash, pins);
    const shown = sanitizeDefinition(def);
    return {
        name: def.name,
        prefixedName,
        hash,
        definition: def,
        pin,
        level: classifyLevel(def.annotations),
        capabilities: toolCapabilities(def),
        verb: toolVerb(shown),
        mcp: toMcpTool(shown, prefixedName),
        openai: toOpenAiTool(shown, prefixedName),
        anthropic: toAnthropicTool(shown, prefixedName),
    };
}
//# sourceMappingURL=prepared-tool.js.map