import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.js';
import { idempotencyKey } from './idempotency-key.js';
import { sha256Hex } from './sha256-hex.js';
import { IDEMPOTENCY_VECTORS } from './test-vectors.js';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

/** Drops null members at every depth, as the signature does. */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== null)
        .map(([k, v]) => [k, withoutNulls(v)]),
    );
  }
  return value;
}

describe('sha256Hex', () => {
  it('agrees with node:crypto', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
      }),
      { numRuns: 200 },
    );
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });
});

describe('idempotencyKey', () => {
  it('reproduces the published test vectors, which the README lists', () => {
    for (const v of IDEMPOTENCY_VECTORS) {
      expect(canonicalJson([v.conversationId, v.toolName, v.args ?? {}], { nullAsAbsent: true })).toBe(
        v.canonical,
      );
      expect(idempotencyKey(v.conversationId, v.toolName, v.args)).toBe(v.key);
      // A caller's own digest is handed exactly the canonical text.
      expect(idempotencyKey(v.conversationId, v.toolName, v.args, (text) => text)).toBe(v.canonical);
      expect(sha256Hex(v.canonical)).toBe(v.key);
      expect(readme).toContain(v.key);
      expect(readme).toContain(v.canonical);
    }
  });

  it('signs absent and null arguments like {}', () => {
    const empty = idempotencyKey('c', 't', {});
    expect(idempotencyKey('c', 't', undefined)).toBe(empty);
    expect(idempotencyKey('c', 't', null)).toBe(empty);
    expect(idempotencyKey('c', 't', { a: null })).toBe(empty);
  });

  it('does not collide when characters move between fields', () => {
    expect(idempotencyKey('ab', 'c', {})).not.toBe(idempotencyKey('a', 'bc', {}));
    expect(idempotencyKey('a","b', 'c', {})).not.toBe(idempotencyKey('a', 'b","c', {}));
  });

  it('property: same content ⇒ same key (order, null ≡ absent)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.dictionary(fc.string(), fc.jsonValue()),
        (conv, tool, args) => {
          expect(idempotencyKey(conv, tool, withoutNulls(args))).toBe(idempotencyKey(conv, tool, args));
          const reversed = Object.fromEntries(Object.entries(args).reverse());
          expect(idempotencyKey(conv, tool, reversed)).toBe(idempotencyKey(conv, tool, args));
        },
      ),
    );
  });

  it('property: different arguments, tools or conversations ⇒ different keys', () => {
    const args = fc.dictionary(fc.string(), fc.jsonValue());
    fc.assert(
      fc.property(fc.string(), fc.string(), args, args, (conv, tool, a, b) => {
        const same = canonicalJson(a, { nullAsAbsent: true }) === canonicalJson(b, { nullAsAbsent: true });
        expect(idempotencyKey(conv, tool, a) === idempotencyKey(conv, tool, b)).toBe(same);
      }),
    );
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), args, (c1, c2, tool, a) => {
        fc.pre(c1 !== c2);
        expect(idempotencyKey(c1, tool, a)).not.toBe(idempotencyKey(c2, tool, a));
        expect(idempotencyKey(tool, c1, a)).not.toBe(idempotencyKey(tool, c2, a));
      }),
    );
  });
});
