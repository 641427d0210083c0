import type { CatalogEntry } from '../catalog/catalog-cache.js';
import type { ToolRow } from '../gateway-types.js';
import type { TenantPolicy } from '../tenants/tenant-policy.js';

/**
 * The rows an operator sees for a server's listing: name, level (after the tenant's override),
 * scenarios, verb and pin. Descriptions and schemas stay out: they are the tenant's text.
 */
export function toolRows(serverId: string, entry: CatalogEntry | undefined, policy: TenantPolicy): ToolRow[] {
  return (entry?.tools ?? []).map((tool) => {
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
