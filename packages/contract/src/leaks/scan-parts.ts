import { findLeaks } from './find-leaks.js';
import type { LeakHit } from './leak-hit.js';

/**
 * Between two parts when they are scanned as one text: a line break on each side of a character no
 * detector reads, so no leak is found across two parts.
 */
const SEPARATOR = '\n\u0000\n';
/** Parts shorter than this cannot hold a leak (`findLeaks` needs 8 characters). */
const MIN_PART = 8;
/** Values up to this long are read once however often they occur. */
const DEDUPE_MAX = 256;

/**
 * The leaks in each of several strings, found with one scan of them all (each detector then
 * searches once per result rather than once per string), with offsets in each part's own text. A
 * value that occurs several times (a list's repeated category, currency or place) is read once.
 *
 * @example
 * scanParts(['Hola', 'password=hunter2']); // [[], [{ kind: 'credential-pair', start: 9, … }]]
 */
export function scanParts(parts: readonly string[]): LeakHit[][] {
  const found: LeakHit[][] = parts.map(() => []);
  // Each distinct value, where it starts in the joined text, and the parts that hold it.
  const distinct = new Map<string, number>();
  const texts: string[] = [];
  const starts: number[] = [];
  const holders: number[][] = [];
  let offset = 0;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    if (part.length < MIN_PART) continue;
    // Hashing a long value costs about as much as reading it: only short ones are looked up.
    const seen = part.length <= DEDUPE_MAX ? distinct.get(part) : undefined;
    if (seen !== undefined) {
      (holders[seen] as number[]).push(i);
      continue;
    }
    if (part.length <= DEDUPE_MAX) distinct.set(part, texts.length);
    texts.push(part);
    starts.push(offset);
    holders.push([i]);
    offset += part.length + SEPARATOR.length;
  }
  if (texts.length === 0) return found;
  const hits = findLeaks(texts.length === 1 ? (texts[0] as string) : texts.join(SEPARATOR));
  for (const hit of hits) {
    // The text that holds the hit's start: the last one starting at or before it.
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((starts[mid] as number) <= hit.start) low = mid;
      else high = mid - 1;
    }
    const start = starts[low] as number;
    const length = (texts[low] as string).length;
    if (hit.start >= start + length) continue;
    const local = { ...hit, start: hit.start - start, end: Math.min(hit.end, start + length) - start };
    for (const i of holders[low] as number[]) (found[i] as LeakHit[]).push(local);
  }
  return found;
}
