/**
 * The result a toolkit handler returns: the subset of MCP's `CallToolResult` a compliant tool uses
 * (text content for the model, structured data for the gateway). The SDK adds `resultType`.
 */
export interface ToolResult {
  content: { type: 'text'; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}

/**
 * The first text block of a result ('' when there is none).
 *
 * @example
 * resultText(ok({}, 'Listo.')); // 'Listo.'
 */
export function resultText(result: ToolResult): string {
  return result.content[0]?.text ?? '';
}
