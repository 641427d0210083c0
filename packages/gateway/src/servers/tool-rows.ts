import { prepareTool } from '../catalog/prepared-tool.js';
import type { PreparedTool, ToolPins } from '../catalog/prepared-tool.js';
import { isToolDefinition } from '../catalog/tool-definition.js';
import type { RegistryStore } from '../registry/registry-store.js';
import type { Tenant } from '../tenants/tenant.js';
import type { TenantPolicy } from '../tenants/tenant-policy.js';
import type { ServerState } from './server-state.js';
import type { AccessLevel, ScenarioKey } from '@asixto/contract';
import type { PinState } from '../catalog/prepared-tool.js';

/** One listed tool of a server as an operator reads it: never its description or schema. */
export interface ToolRow {
  serverId: string;
  name: string;
  prefixedName: string;
  title?: string;
  level: AccessLevel;
  capabilities: ScenarioKey[];
  verb?: string;
  pin: PinState;
  /** Certified, unchanged and not denied by the tenant's policy: some context can see it. */
  exposable: boolean;
}

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

/**
 * A server's rows for the console: its cached listing (listed again when expired), or, for a server
 * with nothing certified, which is not contacted for this (as on an agent's turn), the tools of its
 * last certification report.
 */
export async function serverToolRows(
  state: ServerState,
  tenant: Tenant,
  store: Pick<RegistryStore, 'latestCertification'>,
): Promise<ToolRow[]> {
  const entry =
    state.catalog.fresh() ??
    (state.health.certification === 'passed' ? await state.catalog.current() : undefined);
  const tools = entry
    ? entry.tools
    : toolsOfReport(
        (await store.latestCertification(state.record.id))?.report,
        tenant.company,
        state.health.pins,
      );
  return toolRows(state.record.id, tools, tenant.policy);
}
