/**
 * Cuts text to at most `max` UTF-16 code units without splitting a surrogate pair, so what is left
 * is still well-formed (a lone surrogate is not valid JSON text for strict parsers).
 *
 * @example
 * cutText('ab😀', 3); // 'ab'
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = Math.max(0, max);
  const code = text.charCodeAt(end - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? end - 1 : end);
}
