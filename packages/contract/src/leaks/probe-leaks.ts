import type { CallProbe } from '../rules/call/call-probe.js';
import { toolErrorOf } from '../result/tool-error-of.js';
import { isJsonObject } from '../schema/json-value.js';
import { findResultLeaks } from './guard-result.js';
import type { LocatedLeak } from './guard-result.js';
import { isInternalFieldKey } from './internal-field-keys.js';
import { pointerOf, walkJson } from './json-walk.js';

/** A leak of a probe call, with a short sample of it when it is a trace (never of a secret). */
export interface ProbeLeak extends LocatedLeak {
  sample?: string;
}

const cache = new WeakMap<CallProbe, ProbeLeak[]>();
const SAMPLE_MAX = 80;

/**
 * What the model would read of a probe call: the joined text and `structuredContent` of a success;
 * of a business error, its `user_message` only (the gateway keeps `details` and the rest of the
 * error out of the model's text).
 */
function modelFacing(probe: CallProbe): unknown {
  if (!probe.isError) {
    return {
      content: [{ type: 'text', text: probe.text }],
      ...(probe.structuredContent !== undefined ? { structuredContent: probe.structuredContent } : {}),
    };
  }
  const error = toolErrorOf({
    isError: true,
    content: [{ type: 'text', text: probe.firstText ?? probe.text }],
    ...(probe.structuredContent !== undefined ? { structuredContent: probe.structuredContent } : {}),
  });
  return { structuredContent: { error: { user_message: error?.user_message ?? '' } } };
}

function sampleOf(text: string, leak: LocatedLeak): string {
  return text
    .slice(leak.start, Math.min(leak.end, leak.start + SAMPLE_MAX))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The traces and secrets in what the model would read of one probe call (memoised per probe: the
 * two rules that judge them share one scan). Samples are given for traces only: a report never
 * repeats a secret.
 *
 * @example
 * probeLeaks(probe).filter((leak) => leak.rule === 'call-no-secrets');
 */
export function probeLeaks(probe: CallProbe): ProbeLeak[] {
  const cached = cache.get(probe);
  if (cached) return cached;
  let leaks: ProbeLeak[] = [];
  if (probe.outcome === 'result') {
    const facing = modelFacing(probe);
    const texts = new Map<string, string>();
    leaks = findResultLeaks(facing).map((leak) => {
      if (leak.rule !== 'call-no-traces') return leak;
      const text = textAt(facing, leak.path, texts);
      return text === undefined ? leak : { ...leak, sample: sampleOf(text, leak) };
    });
  }
  cache.set(probe, leaks);
  return leaks;
}

/** The string at a path `findResultLeaks` gave (`/content/0/text` or a structured pointer). */
function textAt(root: unknown, path: string, memo: Map<string, string>): string | undefined {
  const known = memo.get(path);
  if (known !== undefined) return known;
  let at: unknown = root;
  for (const raw of path.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(at)) at = at[Number(key)];
    else if (isJsonObject(at) && Object.hasOwn(at, key)) at = at[key];
    else return undefined;
  }
  if (typeof at !== 'string') return undefined;
  memo.set(path, at);
  return at;
}

/** Walk bounds of the internal-field check: far above any real answer. */
const FIELD_WALK = { maxNodes: 20_000, maxDepth: 32 };

/**
 * Keys of a successful probe's `structuredContent` that look internal or administrative, with
 * their JSON pointers, in the order met.
 *
 * @example
 * internalFields(probe); // [{ key: '_id', path: '/structuredContent/_id' }]
 */
export function internalFields(probe: CallProbe): { key: string; path: string }[] {
  if (probe.outcome !== 'result' || probe.isError || probe.structuredContent === undefined) return [];
  const walk = walkJson(probe.structuredContent, FIELD_WALK);
  return walk.members
    .filter((member) => isInternalFieldKey(member.key as string))
    .map((member) => ({ key: member.key as string, path: `/structuredContent${pointerOf(walk, member)}` }));
}
