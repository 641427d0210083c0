import { toModelText } from '@asixto/contract';
/**
 * Stage 8 · the text the model reads: contract `toModelText` (control characters and media
 * removed, voice clean-up on `voice`, cut to 3,000 characters with a visible mark). Turns every
 * answer, the server's or one given on its behalf, into the call's stop.
 */
export function shapeText() {
    return function shapeText(answer, channel, lang) {
        const { text, truncated } = toModelText(answer.result, { channel, lang });
        return {
            outcome: answer.outcome,
            text,
            truncated,
            ...(answer.structured !== undefined ? { structured: answer.structured } : {}),
            ...(answer.errorType ? { errorType: answer.errorType } : {}),
            ...(answer.rejection ? { rejection: answer.rejection } : {}),
        };
    };
}
//# sourceMappingURL=shape-text.js.map