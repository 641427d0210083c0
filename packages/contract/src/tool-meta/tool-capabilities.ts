import { META_KEYS } from '../constants/meta-keys.js';
import { isScenarioKey } from '../constants/scenario-keys.js';
import type { ScenarioKey } from '../constants/scenario-keys.js';
import { own } from '../schema/json-value.js';
import { toolFields } from '../rules/tool/tool-fields.js';

/**
 * The scenario keys a tool declares in its `_meta` (page 02): `com.asixto/capabilities` when it is
 * a list (it replaces the singular key), else `com.asixto/capability`. Only canonical keys of page 04
 * are returned, de-duplicated, in declared order; a tool with none is never exposed.
 *
 * @example
 * toolCapabilities({ _meta: { 'com.asixto/capabilities': ['pqr', 'soporte'] } }); // ['pqr', 'soporte']
 */
export function toolCapabilities(tool: unknown): ScenarioKey[] {
  const { meta } = toolFields(tool);
  if (!meta) return [];
  const list = own(meta, META_KEYS.capabilities);
  const declared: unknown[] = Array.isArray(list) ? list : [own(meta, META_KEYS.capability)];
  const keys: ScenarioKey[] = [];
  for (const key of declared) if (isScenarioKey(key) && !keys.includes(key)) keys.push(key);
  return keys;
}

/**
 * The business verb a tool declares in `com.asixto/verb` (trimmed), or `undefined`.
 *
 * @example
 * toolVerb({ _meta: { 'com.asixto/verb': 'abrir un caso de soporte' } }); // 'abrir un caso de soporte'
 */
export function toolVerb(tool: unknown): string | undefined {
  const { meta } = toolFields(tool);
  const verb = meta ? own(meta, META_KEYS.verb) : undefined;
  if (typeof verb !== 'string') return undefined;
  const trimmed = verb.trim();
  return trimmed === '' ? undefined : trimmed;
}
