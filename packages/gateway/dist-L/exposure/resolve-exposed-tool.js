import { decideExposure } from './decide-exposure.js';
/**
 * Pure lookup over one tenant's sources: the first server (registration order) that lists the
 * name and exposes it wins, as in `catalogFor`; otherwise the reason of the first server listing
 * it, or `unknown_tool` when none does.
 */
export function findExposedTool(sources, toolName, query, policy) {
    let firstRejection;
    for (const source of sources) {
        const tool = source.entry?.tools.find((t) => t.name === toolName);
        if (!tool)
            continue;
        const decision = decideExposure(tool, query, policy);
        if (decision.exposed)
            return { source, tool };
        firstRejection ??= decision.reason;
    }
    return { rejected: firstRejection ?? 'unknown_tool' };
}
//# sourceMappingURL=resolve-exposed-tool.js.map