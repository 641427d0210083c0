import { LIMITS } from '@asixto/contract';

/**
 * Makes a summary fit to be read aloud (page 07): no URLs, no markdown, tables or bullets, no
 * emojis, one paragraph, at most `LIMITS.voiceContentMaxChars`, cut at a sentence or word boundary.
 *
 * @example
 * voiceText('**Listo**: ver https://x.co/a'); // 'Listo: ver'
 */
export function voiceText(text: string, maxChars: number = LIMITS.voiceContentMaxChars): string {
  let out = text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // markdown links and images keep their label only
    .replace(/\b(?:https?:\/\/|www\.)\S+/gi, '')
    .replace(/(?<=[\p{L}\p{N}])_(?=[\p{L}\p{N}])/gu, ' ') // `en_camino` is said "en camino"
    .replace(/[*_`#>|~]+/g, '')
    .replace(/^\s*(?:[-+•]|\d+[.)])\s+/gm, '')
    .replace(/\p{Extended_Pictographic}\uFE0F?/gu, '')
    .replace(/\s*\n+\s*/g, '. ')
    .replace(/\.(\s*\.)+/g, '.')
    .replace(/:\s*\./g, '.')
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .trim();
  if (out.length > maxChars) {
    const cut = out.slice(0, maxChars);
    const sentence = cut.lastIndexOf('. ');
    out =
      sentence > maxChars / 2
        ? cut.slice(0, sentence + 1)
        : cut.slice(0, cut.lastIndexOf(' ')).trimEnd() + '…';
  }
  return out;
}
