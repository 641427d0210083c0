import { LIMITS } from '@asixto/contract';
import type { Channel } from '@asixto/contract';
import { cutText } from './cut-text.js';
import type { ToolResult } from './tool-result.js';
import { voiceText } from './voice-text.js';

/**
 * The last step before a success leaves the server, on its summary (the first text block, the one
 * `ok` and `page` write): in `voice` it is made fit to be read aloud, and it is held to `maxChars`
 * (page 02: 3,000) without splitting a surrogate pair. `cut` says how many characters were dropped,
 * so the caller can log it: a handler that needs the cut should paginate with `page()`. Further
 * blocks a handler adds by hand pass unchanged (the gateway still cuts the whole text), and so do
 * error results, which `toolErrorResult` already bounds.
 *
 * @example
 * shapeResult(ok({}, 'x'.repeat(5000)), 'chat').result.content[0]?.text.length; // 3000
 */
export function shapeResult(
  result: ToolResult,
  channel: Channel,
  maxChars: number = LIMITS.resultMaxChars,
): { result: ToolResult; cut: number } {
  const first = result.content[0];
  if (result.isError || !first) return { result, cut: 0 };
  const spoken = channel === 'voice' ? voiceText(first.text) : first.text;
  const text = cutText(spoken, maxChars);
  if (text === first.text) return { result, cut: 0 };
  return {
    result: { ...result, content: [{ ...first, text }, ...result.content.slice(1)] },
    cut: spoken.length - text.length,
  };
}
