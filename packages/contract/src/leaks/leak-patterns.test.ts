import { RE2JS } from 're2js';
import { describe, expect, it } from 'vitest';
import { linearPatternEngine } from '../schema/linear-pattern-engine.js';
import { JWT, NODE_TRACE } from './__fixtures__/leaking-answers.js';
import { findLeaks } from './find-leaks.js';
import { guardResult } from './guard-result.js';
import { LEAK_PATTERNS } from './regex-scan.js';

const engine = linearPatternEngine(RE2JS);

describe('the leak detectors are linear', () => {
  it('register every pattern they run on tenant text, and each one compiles on RE2', () => {
    // Loading find-leaks loads every detector, and each registers its patterns as it is built.
    expect(LEAK_PATTERNS.length).toBeGreaterThan(45);
    for (const pattern of LEAK_PATTERNS)
      expect(() => engine(pattern.source, 'u'), pattern.source).not.toThrow();
  });

  // Inputs built to make each detector reread what it read: repeated literals, long runs of the
  // characters its bounded repetitions take, separators without end. On a careless detector each
  // costs minutes to hours; here each is one pass. Ten times the measured cost is seconds.
  const MB = 1_000_000;
  const fill = (unit: string): string => unit.repeat(Math.ceil(MB / unit.length));
  const HOSTILE: Record<string, string> = {
    'Error.': fill('Error.'),
    'AError: at': fill('AError: x at f (AError: y) '),
    xception: fill('xceptionException.'),
    'js positions': fill('/a.js:1:1'),
    'java frames': fill('at a.b.C.d(X.java:1) '),
    'dotted before a position': fill('at a.b.c.d.e.f.g.') + '(X.java:1)',
    indented: fill('  TypeError: x\n'),
    goroutines: fill('goroutine 1 [running]:\nmain.f(0x0)\n\t/a.go:1 +0x1\n'),
    'php frames': fill('#0 /a.php(1): f()\n'),
    'eyJ runs': fill('eyJeyJ.'),
    yJ: fill('yJ'),
    'JWT halves': fill(`${JWT.slice(0, 60)}.`),
    bearers: fill('Bearer Bearer1'),
    basic: fill('Basic QUFBQUFBQUFB'),
    'private key without END': '-----BEGIN RSA PRIVATE KEY-----\n' + fill('QUFB'),
    'key blocks': fill('-----BEGIN PRIVATE KEY-----'),
    'sk- runs': fill('sk-'),
    sk_live_: fill('sk_live_AbC123'),
    'password=': fill('password='),
    'password: a': fill('password: a'),
    colons: fill(':'),
    equals: fill('='),
    'at signs': fill('@'),
    'url userinfo': fill('x://a:b'),
    FROM: fill('FROM '),
    'SELECT FROM': fill('SELECT a, b, c ') + 'FROM t',
    violates: fill('violates '),
    quotes: fill('relation "x" '),
    SQL: fill('SQLSQL_'),
    ER_: fill('ER_A_'),
    ONNREFUSED: fill('ECONNREFUSEDECONNREFUSED '),
    'many small traces': fill(`${NODE_TRACE}\n`),
  };

  it.each(Object.entries(HOSTILE))('reads %s once', (_name, text) => {
    const started = performance.now();
    findLeaks(text);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('guards a hostile structure once: wide, deep and full of short strings', () => {
    const deep: unknown[] = [];
    let cursor = deep;
    for (let i = 0; i < 100_000; i++) {
      const next: unknown[] = [];
      cursor.push(next);
      cursor = next;
    }
    const started = performance.now();
    guardResult(
      { structuredContent: { deep, wide: Array.from({ length: 200_000 }, () => 'TypeError: x') } },
      { mark: '[x]' },
    );
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
