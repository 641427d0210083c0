// Every pattern below is linear on any input and keeps no backtrack entry per repeated group (V8
// throws a RangeError past a few million); the tests feed them long runs built to make careless
// patterns backtrack. (`^[ \t|:-]*--[ \t|:-]*$` was not linear: it retried every split of a line
// of dashes.)
const IMAGE = /!\[[^[\]\n]{0,500}\]\([^()\s]{0,2000}\)/g;
const LINK = /\[([^[\]\n]{0,500})\]\([^()\s]{0,2000}\)/g;
// A trailing punctuation mark ends the sentence, not the URL.
const URL = /\b(?:https?:\/\/|www\.)[^\s<>()[\]{}"'`]*[^\s<>()[\]{}"'`.,;:!?]/gi;
const FENCE = /^[ \t]*(```|~~~)[^\n]*$/gm;
const HEADING = /^[ \t]*#{1,6}[ \t]+/gm;
const BLOCKQUOTE = /^[ \t]*>[ \t]?/gm;
// A line of only dashes, stars, underscores and blanks; `dropRules` counts the non-blanks. One class
// and a count rather than `(?:[-*_][ \t]*){3,}`: V8 keeps a backtrack entry per repetition of a
// group, and a line of four million dashes overflowed its stack (a RangeError).
const RULE_LIKE = /^[ \t*_-]+$/gm;
const BLANKS = /[ \t]/g;
// A line of only pipes, colons, dashes and blanks; `dropTableSeparators` then looks for "--" in it.
// One quantified class followed only by the line end: at most two passes over each line.
const SEPARATOR_LIKE = /^[ \t|:-]+$/gm;
const TABLE_ROW = /^[ \t]*\|(.*)\|[ \t]*$/gm;
const BULLET = /^[ \t]*(?:[-*+•·▪◦]|\d{1,3}[.)])[ \t]+/gm;
const STRONG = /\*\*|__|~~/g;
const EMPHASIS = /(^|[\s(])[*_]([^*_\n]{1,500})[*_](?=$|[\s.,;:!?)])/gm;
const STARS_AND_TICKS = /[*`]/g;
// Pictographs, flags, skin tones, joiners, variation selectors and keycaps; as alternatives, not one class.
const EMOJI = /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|[\u{1F3FB}-\u{1F3FF}]|\u200D|\uFE0F|\u20E3/gu;
const SPACES = /[ \t]{2,}/g;
const SPACE_BEFORE_PUNCT = / ([.,;:!?])/g;
// From a line break to the last one of a run of blank lines; `collapseBlankLines` counts the breaks.
// One class rather than `(?:[ \t]*\n)+`, whose backtrack entries overflowed on a few million lines.
const BLANK_RUN = /\n[ \t\n]*\n/g;

/**
 * Makes text fit to be read aloud (page 07, channel `voice`): drops URLs and media, keeps link
 * labels, and removes markdown (headings, emphasis, code marks, tables, bullets, quotes) and emojis.
 *
 * @example
 * voiceClean('## Cita\n- **Martes** 9:00 ✅ [ver](https://x.co)'); // 'Cita\nMartes 9:00 ver'
 */
export function voiceClean(text: string): string {
  const unquoted = text
    .replace(IMAGE, '')
    .replace(LINK, '$1')
    .replace(URL, '')
    .replace(FENCE, '')
    .replace(HEADING, '')
    .replace(BLOCKQUOTE, '');
  const plain = dropRules(dropTableSeparators(unquoted))
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
    .replace(SPACE_BEFORE_PUNCT, '$1');
  return collapseBlankLines(plain)
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .trim();
}

/**
 * Empties every line that holds only pipes, colons, dashes and blanks and at least one `--`: table
 * separators (`|---|:--:|`) and rules (`---`); the line break stays. The same result as
 * `text.replace(/^[ \t|:-]*--[ \t|:-]*$/gm, '')`, in linear time.
 *
 * @example
 * dropTableSeparators('| a |\n|---|\n| 1 |'); // '| a |\n\n| 1 |'
 */
export function dropTableSeparators(text: string): string {
  return text.replace(SEPARATOR_LIKE, (line) => (line.includes('--') ? '' : line));
}

/**
 * Empties every line of only dashes, stars, underscores and blanks that holds at least three
 * dashes, stars or underscores (`---`, `* * *`, `_-_`): horizontal rules; the line break stays. The same result as
 * `text.replace(/^[ \t]*(?:[-*_][ \t]*){3,}$/gm, '')`, without a backtrack entry per dash.
 *
 * @example
 * dropRules('a\n- - -\n--\nb'); // 'a\n\n--\nb'
 */
export function dropRules(text: string): string {
  return text.replace(RULE_LIKE, (line) => (line.replace(BLANKS, '').length >= 3 ? '' : line));
}

/**
 * Turns every run of blank lines (three line breaks or more with only blanks between them) into one
 * empty line. The same result as `text.replace(/\n[ \t]*\n(?:[ \t]*\n)+/g, '\n\n')`, without a
 * backtrack entry per line.
 *
 * @example
 * collapseBlankLines('a\n\n \n\t\nb\n\nc'); // 'a\n\nb\n\nc'
 */
export function collapseBlankLines(text: string): string {
  // A run holds only blanks and line breaks, so what is left without the blanks is its breaks.
  return text.replace(BLANK_RUN, (run) => (run.replace(BLANKS, '').length >= 3 ? '\n\n' : run));
}
