// C0 and C1 controls except tab (\u0009) and newline (\u000A); carriage returns go too.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
// Bidirectional controls (ALM, LRM, RLM, embeddings, overrides, isolates): invisible, they can make
// the text a person reviews in a trace read differently from what the model receives.
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Removes control characters (keeping `\n` and `\t`) and bidirectional controls, and replaces lone
 * surrogates with U+FFFD, so the text is well-formed UTF-16 and reads as it is. Linear in the input.
 *
 * @example
 * sanitizeText('a\u0000b\r\nc'); // 'ab\nc'
 * sanitizeText('total \u202E05 COP'); // 'total 05 COP'
 */
export function sanitizeText(text: string): string {
  return text.replace(CONTROL, '').replace(BIDI_CONTROL, '').replace(LONE_SURROGATE, '\uFFFD');
}
