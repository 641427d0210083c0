import { exposureRejection } from './decide-exposure.js';
import { buildVerbsText } from './verbs-text.js';
/**
 * Filters the tenant's prepared tools through {@link decideExposure}, servers in registration
 * order and each server's own order kept. When two servers list the same name, the first one
 * that exposes it wins (the call resolver applies the same rule).
 */
export function buildCatalog(sources, query, policy, lang) {
    const tools = [];
    const openai = [];
    const anthropic = [];
    const verbs = [];
    // Name clashes are only possible across servers; one server's listing is already unique.
    const names = sources.length > 1 ? new Set() : undefined;
    for (const source of sources) {
        if (!source.entry)
            continue;
        for (const tool of source.entry.tools) {
            if (names?.has(tool.name))
                continue;
            if (exposureRejection(tool, query, policy) !== undefined)
                continue;
            names?.add(tool.name);
            tools.push(tool.mcp);
            openai.push(tool.openai);
            anthropic.push(tool.anthropic);
            verbs.push(tool.verb);
        }
    }
    return { tools, openai, anthropic, verbsText: buildVerbsText(verbs, lang) };
}
//# sourceMappingURL=build-catalog.js.map