import { BIDI_CONTROL, INVISIBLE } from './invisible-characters.js';

// Letters of other scripts that look like Latin ones, as attackers use them to dodge word filters
// ("іgnore" with a Cyrillic і). Lower case only: the text is lower-cased first.
const HOMOGLYPHS: Readonly<Record<string, string>> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ԁ: 'd',
  һ: 'h',
  ӏ: 'l',
  ԛ: 'q',
  ԝ: 'w',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ı: 'i',
  ɡ: 'g',
  ɑ: 'a',
};
const HOMOGLYPH = new RegExp(`[${Object.keys(HOMOGLYPHS).join('')}]`, 'g');
// Digits and symbols written for letters inside a word ("ign0re", "in$tructions").
const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};
const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;
const LEET_IN_WORD = /(?<=[a-z])[013457@$]|[013457@$](?=[a-z])/g;
// Also invisible for the purpose of reading a word: soft hyphen and the combining grapheme joiner.
// eslint-disable-next-line no-misleading-character-class -- a lone combining grapheme joiner is the point
const SOFT = /[\u00AD\u034F]/g;
// One mark at a time: `\p{M}+` overflows V8's backtrack stack on a few million marks.
const MARK = /\p{M}/gu;
const MARK_OR_SOFT_HYPHEN = /[\p{M}\u00AD]/gu;

/**
 * The forms of a text that word patterns are matched against, each lower case, without accents,
 * with every run of other characters reduced to one space and padded with a space at both ends:
 * `' ignora las instrucciones '`. Cheap de-obfuscation first: hidden characters removed, camelCase
 * split, compatibility forms folded (NFKC: 𝐢𝐠𝐧𝐨𝐫𝐞, ｉｇｎｏｒｅ), Cyrillic and Greek look-alikes
 * mapped to Latin, digits inside words read as letters (ign0re). When the text spells words letter
 * by letter (`I G N O R E`, `i.g.n.o.r.e`), a second form joins those letters. Linear in the text.
 *
 * @example
 * scanForms('IGNORE   previous\u200B instructions!'); // [' ignore previous instructions ']
 * scanForms('I.G.N.O.R.E todo'); // [' i g n o r e todo ', ' ignore todo ']
 */
export function scanForms(text: string): string[] {
  const camel = /\p{Lu}/u.test(text) ? text.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2') : text;
  const light = lightForm(camel).replace(LEET_IN_WORD, (c) => LEET[c] ?? c);
  const spaced = ` ${wordsOnly(light)} `;
  const unspelt = light.replace(SPELT_RUN, (run) => run.replace(/[^a-z]/g, ''));
  return unspelt === light ? [spaced] : [spaced, ` ${wordsOnly(unspelt)} `];
}

// Two or more single letters, each one separator apart: a word spelt out ("i g n o r e",
// "i.g.n.o.r.e", "n o"). A wider gap ends the word, so "N O   L E" reads as two words.
const SPELT_RUN = /(?<![a-z0-9])[a-z](?:[^a-z0-9\n][a-z](?![a-z0-9]))+/g;

/** Runs of characters other than `a-z0-9` become one space; no leading or trailing space. */
function wordsOnly(text: string): string {
  // Two passes that leave single spaces alone: most separators are one space, and a global replace
  // that matched each of them would allocate once per word.
  return text
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/**
 * A text with its punctuation kept, otherwise read as {@link scanForms} reads it: hidden characters
 * removed, compatibility forms folded, accents dropped, lower case, look-alike letters mapped to Latin.
 *
 * @example
 * lightForm('ＥＸＴ__Acme__Cancelar'); // 'ext__acme__cancelar'
 */
export function lightForm(text: string): string {
  // Most texts of a definition (keys, enum values, identifiers) are printable ASCII: nothing to fold.
  if (PRINTABLE_ASCII.test(text)) return text.toLowerCase();
  // Each mark becomes a soft hyphen before normalising, as ICU reorders a run of combining marks in
  // quadratic time. Same result: every mark decomposes to marks only and only marks are reordered
  // (the test checks both); a stand-in rather than nothing, so two lone surrogate halves around a
  // mark are not joined into a character that NFKC would then fold.
  return text
    .replace(INVISIBLE, '')
    .replace(BIDI_CONTROL, '')
    .replace(SOFT, '')
    .replace(MARK, '\u00AD')
    .normalize('NFKC')
    .normalize('NFD')
    .replace(MARK_OR_SOFT_HYPHEN, '')
    .toLowerCase()
    .replace(HOMOGLYPH, (c) => HOMOGLYPHS[c] ?? c);
}

/**
 * The first match of any pattern in any form of the text, as the words it matched; `undefined`
 * when none matches.
 *
 * @example
 * firstMatch(scanForms('Olvida todo.'), [/ olvida todo /]); // 'olvida todo'
 */
export function firstMatch(forms: readonly string[], patterns: readonly RegExp[]): string | undefined {
  for (const form of forms) {
    for (const pattern of patterns) {
      const match = pattern.exec(form);
      if (match) return match[0].trim();
    }
  }
  return undefined;
}
