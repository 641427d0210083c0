import { isJsonObject } from '@asixto/contract';
import type { ToolDefinition } from '../catalog/tool-definition.js';

/** One `x-mcp-header` declaration: the header's name and where its value sits in the arguments. */
interface ParamHeader {
  header: string;
  path: string[];
}

const HEADER_TYPES = new Set(['string', 'integer', 'boolean']);
/** RFC 9110 `token`, what a header name must be. */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** Schemas nest a few levels; a listing is structure-bounded anyway, this bounds the walk itself. */
const MAX_PATH = 32;

const SENTINEL_OPEN = '=?base64?';
const SENTINEL_CLOSE = '?=';

/**
 * A header value as SEP-2243 wants it: verbatim when it is a safe field value, else base64-wrapped
 * (`=?base64?…?=`), for `Mcp-Name` and `Mcp-Param-*` alike.
 */
export function headerValue(value: string): string {
  let safe = value.length > 0 && value === value.trim();
  if (safe && value.startsWith(SENTINEL_OPEN) && value.endsWith(SENTINEL_CLOSE)) safe = false;
  for (let i = 0; safe && i < value.length; i++) {
    const c = value.charCodeAt(i);
    safe = c === 9 || (c >= 32 && c <= 126);
  }
  return safe ? value : `${SENTINEL_OPEN}${Buffer.from(value, 'utf8').toString('base64')}${SENTINEL_CLOSE}`;
}

function declarationsOf(schema: unknown): ParamHeader[] {
  const found: ParamHeader[] = [];
  const walk = (node: unknown, path: string[]): void => {
    if (!isJsonObject(node) || path.length > MAX_PATH) return;
    const name = node['x-mcp-header'];
    const type = node.type;
    if (path.length > 0 && typeof name === 'string' && TOKEN.test(name)) {
      if (typeof type === 'string' && HEADER_TYPES.has(type)) found.push({ header: name, path });
    }
    const properties = node.properties;
    if (!isJsonObject(properties)) return;
    for (const key of Object.keys(properties)) walk(properties[key], [...path, key]);
  };
  walk(schema, []);
  return found;
}

const cache = new WeakMap<ToolDefinition, ParamHeader[]>();

function valueAt(args: Record<string, unknown>, path: string[]): unknown {
  let node: unknown = args;
  for (const key of path) {
    if (!isJsonObject(node) || !Object.hasOwn(node, key)) return undefined;
    node = node[key];
  }
  return node;
}

function asHeaderText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return undefined;
}

/**
 * The `Mcp-Param-{Name}` headers of one `tools/call` (SEP-2243): each `x-mcp-header` declared on a
 * string, integer or boolean property reachable from the root through `properties` alone, with the
 * argument's value; absent, `null` or mistyped values send no header, as the SDK client does. Tools
 * whose declarations break the spec never get here: the SDK client drops them from `tools/list`.
 * Values are encoded by {@link headerValue}. The declarations are read once per
 * definition; a tool without any (nearly all) costs a lookup.
 *
 * @example
 * mcpParamHeaders(tool, { region: 'norte' }); // { 'mcp-param-region': 'norte' }
 */
export function mcpParamHeaders(
  tool: ToolDefinition,
  args: Record<string, unknown>,
): Record<string, string> | undefined {
  let declared = cache.get(tool);
  if (declared === undefined) {
    declared = declarationsOf(tool.inputSchema);
    cache.set(tool, declared);
  }
  if (declared.length === 0) return undefined;
  const headers: Record<string, string> = {};
  for (const { header, path } of declared) {
    const text = asHeaderText(valueAt(args, path));
    if (text !== undefined) headers[`mcp-param-${header.toLowerCase()}`] = headerValue(text);
  }
  return headers;
}
