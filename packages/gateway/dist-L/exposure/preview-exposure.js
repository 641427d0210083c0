import { buildCatalog } from './build-catalog.js';
import { decideExposure } from './decide-exposure.js';
/**
 * The catalog exactly as `catalogFor` builds it ({@link buildCatalog}) and, for every other listed
 * tool, the reason from {@link decideExposure}, the one decision; `shadowed` when an earlier server
 * already exposes the same name (the rule `buildCatalog` and the call resolver apply). A server
 * whose listing is unavailable has no tools to show. Pure.
 */
export function previewExposure(sources, query, policy, lang) {
    const catalog = buildCatalog(sources, query, policy, lang);
    const hidden = [];
    const exposedNames = new Set();
    for (const source of sources) {
        for (const tool of source.entry?.tools ?? []) {
            const decision = decideExposure(tool, query, policy);
            const reason = !decision.exposed
                ? decision.reason
                : exposedNames.has(tool.name)
                    ? 'shadowed'
                    : undefined;
            if (reason === undefined)
                exposedNames.add(tool.name);
            else
                hidden.push({ serverId: source.server.id, tool: tool.name, prefixedName: tool.prefixedName, reason });
        }
    }
    return { catalog, hidden };
}
//# sourceMappingURL=preview-exposure.js.map