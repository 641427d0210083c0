import { describe, expect, it } from 'vitest';
import { RULES } from '../index.js';
import { JWT, NODE_TRACE } from '../../leaks/__fixtures__/leaking-answers.js';
import { callProbe, errorProbe, idempotencyProbe } from './__fixtures__/call-probe.js';
import type { CallProbe, IdempotencyProbe } from './call-probe.js';
import { CALL_RULES, IDEMPOTENCY_RULES, checkCall, checkIdempotency } from './call-rules.js';

/** Snapshots that, between them, make every call rule emit every message it declares. */
const BAD_CALLS: CallProbe[] = [
  callProbe({ outcome: 'rpc-error' }),
  callProbe({ outcome: 'http-error' }),
  callProbe({ outcome: 'transport-error' }),
  callProbe({ resultType: 'input_required', structuredContent: undefined, text: 'x'.repeat(3001) }),
  callProbe({ outputSchemaErrors: ['x'] }),
  errorProbe({ error_type: 'X' }, { firstText: '' }),
  errorProbe({ error_type: 'SYSTEM', user_message: 'x'.repeat(201) }),
  errorProbe({}, { structuredContent: {} }),
  callProbe({ purpose: 'optional-null', nullParams: ['a'], isError: true, text: 'Input validation error' }),
  callProbe({ purpose: 'empty-search', isError: true }),
  callProbe({ purpose: 'empty-search', structuredContent: {} }),
  callProbe({ structuredContent: { a: '2026-01-01T00:00:00', b: '2026-01-01T00:00:00Z' } }),
  callProbe({ purpose: 'voice', text: '**a** https://x.example' }),
  callProbe({ purpose: 'not-found', lookup: { param: 'documento', value: '9' } }),
  errorProbe(
    { error_type: 'NOT_FOUND', user_message: 'No existe.' },
    { purpose: 'not-found', lookup: { param: 'documento', value: '9' } },
  ),
  // Leaks: one of each kind the two leak rules name, and internal fields.
  callProbe({
    text: `${NODE_TRACE}\n\nDatos:\n  File "/app/a.py", line 1, in f`,
    structuredContent: {
      _id: 1,
      nota: 'ERROR:  relation "t" does not exist',
      conexion: 'postgres://app:S3cr3tP4ss@db/crm',
    },
  }),
  callProbe({
    structuredContent: {
      a: `token ${JWT}`,
      b: 'Authorization: Bearer 8f14e45fceea167a5a36dedd4bea2543',
      c: '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----',
      d: 'AKIAIOSFODNN7EXAMPLE',
      e: 'password=hunter22',
    },
  }),
];
const BAD_WRITES: IdempotencyProbe[] = [
  idempotencyProbe({ sequentialSame: false, concurrentSame: false, differentKeyChanged: false }),
];

function used(
  rules: readonly { applies?(s: never): boolean; check(s: never): readonly { messageId: string }[] }[],
  subjects: unknown[],
) {
  return rules.map(
    (rule) =>
      new Set(
        subjects.flatMap((s) =>
          rule.applies && !rule.applies(s as never) ? [] : rule.check(s as never).map((r) => r.messageId),
        ),
      ),
  );
}

describe('call rules', () => {
  it('are registered in the catalog with the call scope', () => {
    for (const rule of [...CALL_RULES, ...IDEMPOTENCY_RULES]) {
      expect(RULES).toContain(rule);
      expect(rule.scope).toBe('call');
    }
  });

  it('use every message id they declare', () => {
    const callUse = used(CALL_RULES, [
      ...BAD_CALLS,
      callProbe({ structuredContent: { a: '2026-01-01T05:45:00+05:45' } }),
    ]);
    CALL_RULES.forEach((rule, i) =>
      expect([...(callUse[i] ?? [])].sort(), rule.id).toEqual(Object.keys(rule.messages.es).sort()),
    );
    const writeUse = used(IDEMPOTENCY_RULES, BAD_WRITES);
    IDEMPOTENCY_RULES.forEach((rule, i) =>
      expect([...(writeUse[i] ?? [])].sort(), rule.id).toEqual(Object.keys(rule.messages.es).sort()),
    );
  });

  it('judge a compliant call and write with no failure, tagging the tool', () => {
    const findings = [...checkCall(callProbe()), ...checkIdempotency(idempotencyProbe(), { lang: 'en' })];
    expect(findings.filter((f) => !f.ok)).toEqual([]);
    expect(findings.every((f) => f.tool !== undefined)).toBe(true);
  });
});
