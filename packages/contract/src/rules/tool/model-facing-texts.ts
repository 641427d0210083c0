import { META_KEYS } from '../../constants/meta-keys.js';
import { isJsonObject, own } from '../../schema/json-value.js';
import { escapePointer } from '../../schema/walk-properties.js';
import { scanForms } from '../../text/scan-form.js';

/** Where a text of a tool definition sits, as far as the rules that read it care. */
export type TextKind =
  /** The tool's `name`. */
  | 'name'
  /** `title` or `annotations.title`. */
  | 'title'
  | 'description'
  /** `_meta` `com.asixto/verb`: the gateway builds the model's verbs text from it. */
  | 'verb'
  /** `description`, `title` or `$comment` inside `inputSchema` / `outputSchema`. */
  | 'schema-prose'
  /** Any key inside a schema: parameter names, `$defs` names… */
  | 'schema-key'
  /** Any other string inside a schema: `enum`, `const`, `default`, `examples`, `pattern`… */
  | 'schema-value';

/** One string the model may read, with its JSON pointer from the definition's root. */
export interface FacingText {
  text: string;
  path: string;
  kind: TextKind;
}

const PROSE_KEYS = new Set(['description', 'title', '$comment']);

// Constant words of JSON Schema itself: keywords as keys, type names and dialect URIs as values.
// Such a string is exactly that word, so it can hide nothing and is not read again by every rule
// (a definition is mostly these; a parameter that happens to be named `type` is the same word).
const SCHEMA_WORDS = new Set([
  ...['$schema', '$id', '$ref', '$defs', '$anchor', '$dynamicRef', '$dynamicAnchor', '$vocabulary'],
  ...['type', 'properties', 'required', 'additionalProperties', 'patternProperties', 'propertyNames'],
  ...[
    'items',
    'prefixItems',
    'contains',
    'minItems',
    'maxItems',
    'uniqueItems',
    'minContains',
    'maxContains',
  ],
  ...['minLength', 'maxLength', 'pattern', 'format', 'enum', 'const', 'default', 'examples'],
  ...['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  ...['anyOf', 'oneOf', 'allOf', 'not', 'if', 'then', 'else', 'definitions', 'nullable'],
  ...['minProperties', 'maxProperties', 'dependentRequired', 'dependentSchemas', 'unevaluatedProperties'],
  ...['unevaluatedItems', 'readOnly', 'writeOnly', 'deprecated', 'contentEncoding', 'contentMediaType'],
  ...['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'],
  ...['date', 'date-time', 'time', 'email', 'uri', 'uuid', 'duration', 'hostname', 'ipv4', 'ipv6'],
  'https://json-schema.org/draft/2020-12/schema',
  'http://json-schema.org/draft-07/schema#',
]);

// Every rule on model-facing text reads the same list; one walk per definition keeps checkTool cheap.
const cache = new WeakMap<object, FacingText[]>();

/**
 * Every string of a tool definition the gateway passes on to the model: name, title, description,
 * `annotations.title`, the verb, and every key and string value anywhere in `inputSchema` and
 * `outputSchema` (both reach the model whole). `$ref`s are not followed: each string is read where
 * it is written, so the walk is linear in the size of the definition and safe on cycles. The list
 * is cached per definition object, which must not be mutated between checks.
 *
 * @example
 * modelFacingTexts({ name: 'x', description: 'Consulta.' }).map((t) => t.path); // ['/name', '/description']
 */
export function modelFacingTexts(tool: unknown): readonly FacingText[] {
  if (!isJsonObject(tool)) return [];
  const cached = cache.get(tool);
  if (cached) return cached;
  const texts: FacingText[] = [];
  const top = (key: string, kind: TextKind, value: unknown, path = `/${key}`): void => {
    if (typeof value === 'string') texts.push({ text: value, path, kind });
  };
  top('name', 'name', own(tool, 'name'));
  top('title', 'title', own(tool, 'title'));
  top('description', 'description', own(tool, 'description'));
  const annotations = own(tool, 'annotations');
  if (isJsonObject(annotations)) top('title', 'title', own(annotations, 'title'), '/annotations/title');
  const meta = own(tool, '_meta');
  if (isJsonObject(meta))
    top('verb', 'verb', own(meta, META_KEYS.verb), `/_meta/${escapePointer(META_KEYS.verb)}`);
  for (const key of ['inputSchema', 'outputSchema']) collectSchema(own(tool, key), `/${key}`, texts);
  cache.set(tool, texts);
  return texts;
}

/** Every key and string below a schema, iteratively (no recursion depth to exhaust), each node once. */
function collectSchema(root: unknown, rootPath: string, out: FacingText[]): void {
  const seen = new Set<object>();
  // Paths are built only for what is pushed or walked into: numbers and booleans never need one.
  const stack: { node: unknown; path: string; key: string | undefined }[] = [
    { node: root, path: rootPath, key: undefined },
  ];
  while (stack.length > 0) {
    const { node, path, key } = stack.pop() as (typeof stack)[number];
    if (typeof node === 'string') {
      const prose = key !== undefined && PROSE_KEYS.has(key);
      if (prose || !SCHEMA_WORDS.has(node))
        out.push({ text: node, path, kind: prose ? 'schema-prose' : 'schema-value' });
      continue;
    }
    if (typeof node !== 'object' || node === null || seen.has(node)) continue;
    seen.add(node);
    // Pushed in reverse so texts come out in document order.
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) {
        const value: unknown = node[i];
        if (typeof value === 'string' || (typeof value === 'object' && value !== null))
          stack.push({ node: value, path: `${path}/${i}`, key });
      }
      continue;
    }
    const keys = Object.keys(node);
    for (let i = keys.length - 1; i >= 0; i--) {
      const k = keys[i] as string;
      const value = (node as Record<string, unknown>)[k];
      if (typeof value === 'string' || (typeof value === 'object' && value !== null))
        stack.push({ node: value, path: `${path}/${escapePointer(k)}`, key: k });
    }
    // Keys are read by the model too (parameter names above all); listed before their values.
    for (const k of keys) {
      if (!SCHEMA_WORDS.has(k))
        out.push({ text: k, path: `${path}/${escapePointer(k)}`, kind: 'schema-key' });
    }
  }
}

// Scan forms by text: several rules read each text, and a catalog repeats the same words (parameter
// names, enum values) across tools. Bounded, and only short texts, so a hostile listing cannot
// make it grow without limit.
const forms = new Map<string, string[]>();
const MEMO_ENTRIES = 4_096;
const MEMO_TEXT_CHARS = 1_024;

/**
 * The scan forms of one model-facing text (see `scanForms`), computed once however many rules read them.
 *
 * @example
 * formsOf(modelFacingTexts(tool)[0]); // [' abrir caso soporte ']
 */
export function formsOf(facing: FacingText): string[] {
  const { text } = facing;
  const cached = forms.get(text);
  if (cached) return cached;
  const computed = scanForms(text);
  if (text.length <= MEMO_TEXT_CHARS) {
    if (forms.size >= MEMO_ENTRIES) forms.clear();
    forms.set(text, computed);
  }
  return computed;
}
