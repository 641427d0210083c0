/** Header values must be safe ASCII without edge whitespace; anything else travels base64-encoded. */
export function encodeHeaderValue(value: string): string {
  if (/^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/.test(value) && !value.startsWith('=?base64?')) return value;
  return `=?base64?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

/** An HTTP header name token (RFC 9110 tchar). */
const TCHAR_TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * The `Mcp-Param-*` headers the 2026-07-28 transport demands for properties annotated with
 * `x-mcp-header` (reachable through `properties` alone), as the official client sends them. A null
 * or absent value sends no header.
 */
export function paramHeaders(inputSchema: unknown, args: unknown): Record<string, string> {
  const headers: Record<string, string> = {};
  const walk = (schema: unknown, value: unknown, depth: number): void => {
    const properties = (schema as { properties?: unknown } | null)?.properties;
    if (!properties || typeof properties !== 'object' || depth > 8) return;
    if (!value || typeof value !== 'object') return;
    for (const [name, node] of Object.entries(properties as Record<string, unknown>)) {
      const v = (value as Record<string, unknown>)[name];
      const header = (node as { 'x-mcp-header'?: unknown } | null)?.['x-mcp-header'];
      // An invalid header name makes the official client drop the tool (server-tools-list says so); skip it.
      if (
        typeof header === 'string' &&
        TCHAR_TOKEN.test(header) &&
        v !== null &&
        v !== undefined &&
        typeof v !== 'object'
      ) {
        headers[`mcp-param-${header.toLowerCase()}`] = encodeHeaderValue(String(v));
      }
      walk(node, v, depth + 1);
    }
  };
  walk(inputSchema, args, 0);
  return headers;
}
