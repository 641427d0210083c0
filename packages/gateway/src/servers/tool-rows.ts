import type { CatalogEntry } from '../catalog/catalog-cache.js';
import { prepareTool } from '../catalog/prepared-tool.js';
import type { PreparedTool, ToolPins } from '../catalog/prepared-tool.js';
import { isToolDefinition } from '../catalog/tool-definition.js';
import type { ToolRow } from '../gateway-types.js';
import type { TenantPolicy } from '../tenants/tenant-policy.js';

/**
 * The rows an operator sees for a server's listing: name, level (after the tenant's override),
 * scenarios, verb and pin. Descriptions and schemas stay out: they are the tenant's text.
 */
export function toolRows(serverId: string, tools: readonly PreparedTool[], policy: TenantPolicy): ToolRow[] {
  return tools.map((tool) => {
    const rule = policy.tools?.[tool.name];
    const title = tool.mcp.title;
    return {
      serverId,
      name: tool.name,
      prefixedName: tool.prefixedName,
      ...(typeof title === 'string' ? { title } : {}),
      level: rule?.level ?? tool.level,
      capabilities: [...tool.capabilities],
      ...(tool.verb !== undefined ? { verb: tool.verb } : {}),
      pin: tool.pin,
      exposable: tool.pin === 'certified' && rule?.deny !== true,
    };
  });
}

/**
 * The tools a certification report listed, prepared like a listing (malformed or duplicate entries
 * and names no provider accepts are left out): what an operator sees of a server that is not
 * listed for agents (nothing certified), without contacting it.
 */
export function toolsOfReport(report: unknown, company: string, pins: ToolPins | undefined): PreparedTool[] {
  const listed = (report as { tools?: unknown } | null | undefined)?.tools;
  if (!Array.isArray(listed)) return [];
  const seen = new Set<string>();
  const tools: PreparedTool[] = [];
  for (const def of listed) {
    if (!isToolDefinition(def) || seen.has(def.name)) continue;
    seen.add(def.name);
    try {
      tools.push(prepareTool(def, company, pins));
    } catch {
      // A name no provider accepts under the prefix: not a tool the gateway could ever expose.
    }
  }
  return tools;
}

/** The tools of a cached listing, or else of the last certification report. */
export function toolsToShow(
  entry: CatalogEntry | undefined,
  report: unknown,
  company: string,
  pins: ToolPins | undefined,
) {
  return entry ? entry.tools : toolsOfReport(report, company, pins);
}
