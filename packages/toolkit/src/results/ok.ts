import { renderMessage, TOOLKIT_MESSAGES } from '@asixto/contract';
import type { ToolResult } from './tool-result.js';

/**
 * A success: `summary` is the short text the model reads (and may speak aloud), `data` the
 * structured content that must match the tool's `outputSchema`.
 *
 * @example
 * return ok({ radicado: 'RAD-2026-000123', estado: 'abierto' }, 'Caso abierto con radicado RAD-2026-000123.');
 */
export function ok(data: Record<string, unknown>, summary: string): ToolResult {
  return { content: [{ type: 'text', text: summary }], structuredContent: data };
}

/**
 * An empty search: a success with the list empty and `total: 0` (page 02: never an error).
 *
 * @example
 * if (rows.length === 0) return empty('items', 'No encontré productos con esa búsqueda.');
 */
export function empty(
  listField = 'items',
  summary: string = renderMessage(TOOLKIT_MESSAGES, 'pageEmpty'),
): ToolResult {
  return { content: [{ type: 'text', text: summary }], structuredContent: { [listField]: [], total: 0 } };
}
