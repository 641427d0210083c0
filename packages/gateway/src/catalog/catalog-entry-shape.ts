import { ACCESS_LEVELS, isJsonObject, isScenarioKey } from '@asixto/contract';
import type { CatalogEntry } from './catalog-cache.js';
import { isToolDefinition } from './tool-definition.js';

const PIN_STATES: readonly unknown[] = ['certified', 'changed', 'uncertified'];
const SHA256_HEX = /^[0-9a-f]{64}$/;

const isSchema = (value: unknown): boolean => isJsonObject(value);

/** One prepared tool as `prepareTool` builds it: every field exposure and calls read, consistently named. */
function isPreparedTool(value: unknown): boolean {
  if (!isJsonObject(value)) return false;
  const { name, prefixedName, hash, definition, pin, level, capabilities, verb, mcp, openai, anthropic } =
    value;
  if (typeof name !== 'string' || typeof prefixedName !== 'string') return false;
  if (typeof hash !== 'string' || !SHA256_HEX.test(hash)) return false;
  if (!isToolDefinition(definition) || definition.name !== name) return false;
  if (!PIN_STATES.includes(pin) || !(ACCESS_LEVELS as readonly unknown[]).includes(level)) return false;
  if (!Array.isArray(capabilities) || !capabilities.every(isScenarioKey)) return false;
  if (verb !== undefined && typeof verb !== 'string') return false;
  if (!isJsonObject(mcp) || mcp.name !== prefixedName || !isSchema(mcp.inputSchema)) return false;
  if (!isJsonObject(openai) || openai.type !== 'function' || !isJsonObject(openai.function)) return false;
  if (openai.function.name !== prefixedName || !isSchema(openai.function.parameters)) return false;
  return isJsonObject(anthropic) && anthropic.name === prefixedName && isSchema(anthropic.input_schema);
}

/**
 * Whether a value read back from the shared cache has the shape of a {@link CatalogEntry}: checked
 * after its seal was verified and before any of it is used, so an entry written by another version
 * of the gateway (or any fault) is ignored instead of failing a tenant's catalog with a 500.
 */
export function isCatalogEntry(value: unknown): value is CatalogEntry {
  if (!isJsonObject(value) || !Array.isArray(value.tools)) return false;
  const { fetchedAt, expiresAt, withheld } = value;
  if (!Number.isFinite(fetchedAt) || !Number.isFinite(expiresAt)) return false;
  if (withheld !== undefined && withheld !== true) return false;
  const names = new Set<unknown>();
  for (const tool of value.tools) {
    if (!isPreparedTool(tool)) return false;
    const { name } = tool as { name: string };
    if (names.has(name)) return false;
    names.add(name);
  }
  return true;
}
