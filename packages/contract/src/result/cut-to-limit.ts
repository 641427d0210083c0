import { LIMITS } from '../constants/limits.js';
import { CONTRACT_MESSAGES } from '../messages/contract-messages.js';
import { DEFAULT_LANG, renderMessage } from '../messages/message-catalog.js';
import type { Lang } from '../messages/message-catalog.js';

/**
 * Cuts text to `max` characters (UTF-16 code units) INCLUDING a visible mark that says how many
 * were omitted; never splits a surrogate pair. Text within the limit is returned unchanged, unless
 * `unread` says the text is the beginning of a longer one: those characters count as omitted too,
 * and the mark is always there.
 *
 * @example
 * cutToLimit('x'.repeat(5000)).text.length; // 3000
 */
export function cutToLimit(
  text: string,
  max: number = LIMITS.resultMaxChars,
  lang: Lang = DEFAULT_LANG,
  unread = 0,
): { text: string; truncated: boolean } {
  if (text.length <= max && unread === 0) return { text, truncated: false };
  const total = text.length + unread;
  // `keep` only decreases, so the omitted count (and the mark) only grows: this settles in a few rounds.
  let keep = Math.min(max, text.length);
  let mark = render(total - keep, lang);
  while (keep > 0 && (keep + mark.length > max || isHighSurrogate(text.charCodeAt(keep - 1)))) {
    keep = Math.max(0, Math.min(keep - 1, max - mark.length));
    mark = render(total - keep, lang);
  }
  return { text: text.slice(0, keep) + mark, truncated: true };
}

function render(omitted: number, lang: Lang): string {
  return `\n${renderMessage(CONTRACT_MESSAGES, 'truncationMark', lang, { omitted })}`;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}
