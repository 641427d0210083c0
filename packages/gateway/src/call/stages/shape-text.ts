import { toModelText } from '@asixto/contract';
import type { CallStage } from '../call-types.js';

/**
 * Stage 8 · the text the model reads: contract `toModelText` (control characters and media
 * removed, voice clean-up on `voice`, cut to 3,000 characters with a visible mark). Always
 * stops the call with the interpreted outcome.
 */
export function shapeText(): CallStage {
  return function shapeText(state) {
    const interpreted = state.interpreted;
    if (!interpreted) return;
    const { text, truncated } = toModelText(interpreted.result, {
      channel: state.context.channel,
      lang: state.lang,
    });
    state.stop = {
      outcome: interpreted.outcome,
      text,
      truncated,
      ...(interpreted.structured !== undefined ? { structured: interpreted.structured } : {}),
      ...(interpreted.errorType ? { errorType: interpreted.errorType } : {}),
      ...(interpreted.rejection ? { rejection: interpreted.rejection } : {}),
    };
  };
}
