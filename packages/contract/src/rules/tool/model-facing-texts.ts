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
  const stack: { node: unknown; path: string; key: string | undefined }[] = [
    { node: root, path: rootPath, key: undefined },
  ];
  while (stack.length > 0) {
    const { node, path, key } = stack.pop() as (typeof stack)[number];
    if (typeof node === 'string') {
      out.push({
        text: node,
        path,
        kind: key !== undefined && PROSE_KEYS.has(key) ? 'schema-prose' : 'schema-value',
      });
      continue;
    }
    if (typeof node !== 'object' || node === null || seen.has(node)) continue;
    seen.add(node);
    const entries = Array.isArray(node)
      ? node.map((value, i) => [String(i), value] as const)
      : Object.keys(node).map((k) => [k, (node as Record<string, unknown>)[k]] as const);
    // Pushed in reverse so texts come out in document order.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [childKey, value] = entries[i] as readonly [string, unknown];
      const childPath = `${path}/${escapePointer(childKey)}`;
      stack.push({ node: value, path: childPath, key: Array.isArray(node) ? key : childKey });
    }
    if (!Array.isArray(node)) {
      // Keys are read by the model too (parameter names above all); listed before their values.
      for (const k of Object.keys(node))
        out.push({ text: k, path: `${path}/${escapePointer(k)}`, kind: 'schema-key' });
    }
  }
}

const forms = new WeakMap<FacingText, string[]>();

/**
 * The scan forms of one model-facing text (see `scanForms`), computed once however many rules read them.
 *
 * @example
 * formsOf(modelFacingTexts(tool)[0]); // [' abrir caso soporte ']
 */
export function formsOf(facing: FacingText): string[] {
  let cached = forms.get(facing);
  if (!cached) {
    cached = scanForms(facing.text);
    forms.set(facing, cached);
  }
  return cached;
}
