/**
 * JSON for people: an object or array that fits in `width` columns stays on one line, a longer one is
 * broken into one member per line, indented by two spaces. Invisible characters are written as
 * `\uXXXX` escapes, so an example that hides one shows it.
 */
export function compactJson(value: unknown, width = 88, indent = ''): string {
  const flat = oneLine(value);
  if (indent.length + flat.length <= width || typeof value !== 'object' || value === null) return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    const items = value.map((item) => `${inner}${compactJson(item, width, inner)}`);
    return `[\n${items.join(',\n')}\n${indent}]`;
  }
  const members = Object.entries(value as Record<string, unknown>).map(
    ([key, item]) => `${inner}${escape(JSON.stringify(key))}: ${compactJson(item, width, inner)}`,
  );
  return `{\n${members.join(',\n')}\n${indent}}`;
}

function oneLine(value: unknown): string {
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `[${value.map(oneLine).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    const members = Object.entries(value).map(([k, v]) => `${escape(JSON.stringify(k))}: ${oneLine(v)}`);
    return members.length === 0 ? '{}' : `{ ${members.join(', ')} }`;
  }
  return escape(JSON.stringify(value) ?? 'null');
}

// Zero-width and joiner characters, bidirectional controls, the BOM, Unicode tags.
const INVISIBLE = /[\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]|\udb40[\udc00-\udc7f]/g;

function escape(json: string): string {
  return json.replace(INVISIBLE, (c) =>
    c
      .split('')
      .map((unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`)
      .join(''),
  );
}
