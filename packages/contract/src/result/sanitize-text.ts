// C0 and C1 controls except tab (\u0009) and newline (\u000A); carriage returns go too.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Removes control characters (keeping `\n` and `\t`) and replaces lone surrogates with U+FFFD, so
 * the text is well-formed UTF-16. Linear in the input.
 *
 * @example
 * sanitizeText('a\u0000b\r\nc'); // 'ab\nc'
 */
export function sanitizeText(text: string): string {
  return text.replace(CONTROL, '').replace(LONE_SURROGATE, '\uFFFD');
}
