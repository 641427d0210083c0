import { LIMITS } from '../constants/limits.js';
import type { Channel } from '../constants/meta-keys.js';
import { DEFAULT_LANG } from '../messages/message-catalog.js';
import type { Lang } from '../messages/message-catalog.js';
import { isJsonObject, own } from '../schema/json-value.js';
import { cutToLimit } from './cut-to-limit.js';
import { sanitizeText } from './sanitize-text.js';
import { toolErrorOf } from './tool-error-of.js';
import { voiceClean } from './voice-clean.js';

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
 * emojis removed; then cut to `LIMITS.resultMaxChars` including a visible truncation mark.
 * Linear in the size of the result.
 *
 * @example
 * toModelText({ content: [{ type: 'text', text: '**Radicado** 123' }] }, { channel: 'voice' });
 * // { text: 'Radicado 123', truncated: false }
 */
export function toModelText(result: unknown, opts: { channel: Channel; lang?: Lang }): ModelText {
  const lang = opts.lang ?? DEFAULT_LANG;
  const voice = opts.channel === 'voice';
  const error = toolErrorOf(isJsonObject(result) ? result : { isError: true }, lang);
  let text: string;
  if (error) {
    const message = sanitizeText(error.user_message);
    text = JSON.stringify({
      error: { error_type: error.error_type, user_message: voice ? voiceClean(message) : message },
    });
  } else {
    text = sanitizeText(rawText(result));
    if (voice) text = voiceClean(text);
  }
  return cutToLimit(text, LIMITS.resultMaxChars, lang);
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
