import { canonicalJson, sha256Hex } from '@asixto/contract';
import { describe, expect, it } from 'vitest';
import { summarizeCertification } from './certification-summary.js';
import { pinsFromReport } from './pins-from-report.js';

const a = { name: 'a', inputSchema: { type: 'object' }, description: 'uno' };
const b = { name: 'b', inputSchema: { type: 'object' } };

describe('pins from a certification report', () => {
  it('hashes every listed tool and pins only the certified ones that were listed', () => {
    const { hashes, pins } = pinsFromReport(
      [a, b, { junk: true }, { ...a, description: 'dup' }],
      ['a', 'ghost'],
    );
    expect(hashes).toEqual({ a: sha256Hex(canonicalJson(a)), b: sha256Hex(canonicalJson(b)) });
    expect([...pins.certified]).toEqual(['a']);
  });

  it('does not depend on key order (canonical JSON)', () => {
    const reordered = { description: 'uno', inputSchema: { type: 'object' }, name: 'a' };
    expect(pinsFromReport([reordered], ['a']).hashes.a).toBe(pinsFromReport([a], ['a']).hashes.a);
  });

  it('leaves a tool nested too deep to hash unpinned, and pins the rest', () => {
    let schema: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < 5_000; i++) schema = { type: 'object', properties: { x: schema } };
    const deep = { name: 'hondo', inputSchema: schema };
    const { hashes, pins } = pinsFromReport([deep, a], ['hondo', 'a']);
    expect(Object.keys(hashes)).toEqual(['a']);
    expect([...pins.certified]).toEqual(['a']);
  });

  it('summarizes blocking findings only, without report internals', () => {
    const summary = summarizeCertification(
      {
        era: 'modern',
        summary: { passed: 3, blocking: 1, warnings: 1 },
        tools: [a],
        findings: [
          { rule: 'r1', level: 'DEBE', ok: false, heuristic: false, tool: 'b', message: 'falta el verbo' },
          { rule: 'r2', level: 'DEBERIA', ok: false, heuristic: false, tool: 'a', message: 'aviso' },
          { rule: 'r3', level: 'DEBE', ok: false, heuristic: true, message: 'sospecha' },
          { rule: 'r4', level: 'DEBE', ok: true, heuristic: false, message: 'bien' },
        ],
      },
      ['a'],
      'certified',
      '2026-07-28T00:00:00.000Z',
    );
    expect(summary).toEqual({
      status: 'certified',
      certifiedAt: '2026-07-28T00:00:00.000Z',
      era: 'modern',
      summary: { passed: 3, blocking: 1, warnings: 1 },
      certifiedTools: ['a'],
      blockingFindings: [{ rule: 'r1', tool: 'b', message: 'falta el verbo' }],
    });
  });
});
