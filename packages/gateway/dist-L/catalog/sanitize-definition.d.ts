import type { ToolDefinition } from './tool-definition.js';
/**
 * A copy of a listed definition whose model-facing words (description, title, verb, and every
 * `description`/`title` inside its schemas) have control and bidirectional characters removed.
 * Tenant text reaches the model verbatim otherwise; the pin hash is still taken on the original.
 * Runs once per catalog refresh, never per turn.
 */
export declare function sanitizeDefinition(def: ToolDefinition): ToolDefinition;
//# sourceMappingURL=sanitize-definition.d.ts.map