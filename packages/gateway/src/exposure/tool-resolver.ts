import type { GatewayContext } from '../context/gateway-context.js';
import type { GatewayLogger } from '../logger.js';
import type { GatewayObserver } from '../observer.js';
import type { ServerDirectory } from '../servers/server-directory.js';
import type { Tenant } from '../tenants/tenant.js';
import type { ExposureSource } from './exposure-source.js';
import { findExposedTool } from './resolve-exposed-tool.js';
import type { ExposedTool, ResolvedToolResult } from './resolved-tool.js';
import { tenantSources } from './tenant-sources.js';

export type ToolResolver = (
  context: Pick<GatewayContext, 'company' | 'scenario' | 'agentLevel' | 'channel'>,
  company: string,
  toolName: string,
) => ResolvedToolResult<ExposedTool> | Promise<ResolvedToolResult<ExposedTool>>;

/**
 * The call pipeline's exposure resolver: the same sources and the same decision as `catalogFor`,
 * so what the model may call is exactly what it was shown.
 */
export function createToolResolver(deps: {
  directory: ServerDirectory;
  observer: Required<GatewayObserver>;
  logger: GatewayLogger;
}): ToolResolver {
  const { directory, observer, logger } = deps;

  /**
   * A name no catalog lists may still be a tool a certification saw (on a server that failed it,
   * or speaks only the 2025 revision, which the gateway cannot call): that is `not_certified`,
   * and the log says what the operator has to fix.
   */
  function explainUnlisted(company: string, toolName: string): ResolvedToolResult<ExposedTool> {
    const state = directory
      .serversOf(company)
      .find((s) => s.health.pins !== undefined && Object.hasOwn(s.health.pins.hashes, toolName));
    if (!state) return { rejected: 'unknown_tool' };
    const legacy = state.record.era === 'legacy';
    logger.info(
      { serverId: state.record.id, company, tool: toolName, era: state.record.era },
      legacy
        ? 'tool not certified: the server speaks only the 2025 revision (no server/discover); serve it through createMcpHandler'
        : 'tool not certified: its server failed certification',
    );
    return { rejected: 'not_certified' };
  }

  /** The decision over one tenant's sources, once they are at hand. */
  function resolveAmong(
    sources: readonly ExposureSource[],
    context: Parameters<ToolResolver>[0],
    company: string,
    toolName: string,
    tenant: Tenant,
  ): ResolvedToolResult<ExposedTool> {
    const found = findExposedTool(sources, toolName, context, tenant.policy);
    if ('rejected' in found) {
      return found.rejected === 'unknown_tool' ? explainUnlisted(company, toolName) : found;
    }
    const state = directory.server(found.source.server.id);
    if (!state) return { rejected: 'unknown_tool' };
    return {
      tool: found.tool.definition,
      hash: found.tool.hash,
      server: found.source.server,
      upstream: state.upstream,
    };
  }

  /** Synchronous when no catalog of the tenant needs listing (the per-call fast path). */
  return function resolveExposedTool(context, company, toolName) {
    if (company !== context.company) return { rejected: 'other_company' };
    const tenant = directory.tenants.get(company);
    if (!tenant) return { rejected: 'unknown_tool' };
    const sources = tenantSources(company, directory.serversOf(company), observer);
    return Array.isArray(sources)
      ? resolveAmong(sources, context, company, toolName, tenant)
      : sources.then((listed) => resolveAmong(listed, context, company, toolName, tenant));
  };
}
