// Every pattern below is linear: no nested unbounded quantifiers over the same characters.
const IMAGE = /!\[[^[\]\n]{0,500}\]\([^()\s]{0,2000}\)/g;
const LINK = /\[([^[\]\n]{0,500})\]\([^()\s]{0,2000}\)/g;
// A trailing punctuation mark ends the sentence, not the URL.
const URL = /\b(?:https?:\/\/|www\.)[^\s<>()[\]{}"'`]*[^\s<>()[\]{}"'`.,;:!?]/gi;
const FENCE = /^[ \t]*(```|~~~)[^\n]*$/gm;
const HEADING = /^[ \t]*#{1,6}[ \t]+/gm;
const BLOCKQUOTE = /^[ \t]*>[ \t]?/gm;
const RULE = /^[ \t]*(?:[-*_][ \t]*){3,}$/gm;
// A line of only pipes, colons, dashes and blanks (table separator or rule). One quantified class, so linear.
const TABLE_SEPARATOR = /^[ \t|:-]*--[ \t|:-]*$/gm;
const TABLE_ROW = /^[ \t]*\|(.*)\|[ \t]*$/gm;
const BULLET = /^[ \t]*(?:[-*+•·▪◦]|\d{1,3}[.)])[ \t]+/gm;
const STRONG = /\*\*|__|~~/g;
const EMPHASIS = /(^|[\s(])[*_]([^*_\n]{1,500})[*_](?=$|[\s.,;:!?)])/gm;
const STARS_AND_TICKS = /[*`]/g;
// Pictographs, flags, skin tones, joiners, variation selectors and keycaps; as alternatives, not one class.
const EMOJI = /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|[\u{1F3FB}-\u{1F3FF}]|\u200D|\uFE0F|\u20E3/gu;
const SPACES = /[ \t]{2,}/g;
const SPACE_BEFORE_PUNCT = / ([.,;:!?])/g;
const BLANK_LINES = /\n[ \t]*\n(?:[ \t]*\n)+/g;

/**
 * Makes text fit to be read aloud (page 07, channel `voice`): drops URLs and media, keeps link
 * labels, and removes markdown (headings, emphasis, code marks, tables, bullets, quotes) and emojis.
 *
 * @example
 * voiceClean('## Cita\n- **Martes** 9:00 ✅ [ver](https://x.co)'); // 'Cita\nMartes 9:00 ver'
 */
export function voiceClean(text: string): string {
  return text
    .replace(IMAGE, '')
    .replace(LINK, '$1')
    .replace(URL, '')
    .replace(FENCE, '')
    .replace(HEADING, '')
    .replace(BLOCKQUOTE, '')
    .replace(TABLE_SEPARATOR, '')
    .replace(RULE, '')
    .replace(TABLE_ROW, (_row, cells: string) =>
      cells
        .split('|')
        .map((c) => c.trim())
        .filter((c) => c !== '')
        .join(', '),
    )
    .replace(BULLET, '')
    .replace(STRONG, '')
    .replace(EMPHASIS, '$1$2')
    .replace(STARS_AND_TICKS, '')
    .replace(EMOJI, '')
    .replace(SPACES, ' ')
    .replace(SPACE_BEFORE_PUNCT, '$1')
    .replace(BLANK_LINES, '\n\n')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .trim();
}
