import { isJsonObject, own } from '../schema/json-value.js';
import { mergeLeakSpans } from './find-leaks.js';
import { leakHit } from './leak-hit.js';
import type { LeakHit, LeakRuleId } from './leak-hit.js';
import { pointerOf, replaceInJson, walkJson } from './json-walk.js';
import type { JsonPlace, JsonWalk } from './json-walk.js';
import { scanParts } from './scan-parts.js';
import { endsLikeSecretKey, isSecretKey, isSecretValue } from './secret-keys.js';

/**
 * Bounds of the result guard: nodes and depth of `structuredContent` walked (content blocks count
 * as nodes too), and characters scanned. A value beyond them is replaced by the mark: what the
 * guard cannot read does not reach the model. A tool's answer is 3,000 characters (page 02); these
 * are about ninety times that. Scanning costs ~3 µs per 1,000 characters of prose and at most ~0.2
 * µs per character of input built against the detectors, so the bound caps a hostile result at
 * tens of milliseconds.
 */
export const RESULT_GUARD_LIMITS: Readonly<ResultGuardLimits> = Object.freeze({
  maxNodes: 20_000,
  maxDepth: 32,
  maxChars: 262_144,
});

export interface ResultGuardLimits {
  maxNodes: number;
  maxDepth: number;
  maxChars: number;
}

/** Strings shorter than this hold no leak a detector finds (`pwd=abcd`); only their key can say. */
const MIN_SCANNED = 8;

/** How many leaks of a rule the guard removed from one result (merged spans: a trace counts once). */
export interface LeakCount {
  rule: LeakRuleId;
  count: number;
}

/** One string of a result the model may read, and where it sits. */
interface Part {
  value: string;
  /** A `content` block (its index), or a place in `structuredContent`. */
  block?: number;
  place?: JsonPlace;
  /** Hits the text scan cannot see: the whole value is a secret by its key. */
  keyed?: LeakHit;
}

/** The strings of a result the model may read, within the guard's bounds. */
interface Parts {
  parts: Part[];
  walk: JsonWalk | undefined;
  /** Places of `structuredContent` beyond the bounds, and content blocks beyond them. */
  cutPlaces: JsonPlace[];
  cutBlocks: number[];
}

function isTextBlock(block: unknown): block is { type: 'text'; text: string } {
  return isJsonObject(block) && own(block, 'type') === 'text' && typeof own(block, 'text') === 'string';
}

/** A member whose key names a secret and whose value is one (`"password": "hunter2"`). */
function keyedSecret(place: JsonPlace, value: string): LeakHit | undefined {
  const key = place.key;
  if (typeof key !== 'string' || !endsLikeSecretKey(key, key.length)) return undefined;
  if (!isSecretKey(key) || !isSecretValue(value)) return undefined;
  return leakHit('credential-pair', 0, value.length, key);
}

/**
 * Collects what the model may read of a result: its text blocks and every string of its
 * `structuredContent` — but not an error's text blocks, which the model never reads (the gateway
 * rebuilds the error's text from `structuredContent.error`, without `details`).
 */
function collectParts(result: Record<string, unknown>, limits: ResultGuardLimits): Parts {
  const out: Parts = { parts: [], walk: undefined, cutPlaces: [], cutBlocks: [] };
  let chars = 0;
  const take = (part: Part): boolean => {
    if (chars + part.value.length > limits.maxChars) return false;
    chars += part.value.length;
    out.parts.push(part);
    return true;
  };
  const content = own(result, 'content');
  const structured = own(result, 'structuredContent');
  const error = isJsonObject(structured) && isJsonObject(own(structured, 'error'));
  let nodes = 0;
  if (Array.isArray(content) && !(own(result, 'isError') === true && error)) {
    content.forEach((block, i) => {
      if (!isTextBlock(block)) return;
      if (++nodes > limits.maxNodes || !take({ value: block.text, block: i })) out.cutBlocks.push(i);
    });
  }
  if (structured !== undefined) {
    const walk = walkJson(structured, {
      maxNodes: Math.max(0, limits.maxNodes - nodes),
      maxDepth: limits.maxDepth,
    });
    out.walk = walk;
    for (const place of walk.cut) out.cutPlaces.push(place);
    for (const string of walk.strings) {
      const keyed = keyedSecret(string, string.value);
      // Too short for any detector, and no secret by its key: nothing to read.
      if (!keyed && string.value.length < MIN_SCANNED) continue;
      const part: Part = keyed
        ? { value: string.value, place: string, keyed }
        : { value: string.value, place: string };
      if (!take(part)) out.cutPlaces.push(string);
    }
  }
  return out;
}

function redact(value: string, hits: readonly LeakHit[], mark: string): string {
  let out = '';
  let from = 0;
  for (const span of mergeLeakSpans(value, hits)) {
    out += value.slice(from, span.start) + mark;
    from = span.end;
  }
  return out + value.slice(from);
}

/** Leaks of one string, counted per rule as the spans that would be replaced. */
function countInto(counts: Map<LeakRuleId, number>, value: string, hits: readonly LeakHit[]): void {
  for (const rule of new Set(hits.map((hit) => hit.rule))) {
    const spans = mergeLeakSpans(
      value,
      hits.filter((hit) => hit.rule === rule),
    ).length;
    counts.set(rule, (counts.get(rule) ?? 0) + spans);
  }
}

/**
 * The result guard (page 02: no traces, no tokens in the answer): every stack trace, runtime or
 * database error and secret in the text blocks and in the strings of `structuredContent` replaced
 * by `mark`, the rest of the result as it was. Returns the same object when nothing was found;
 * otherwise a copy (containers on the way to a change copied, the rest shared). Pure; linear in the
 * result, within {@link RESULT_GUARD_LIMITS}.
 *
 * @example
 * const { result, leaks } = guardResult(raw, { mark: renderMessage(CONTRACT_MESSAGES, 'leakMark', 'es') });
 * // leaks: [{ rule: 'call-no-secrets', count: 1 }]
 */
export function guardResult(
  result: unknown,
  { mark, limits = RESULT_GUARD_LIMITS }: { mark: string; limits?: ResultGuardLimits },
): { result: unknown; leaks: LeakCount[] } {
  if (!isJsonObject(result)) return { result, leaks: [] };
  const { parts, walk, cutPlaces, cutBlocks } = collectParts(result, limits);
  const found = scanParts(parts.map((part) => part.value));
  const counts = new Map<LeakRuleId, number>();
  const blocks = new Map<number, string>();
  const places: (readonly [JsonPlace, unknown])[] = cutPlaces.map((place) => [place, mark] as const);
  parts.forEach((part, i) => {
    const hits = part.keyed ? [part.keyed] : (found[i] as LeakHit[]);
    if (hits.length === 0) return;
    countInto(counts, part.value, hits);
    const redacted = redact(part.value, hits, mark);
    if (part.block !== undefined) blocks.set(part.block, redacted);
    else if (part.place) places.push([part.place, redacted]);
  });
  for (const block of cutBlocks) blocks.set(block, mark);
  if (blocks.size === 0 && places.length === 0) return { result, leaks: [] };
  const copy: Record<string, unknown> = { ...result };
  if (blocks.size > 0) {
    copy.content = (own(result, 'content') as unknown[]).map((block, i) =>
      blocks.has(i) ? { ...(block as object), text: blocks.get(i) } : block,
    );
  }
  if (places.length > 0 && walk) {
    copy.structuredContent = replaceInJson(own(result, 'structuredContent'), walk, places);
  }
  const leaks = [...counts].map(([rule, count]) => ({ rule, count }));
  return { result: copy, leaks };
}

/**
 * One hit per span the guard would replace, per rule: the first hit of each (a trace of many frames
 * is one leak, named by its first line), over the whole span.
 */
function spansOf(value: string, hits: readonly LeakHit[]): LeakHit[] {
  const out: LeakHit[] = [];
  for (const rule of new Set(hits.map((hit) => hit.rule))) {
    const own = hits.filter((hit) => hit.rule === rule).sort((a, b) => a.start - b.start);
    for (const span of mergeLeakSpans(value, own)) {
      const first = own.find((hit) => hit.start === span.start) as LeakHit;
      out.push({ ...first, end: span.end });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

/** Where a leak of a result is: `/content/0/text`, or a pointer into `/structuredContent`. */
export interface LocatedLeak extends LeakHit {
  path: string;
}

/**
 * Every leak of a result the model may read — one per span `guardResult` would replace, per rule —
 * with where it is and without changing anything (the toolkit refuses such a result). Values beyond
 * the guard's bounds are not reported.
 *
 * @example
 * findResultLeaks({ content: [{ type: 'text', text: 'password=hunter2' }] })[0]?.path; // '/content/0/text'
 */
export function findResultLeaks(
  result: unknown,
  limits: ResultGuardLimits = RESULT_GUARD_LIMITS,
): LocatedLeak[] {
  if (!isJsonObject(result)) return [];
  const { parts, walk } = collectParts(result, limits);
  const found = scanParts(parts.map((part) => part.value));
  const located: LocatedLeak[] = [];
  parts.forEach((part, i) => {
    const path =
      part.block !== undefined
        ? `/content/${part.block}/text`
        : `/structuredContent${walk && part.place ? pointerOf(walk, part.place) : ''}`;
    for (const hit of spansOf(part.value, part.keyed ? [part.keyed] : (found[i] as LeakHit[])))
      located.push({ ...hit, path });
  });
  return located;
}
