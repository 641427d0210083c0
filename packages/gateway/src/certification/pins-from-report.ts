import { ContractError } from '@asixto/contract';
import { definitionHash } from '../catalog/prepared-tool.js';
import type { ToolPins } from '../catalog/prepared-tool.js';
import { isToolDefinition } from '../catalog/tool-definition.js';

/**
 * Hashes every tool of the certified listing (the report's raw definitions, exactly as listed) and
 * pins the ones that passed: those stay exposable while their definition hash is unchanged.
 */
export function pinsFromReport(
  tools: readonly unknown[],
  certifiedTools: readonly string[],
): {
  hashes: Record<string, string>;
  pins: ToolPins;
} {
  const hashes: Record<string, string> = {};
  for (const def of tools) {
    if (!isToolDefinition(def) || Object.hasOwn(hashes, def.name)) continue;
    try {
      hashes[def.name] = definitionHash(def);
    } catch (error) {
      // Nested past what can be hashed (contract MAX_JSON_DEPTH): left unpinned, so never exposed.
      if (!(error instanceof ContractError)) throw error;
    }
  }
  const certified = new Set(certifiedTools.filter((name) => Object.hasOwn(hashes, name)));
  return { hashes, pins: { hashes, certified } };
}
