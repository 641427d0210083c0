import type { FastifyInstance } from 'fastify';
import { DEFAULT_JSON_SHAPE_LIMITS, parseBoundedJson } from '../util/bounded-json.js';
import type { JsonShapeLimits, JsonShapeProblem } from '../util/bounded-json.js';

/** Keys that would reach an object's prototype if a consumer merged the body into an object. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Why a request body was refused before any route saw it. */
export class BodyError extends Error {
  constructor(
    readonly code: 'BODY_EMPTY' | 'BODY_INVALID_JSON' | 'BODY_FORBIDDEN_KEY' | 'BODY_TOO_COMPLEX',
    readonly field: string = '',
    readonly key: string = '',
    /** For `BODY_TOO_COMPLEX`: the bound the body went over, and its value. */
    readonly shape?: { problem: JsonShapeProblem; max: number },
  ) {
    super(code);
  }
}

/** A key on the way down a body, linked to its parent: paths are built only for what is found. */
interface KeyStep {
  key: string;
  value: unknown;
  parent: KeyStep | undefined;
}

function pushChildren(stack: KeyStep[], value: unknown, parent: KeyStep | undefined): void {
  if (typeof value !== 'object' || value === null) return;
  const keys = Object.keys(value);
  // Reversed, so the keys come off the stack in document order.
  for (let i = keys.length - 1; i >= 0; i--) {
    const key = keys[i]!;
    stack.push({ key, value: (value as Record<string, unknown>)[key], parent });
  }
}

/**
 * The dotted path of the first forbidden key in a parsed JSON value, if any. A loop, not
 * recursion: a 1 MiB body can nest 100,000 levels deep, past what the call stack holds.
 */
export function findForbiddenKey(value: unknown): { key: string; field: string } | undefined {
  const stack: KeyStep[] = [];
  pushChildren(stack, value, undefined);
  for (let step = stack.pop(); step !== undefined; step = stack.pop()) {
    if (FORBIDDEN_KEYS.has(step.key)) {
      const keys: string[] = [];
      for (let at: KeyStep | undefined = step; at !== undefined; at = at.parent) keys.push(at.key);
      return { key: step.key, field: keys.reverse().join('.') };
    }
    pushChildren(stack, step.value, step);
  }
  return undefined;
}

/**
 * Parses `application/json` bodies. Their structure is metered before they are parsed: a body
 * nested deeper than `shape.maxDepth` or with more than `shape.maxElements` elements is refused
 * with a 400 that names the bound (nothing downstream then meets a value deep enough to overflow
 * the stack, nor pays to parse a body built to be slow). `JSON.parse` makes `__proto__` an own data
 * property (harmless here), but a body carrying it, `constructor` or `prototype` is refused with a
 * 400 that names the key and where it is: such keys are how prototype pollution reaches code that
 * merges bodies. That scan runs only when the text contains one of the words.
 */
export function installJsonBodyParser(
  app: FastifyInstance,
  shape: JsonShapeLimits = DEFAULT_JSON_SHAPE_LIMITS,
): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(new BodyError('BODY_EMPTY'), undefined);
    const bounded = parseBoundedJson(text, shape);
    if (!bounded.ok) {
      if (bounded.problem === 'syntax') return done(new BodyError('BODY_INVALID_JSON'), undefined);
      const max = bounded.problem === 'depth' ? shape.maxDepth : shape.maxElements;
      return done(new BodyError('BODY_TOO_COMPLEX', '', '', { problem: bounded.problem, max }), undefined);
    }
    const parsed = bounded.value;
    if (/__proto__|constructor|prototype/.test(text)) {
      const found = findForbiddenKey(parsed);
      if (found) return done(new BodyError('BODY_FORBIDDEN_KEY', found.field, found.key), undefined);
    }
    return done(null, parsed);
  });
}
