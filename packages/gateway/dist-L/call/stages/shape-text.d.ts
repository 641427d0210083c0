import type { Channel, Lang } from '@asixto/contract';
import type { CallStop, Interpreted } from '../call-types.js';
/**
 * Stage 8 · the text the model reads: contract `toModelText` (control characters and media
 * removed, voice clean-up on `voice`, cut to 3,000 characters with a visible mark). Turns every
 * answer, the server's or one given on its behalf, into the call's stop.
 */
export declare function shapeText(): (answer: Interpreted, channel: Channel, lang: Lang) => CallStop;
//# sourceMappingURL=shape-text.d.ts.map