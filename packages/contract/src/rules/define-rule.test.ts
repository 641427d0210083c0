import { describe, expect, it } from 'vitest';
import { defineRule, evaluateRule } from './define-rule.js';

interface Snapshot {
  status: number;
}

const probeRule = defineRule({
  id: 'probe-status',
  level: 'DEBE',
  page: '07',
  section: 'test',
  scope: 'server',
  heuristic: false,
  title: { es: 'Responde 401', en: 'Answers 401' },
  messages: {
    es: { wrong: 'Respondió {status}', fine: 'Respondió 401' },
    en: { wrong: 'Answered {status}', fine: 'Answered 401' },
  },
  applies: (s: Snapshot) => s.status !== 0,
  check: (s: Snapshot) =>
    s.status === 401
      ? [{ ok: true, messageId: 'fine' as const }]
      : s.status < 0
        ? (() => {
            throw new Error('boom');
          })()
        : [{ ok: false, messageId: 'wrong' as const, data: { status: s.status }, path: '/status' }],
});

describe('evaluateRule', () => {
  it('renders a failure in the requested language with its data and path', () => {
    expect(evaluateRule(probeRule, { status: 200 }, 'en', { tool: 't' })).toEqual([
      {
        rule: 'probe-status',
        level: 'DEBE',
        ok: false,
        heuristic: false,
        message: 'Answered 200',
        tool: 't',
        path: '/status',
        // Kept so the finding can be rendered again in another language (localizeFinding).
        messageId: 'wrong',
        data: { status: 200 },
      },
    ]);
    expect(evaluateRule(probeRule, { status: 200 })[0]?.message).toBe('Respondió 200');
  });

  it('uses a pass message when the check gives one, else the title', () => {
    expect(evaluateRule(probeRule, { status: 401 }, 'en')[0]).toMatchObject({
      ok: true,
      message: 'Answered 401',
    });
    const silent = defineRule({ ...probeRule, check: () => [] });
    expect(evaluateRule(silent, { status: 401 }, 'es')[0]).toMatchObject({
      ok: true,
      message: 'Responde 401',
    });
  });

  it('yields nothing when the rule does not apply', () => {
    expect(evaluateRule(probeRule, { status: 0 })).toEqual([]);
  });

  it('reports a throwing check as a failed finding instead of losing it', () => {
    expect(evaluateRule(probeRule, { status: -1 }, 'en')[0]).toMatchObject({
      ok: false,
      message: 'Answers 401: boom',
    });
  });

  it('freezes rules', () => {
    expect(Object.isFrozen(probeRule)).toBe(true);
  });
});
