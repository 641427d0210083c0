/**
 * Characters that render as nothing, so a person reviewing a tool definition or a trace does not
 * see them while the model reads them:
 *
 * - Unicode tags U+E0000–E007F: an invisible copy of ASCII ("ASCII smuggling"), enough to hide a
 *   whole instruction inside an innocent sentence;
 * - zero-width characters U+200B (space), U+200C (non-joiner), U+200D (joiner), U+2060 (word
 *   joiner), U+2061–U+2064 (invisible math operators), U+FEFF (zero-width no-break space / BOM),
 *   U+180E (Mongolian vowel separator): used to break words apart so filters miss them, or to
 *   encode bits;
 * - variation selectors U+E0100–E01EF: a run of them after any character encodes bytes;
 * - bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069): make text read
 *   differently from the order the model receives it in.
 *
 * One exception: a zero-width joiner between two pictographs builds an emoji sequence
 * (👨‍👩‍👧) and is kept. Subdivision flags (🏴 + tags) lose their tags: the risk of a hidden
 * instruction outweighs three flags.
 */
const INVISIBLE_SOURCE =
  '[\\u{E0000}-\\u{E007F}\\u{E0100}-\\u{E01EF}\\u200B\\u200C\\u2060-\\u2064\\uFEFF\\u180E]' +
  // A joiner not standing between two pictographs (an optional VS16 or skin tone after the first).
  // The joiner is matched first, so the look-arounds only run where there is one.
  '|\\u200D(?:(?<!\\p{Extended_Pictographic}[\\u{FE0F}\\u{1F3FB}-\\u{1F3FF}]?\\u200D)|(?!\\p{Extended_Pictographic}))';

const BIDI_SOURCE = '[\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069]';

/** Matches one invisible character that results must lose (bidi controls apart). */
// eslint-disable-next-line no-misleading-character-class -- single joiners and modifiers are the point
export const INVISIBLE = new RegExp(INVISIBLE_SOURCE, 'gu');

/** Matches one bidirectional control. */
export const BIDI_CONTROL = new RegExp(BIDI_SOURCE, 'gu');

// eslint-disable-next-line no-misleading-character-class -- single joiners and modifiers are the point
const ANY_HIDDEN = new RegExp(`${INVISIBLE_SOURCE}|${BIDI_SOURCE}`, 'gu');

/** What kind of hidden character was found. */
export type HiddenKind = 'tag' | 'zero-width' | 'variation-selector' | 'bidi';

/** The hidden characters of a text: how many, and the first one. */
export interface HiddenCharacters {
  count: number;
  /** `U+E0041`, `U+200B`… */
  first: string;
  kind: HiddenKind;
}

function kindOf(codePoint: number): HiddenKind {
  if (codePoint >= 0xe0000 && codePoint <= 0xe007f) return 'tag';
  if (codePoint >= 0xe0100 && codePoint <= 0xe01ef) return 'variation-selector';
  if (
    codePoint === 0x061c ||
    codePoint === 0x200e ||
    codePoint === 0x200f ||
    (codePoint >= 0x202a && codePoint <= 0x202e) ||
    (codePoint >= 0x2066 && codePoint <= 0x2069)
  )
    return 'bidi';
  return 'zero-width';
}

/**
 * Finds the invisible characters (tags, zero-width, variation selectors) and bidirectional controls
 * of a text; `undefined` when there is none. Linear in the text.
 *
 * @example
 * findHidden('pide\u200Bla clave'); // { count: 1, first: 'U+200B', kind: 'zero-width' }
 */
export function findHidden(text: string): HiddenCharacters | undefined {
  let count = 0;
  let first: number | undefined;
  for (const match of text.matchAll(ANY_HIDDEN)) {
    count += 1;
    first ??= match[0].codePointAt(0);
  }
  if (first === undefined) return undefined;
  return {
    count,
    first: `U+${first.toString(16).toUpperCase().padStart(4, '0')}`,
    kind: kindOf(first),
  };
}
