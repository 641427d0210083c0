import type { AccessLevel } from '@asixto/contract';
import type { PreparedTool } from '../catalog/prepared-tool.js';
import type { ToolDefinition } from '../catalog/tool-definition.js';
import type { Tenant } from '../tenants/tenant.js';
import type { TenantPolicy } from '../tenants/tenant-policy.js';
import type { Upstream } from '../upstream/index.js';
import { decideExposure } from './decide-exposure.js';
import type { ExposureQuery, ExposureRejection } from './decide-exposure.js';
import type { ExposureSource } from './exposure-source.js';

/**
 * A call the exposure allows: everything the pipeline needs, nothing it must look up again.
 * Satisfies the call pipeline's `ResolvedTool` (src/call/call-types.ts) with more detail.
 */
export interface ExposedTool {
  /** The cached, certified definition (as listed and pinned). */
  tool: ToolDefinition;
  /** The pinned definition hash: a stable key for compiled validators. */
  hash: string;
  /** Precomputed facts about the tool. */
  prepared: PreparedTool;
  /** The effective level (after the tenant's override). */
  level: AccessLevel;
  server: { id: string; company: string };
  upstream: Upstream;
  tenant: Tenant;
}

export type ExposedToolResult = ExposedTool | { rejected: ExposureRejection };

/**
 * Pure lookup over one tenant's sources: the first server (registration order) that lists the
 * name and exposes it wins, as in `catalogFor`; otherwise the reason of the first server listing
 * it, or `unknown_tool` when none does.
 */
export function findExposedTool(
  sources: readonly ExposureSource[],
  toolName: string,
  query: ExposureQuery,
  policy: TenantPolicy,
): { source: ExposureSource; tool: PreparedTool; level: AccessLevel } | { rejected: ExposureRejection } {
  let firstRejection: ExposureRejection | undefined;
  for (const source of sources) {
    const tool = source.entry?.tools.find((t) => t.name === toolName);
    if (!tool) continue;
    const decision = decideExposure(tool, query, policy);
    if (decision.exposed) return { source, tool, level: decision.level };
    firstRejection ??= decision.reason;
  }
  return { rejected: firstRejection ?? 'unknown_tool' };
}
