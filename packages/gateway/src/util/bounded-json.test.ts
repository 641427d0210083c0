import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_JSON_SHAPE_LIMITS, JsonShapeMeter, parseBoundedJson } from './bounded-json.js';

const limits = { maxDepth: 4, maxElements: 10 };

/** Feeds `text` in pieces cut at `cuts`, as bytes or as text. */
function meter(text: string, cuts: number[], as: 'bytes' | 'text', shape = limits): JsonShapeMeter {
  const m = new JsonShapeMeter(shape);
  const bytes = Buffer.from(text);
  const source = as === 'bytes' ? bytes : text;
  const points = [...new Set([0, ...cuts.map((c) => c % (source.length + 1)), source.length])].sort(
    (a, b) => a - b,
  );
  for (let i = 1; i < points.length; i++) {
    const ok =
      as === 'bytes'
        ? m.feedBytes(bytes.subarray(points[i - 1], points[i]))
        : m.feedText(text, points[i - 1], points[i]);
    if (!ok) break;
  }
  return m;
}

describe('JsonShapeMeter', () => {
  it('refuses depth and element counts over their bounds as soon as they are over', () => {
    expect(meter('[[[[1]]]]', [], 'bytes').problem).toBeUndefined();
    expect(meter('[[[[[1]]]]]', [], 'bytes').problem).toBe('depth');
    expect(meter('[1,2,3,4,5,6,7,8,9]', [], 'text').problem).toBeUndefined();
    expect(meter('[1,2,3,4,5,6,7,8,9,10,11]', [], 'text').problem).toBe('elements');
    expect(meter('{"a":1,"b":2,"c":3,"d":4,"e":5,"f":6}', [], 'bytes').problem).toBe('elements');
    // Brackets, quotes and commas inside strings are text, escaped quotes included.
    expect(meter('["[[[[[,,,,,,,,,,,]]", "\\"[[[[[[\\\\"]', [], 'bytes').problem).toBeUndefined();
  });

  it('gives the same verdict whatever the chunks, as bytes or text, escapes and multibyte included', () => {
    const value = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.string({ unit: 'binary' }),
        fc.integer(),
        fc.array(tie('node'), { maxLength: 4 }),
        fc.dictionary(fc.string({ unit: 'grapheme' }), tie('node'), { maxKeys: 3 }),
      ),
    })).node;
    fc.assert(
      fc.property(value, fc.array(fc.nat(), { maxLength: 6 }), (v, cuts) => {
        const text = JSON.stringify(v);
        const whole = meter(text, [], 'text').problem;
        expect(meter(text, cuts, 'bytes').problem).toBe(whole);
        expect(meter(text, cuts, 'text').problem).toBe(whole);
      }),
      { numRuns: 300 },
    );
  });

  it('stops at once on the hostile shapes of issue 30, without reading on', () => {
    const deep = Buffer.from('['.repeat(4 * 1024 * 1024));
    const wide = Buffer.from(`[${'[],'.repeat(1024 * 1024)}[]]`);
    const m = new JsonShapeMeter(DEFAULT_JSON_SHAPE_LIMITS);
    expect(m.feedBytes(deep)).toBe(false);
    expect(m.problem).toBe('depth');
    expect(m.feedBytes(Buffer.from(']'))).toBe(false); // and stays refused
    const w = new JsonShapeMeter(DEFAULT_JSON_SHAPE_LIMITS);
    expect(w.feedBytes(wide)).toBe(false);
    expect(w.problem).toBe('elements');
    w.reset();
    expect(w.feedBytes(Buffer.from('[1,2]'))).toBe(true);
  });
});

describe('parseBoundedJson', () => {
  it('parses a bounded text, and says why it refuses another', () => {
    expect(parseBoundedJson('{"a":[1,2]}', limits)).toEqual({ ok: true, value: { a: [1, 2] } });
    expect(parseBoundedJson('[[[[[[]]]]]]', limits)).toMatchObject({ ok: false, problem: 'depth' });
    expect(parseBoundedJson('{"a":', limits)).toMatchObject({ ok: false, problem: 'syntax' });
  });
});
