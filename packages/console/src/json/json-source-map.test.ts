import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonSourceMap, lineColumn, locatePointer } from './json-source-map';

const POLICY = `{
  "tools": {
    "cancelar_cita": { "channels": ["chat"] },
    "a/b~c": { "level": "superadmin" }
  },
  "channels": { "voice": { "maxLevel": "read" } }
}`;

const at = (text: string, span: { start: number; end: number } | undefined) =>
  span ? text.slice(span.start, span.end) : undefined;

describe('jsonSourceMap', () => {
  it('records where each value and member key is written, by JSON pointer (RFC 6901 escapes)', () => {
    const map = jsonSourceMap(POLICY);
    if (!map.ok) throw new Error('expected valid JSON');
    expect(map.value).toEqual(JSON.parse(POLICY));
    expect(at(POLICY, map.locations.get('/tools/a~1b~0c/level')?.value)).toBe('"superadmin"');
    expect(at(POLICY, map.locations.get('/tools/a~1b~0c/level')?.key)).toBe('"level"');
    expect(at(POLICY, map.locations.get('/tools/cancelar_cita/channels/0')?.value)).toBe('"chat"');
    expect(at(POLICY, map.locations.get('/channels/voice')?.value)).toBe('{ "maxLevel": "read" }');
    expect(at(POLICY, map.locations.get('')?.value)).toBe(POLICY);
  });

  it('says where the syntax breaks', () => {
    expect(jsonSourceMap('{"a": 1,}')).toEqual({ ok: false, offset: 8, reason: 'unexpected_character' });
    expect(jsonSourceMap('{"a": ')).toEqual({ ok: false, offset: 6, reason: 'unexpected_end' });
    expect(jsonSourceMap('{"a": 01}')).toEqual({ ok: false, offset: 6, reason: 'invalid_number' });
    expect(jsonSourceMap('{"a": "\\x"}')).toEqual({ ok: false, offset: 7, reason: 'invalid_string' });
    expect(jsonSourceMap('{} {}')).toEqual({ ok: false, offset: 3, reason: 'trailing_content' });
    expect(jsonSourceMap(`${'['.repeat(300)}${']'.repeat(300)}`)).toMatchObject({
      ok: false,
      reason: 'too_deep',
    });
  });

  it('accepts exactly what JSON.parse accepts, and yields the same value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.constantFrom(0, 2, '\t'), (value, space) => {
        const text = JSON.stringify(value, null, space);
        const map = jsonSourceMap(text);
        expect(map.ok).toBe(true);
        if (map.ok) expect(map.value).toEqual(JSON.parse(text));
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(
        fc.jsonValue({ maxDepth: 3 }),
        fc.nat(),
        fc.string({ maxLength: 2 }),
        (value, cut, insert) => {
          const text = JSON.stringify(value);
          const at = cut % (text.length + 1);
          const mutated = text.slice(0, at) + insert + text.slice(at + 1);
          let standard = true;
          try {
            JSON.parse(mutated);
          } catch {
            standard = false;
          }
          expect(jsonSourceMap(mutated).ok).toBe(standard);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('lineColumn', () => {
  it('counts lines across \\n, \\r\\n and \\r, columns from 1', () => {
    expect(lineColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
    expect(lineColumn('ab\r\ncd\ref', 7)).toEqual({ line: 3, column: 1 });
    expect(lineColumn('', 0)).toEqual({ line: 1, column: 1 });
  });
});

describe('locatePointer', () => {
  const map = jsonSourceMap(POLICY);
  if (!map.ok) throw new Error('expected valid JSON');
  it('spans key and value of an object member (an unknown key is about the key)', () => {
    expect(at(POLICY, locatePointer(map.locations, '/tools/cancelar_cita/channels'))).toBe(
      '"channels": ["chat"]',
    );
  });
  it('falls back to the nearest written ancestor for a member that is not in the text', () => {
    expect(at(POLICY, locatePointer(map.locations, '/channels/voice/deny'))).toBe(
      '"voice": { "maxLevel": "read" }',
    );
  });
});
