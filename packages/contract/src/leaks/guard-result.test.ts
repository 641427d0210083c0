import { describe, expect, it } from 'vitest';
import { JWT, NODE_TRACE } from './__fixtures__/leaking-answers.js';
import { findResultLeaks, guardResult } from './guard-result.js';

const mark = '[dato interno retirado]';
const text = (value: string) => ({ type: 'text', text: value });

describe('guardResult', () => {
  it('removes a token and a trace from the text and from structuredContent, keeping the honest part', () => {
    const raw = {
      content: [text(`Cliente Ana Restrepo. token=${JWT}\n${NODE_TRACE}`), { type: 'image', data: 'x' }],
      structuredContent: {
        nombre: 'Ana Restrepo',
        sesion: { token: JWT, vence: '2026-09-03T09:00:00-05:00' },
        db_password: 'S3cr3t2026',
        notas: ['al día', NODE_TRACE],
      },
    };
    const { result, leaks } = guardResult(raw, { mark });
    const json = JSON.stringify(result);
    expect(json).not.toContain(JWT.slice(0, 20));
    expect(json).not.toContain('customers.js');
    expect(json).not.toContain('S3cr3t2026');
    expect(result).toEqual({
      // The token and the trace after it, only a line break apart, become one mark.
      content: [text(`Cliente Ana Restrepo. token=${mark}`), { type: 'image', data: 'x' }],
      structuredContent: {
        nombre: 'Ana Restrepo',
        sesion: { token: mark, vence: '2026-09-03T09:00:00-05:00' },
        db_password: mark,
        notas: ['al día', mark],
      },
    });
    expect(leaks.sort((a, b) => a.rule.localeCompare(b.rule))).toEqual([
      { rule: 'call-no-secrets', count: 3 },
      { rule: 'call-no-traces', count: 2 },
    ]);
  });

  it('returns the very same object when nothing leaks, and never changes the original', () => {
    const honest = { content: [text('Pedido PED-2026-00123 confirmado.')], structuredContent: { total: 1 } };
    expect(guardResult(honest, { mark }).result).toBe(honest);
    const leaking = { content: [text(`token=${JWT}`)], structuredContent: { a: { b: JWT }, c: { d: 1 } } };
    const snapshot = structuredClone(leaking);
    const { result } = guardResult(leaking, { mark });
    expect(leaking).toEqual(snapshot);
    // Only the containers on the way to a change are copied.
    expect((result as typeof leaking).structuredContent.c).toBe(leaking.structuredContent.c);
  });

  it('does not read the text blocks of an error (the model reads its structuredContent.error)', () => {
    const error = { error_type: 'SYSTEM', user_message: `Falla: ${NODE_TRACE}` };
    const raw = { isError: true, content: [text(JSON.stringify({ error }))], structuredContent: { error } };
    const { result } = guardResult(raw, { mark });
    expect(result).toEqual({
      ...raw,
      structuredContent: { error: { ...error, user_message: `Falla: ${mark}` } },
    });
  });

  it('replaces what lies beyond its bounds: too deep, too many nodes, too many characters', () => {
    const limits = { maxNodes: 6, maxDepth: 2, maxChars: 40 };
    const raw = {
      content: [text('a'.repeat(30)), text('b'.repeat(30))],
      structuredContent: { deep: { deeper: { deepest: 'x' } }, list: ['1', '2', '3', '4', '5'] },
    };
    const { result, leaks } = guardResult(raw, { mark, limits });
    expect(leaks).toEqual([]);
    expect(result).toEqual({
      content: [text('a'.repeat(30)), text(mark)],
      // Depth 2 is read, depth 3 is not; the node budget (6, two of them text blocks) runs out in the list.
      structuredContent: { deep: { deeper: { deepest: mark } }, list: [mark, mark, mark, mark, mark] },
    });
  });

  it('keeps a member named __proto__ a member', () => {
    const structured = JSON.parse(`{"__proto__": {"token": "${JWT}"}, "ok": 1}`) as Record<string, unknown>;
    const { result } = guardResult({ structuredContent: structured }, { mark });
    const out = (result as { structuredContent: Record<string, unknown> }).structuredContent;
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(out, '__proto__')?.value).toEqual({ token: mark });
  });

  it('leaves anything that is not an object as it is', () => {
    for (const raw of [null, 'x', 3, [JWT]])
      expect(guardResult(raw, { mark })).toEqual({ result: raw, leaks: [] });
  });
});

describe('findResultLeaks', () => {
  it('says where each leak is, without its value', () => {
    const leaks = findResultLeaks({
      content: [text('ok'), text(`password=hunter22`)],
      structuredContent: { citas: [{ 'a/b': NODE_TRACE }] },
    });
    expect(leaks.map((leak) => [leak.rule, leak.kind, leak.path])).toEqual([
      ['call-no-secrets', 'credential-pair', '/content/1/text'],
      // One trace, one leak: named by its first line.
      ['call-no-traces', 'runtime-error', '/structuredContent/citas/0/a~1b'],
    ]);
    expect(JSON.stringify(leaks)).not.toContain('hunter22');
  });
});
