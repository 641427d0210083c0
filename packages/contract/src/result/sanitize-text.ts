import { BIDI_CONTROL, INVISIBLE } from '../text/invisible-characters.js';

// C0 and C1 controls except tab (\u0009) and newline (\u000A); carriage returns go too.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Replaces lone surrogates with U+FFFD, then removes control characters (keeping `\n` and `\t`),
 * bidirectional controls and invisible characters (Unicode tags, zero-width and word-joiner
 * characters, variation selectors 17–256; a joiner inside an emoji sequence stays), so the text is
 * well-formed UTF-16 and the model reads exactly what a person sees. Idempotent; linear in the input.
 *
 * @example
 * sanitizeText('a\u0000b\r\nc'); // 'ab\nc'
 * sanitizeText('total \u202E05 COP'); // 'total 05 COP'
 * sanitizeText('ok\u{E0049}\u{E0047}'); // 'ok' (hidden tag text removed)
 */
export function sanitizeText(text: string): string {
  // Lone surrogates go first: removing a character from between two halves ('\uDB40\u200B\uDC49')
  // would otherwise join them into a tag. Once the text is well-formed, the removals below take whole
  // code points or single BMP units, so they can neither join nor split a pair.
  return text
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(CONTROL, '')
    .replace(BIDI_CONTROL, '')
    .replace(INVISIBLE, '');
}
