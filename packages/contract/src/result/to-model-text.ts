import { LIMITS } from '../constants/limits.js';
import type { Channel } from '../constants/meta-keys.js';
import { DEFAULT_LANG } from '../messages/message-catalog.js';
import type { Lang } from '../messages/message-catalog.js';
import { isJsonObject, own } from '../schema/json-value.js';
import { cutToLimit } from './cut-to-limit.js';
import { sanitizeText } from './sanitize-text.js';
import { toolErrorOf } from './tool-error-of.js';
import { voiceClean } from './voice-clean.js';

/**
 * Characters of a result's text (or of an error's `user_message`) read at most: 16 times what the
 * model receives. Sanitising costs up to ~140 ns a character on the service's event loop, and a
 * tenant's answer may be 8 MiB (1.1 s per call). What lies beyond could reach the model only if
 * nearly all of the beginning were removed; a longer text is marked truncated, the unread
 * characters counted as omitted.
 */
export const RESULT_SCAN_MAX_CHARS = 16 * LIMITS.resultMaxChars;

/** What the model receives for one tool result. */
export interface ModelText {
  text: string;
  /** True iff the text was cut (it then ends with the truncation mark). */
  truncated: boolean;
}

/**
 * The text the model receives for a `tools/call` result (pages 02, 06, 07): the text blocks joined
 * by newlines (or, when there are none, `structuredContent` as JSON); media blocks dropped; control
 * characters removed (`\n` and `\t` kept); an error reduced to
 * `{"error":{"error_type":…,"user_message":…}}` without `details`; in `voice`, URLs, markdown and
 * emojis removed; then cut to `LIMITS.resultMaxChars` including a visible truncation mark. Only
 * the first {@link RESULT_SCAN_MAX_CHARS} characters are cleaned and kept from, whatever the size of
 * the result.
 *
 * @example
 * toModelText({ content: [{ type: 'text', text: '**Radicado** 123' }] }, { channel: 'voice' });
 * // { text: 'Radicado 123', truncated: false }
 */
export function toModelText(result: unknown, opts: { channel: Channel; lang?: Lang }): ModelText {
  const lang = opts.lang ?? DEFAULT_LANG;
  const voice = opts.channel === 'voice';
  const error = toolErrorOf(isJsonObject(result) ? result : { isError: true }, lang);
  if (error) {
    const read = error.user_message.slice(0, RESULT_SCAN_MAX_CHARS);
    const message = sanitizeText(read);
    const text = JSON.stringify({
      error: { error_type: error.error_type, user_message: voice ? voiceClean(message) : message },
    });
    return cutToLimit(text, LIMITS.resultMaxChars, lang, error.user_message.length - read.length);
  }
  const raw = rawText(result);
  const read = raw.length > RESULT_SCAN_MAX_CHARS ? raw.slice(0, RESULT_SCAN_MAX_CHARS) : raw;
  let text = sanitizeText(read);
  if (voice) text = voiceClean(text);
  return cutToLimit(text, LIMITS.resultMaxChars, lang, raw.length - read.length);
}

function rawText(result: unknown): string {
  if (!isJsonObject(result)) return '';
  const content = own(result, 'content');
  const texts: string[] = [];
  if (Array.isArray(content)) {
    for (const block of content) {
      if (!isJsonObject(block) || own(block, 'type') !== 'text') continue;
      const text = own(block, 'text');
      if (typeof text === 'string') texts.push(text);
    }
  }
  if (texts.length > 0) return texts.join('\n');
  const structured = own(result, 'structuredContent');
  if (structured === undefined) return '';
  try {
    return JSON.stringify(structured) ?? '';
  } catch {
    // A structure JSON cannot carry (never the case for a parsed response) yields no text.
    return '';
  }
}
