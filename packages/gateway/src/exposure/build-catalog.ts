import type { AnthropicTool, McpTool, OpenAiTool } from '../catalog/provider-shapes.js';
import type { TenantPolicy } from '../tenants/tenant-policy.js';
import { exposureRejection } from './decide-exposure.js';
import type { ExposureQuery } from './decide-exposure.js';
import type { ExposureSource } from './exposure-source.js';
import { buildVerbsText } from './verbs-text.js';
import type { Lang } from '@asixto/contract';

/** What `catalogFor` returns: the same tools in three provider shapes, plus the verbs text. */
export interface CatalogForResult {
  tools: McpTool[];
  openai: OpenAiTool[];
  anthropic: AnthropicTool[];
  verbsText: string;
  requestId: string;
}

/**
 * Filters the tenant's prepared tools through {@link decideExposure}, servers in registration
 * order and each server's own order kept. When two servers list the same name, the first one
 * that exposes it wins (the call resolver applies the same rule).
 */
export function buildCatalog(
  sources: readonly ExposureSource[],
  query: ExposureQuery,
  policy: TenantPolicy,
  lang: Lang,
): Omit<CatalogForResult, 'requestId'> {
  const tools: McpTool[] = [];
  const openai: OpenAiTool[] = [];
  const anthropic: AnthropicTool[] = [];
  const verbs: (string | undefined)[] = [];
  // Name clashes are only possible across servers; one server's listing is already unique.
  const names = sources.length > 1 ? new Set<string>() : undefined;
  for (const source of sources) {
    if (!source.entry) continue;
    for (const tool of source.entry.tools) {
      if (names?.has(tool.name)) continue;
      if (exposureRejection(tool, query, policy) !== undefined) continue;
      names?.add(tool.name);
      tools.push(tool.mcp);
      openai.push(tool.openai);
      anthropic.push(tool.anthropic);
      verbs.push(tool.verb);
    }
  }
  return { tools, openai, anthropic, verbsText: buildVerbsText(verbs, lang) };
}
