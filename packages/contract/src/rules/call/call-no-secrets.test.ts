import { describe, expect, it } from 'vitest';
import { HONEST_TEXTS } from '../../leaks/__fixtures__/honest-answers.js';
import { HONEST_RESULTS } from '../../leaks/__fixtures__/honest-results.js';
import { JWT } from '../../leaks/__fixtures__/leaking-answers.js';
import { failures, run } from '../__fixtures__/run-rule.js';
import { callProbe, errorProbe } from './__fixtures__/call-probe.js';
import { callNoSecrets } from './call-no-secrets.js';

describe('call-no-secrets', () => {
  it('blocks a JWT, naming where it is and never repeating it', () => {
    const found = failures(callNoSecrets, callProbe({ text: `Cliente Ana Restrepo. token=${JWT}` }));
    expect(found).toMatchObject([
      { rule: 'call-no-secrets', level: 'DEBE', heuristic: false, path: '/content/0/text' },
    ]);
    expect(found[0]?.message).toMatch(/JWT/);
    expect(found[0]?.message).not.toContain(JWT.slice(0, 12));
  });

  it('blocks a secret in structuredContent, by its shape or by its key', () => {
    const found = failures(
      callNoSecrets,
      callProbe({
        structuredContent: {
          items: [],
          total: 0,
          conexion: 'postgres://app:S3cr3tP4ss@db.interno:5432/crm',
          credenciales: { password: 'S3cr3t2026' },
        },
      }),
    );
    expect(found.map((f) => [f.path, f.message.includes('S3cr3t')])).toEqual([
      ['/structuredContent/conexion', false],
      ['/structuredContent/credenciales/password', false],
    ]);
    expect(found[0]?.message).toContain('`postgres://`');
    expect(found[1]?.message).toContain('`password`');
  });

  it('blocks a secret in a business error message', () => {
    const probe = errorProbe({
      error_type: 'SYSTEM',
      user_message: 'Use Authorization: Bearer 8f14e45fceea167a5a36',
    });
    expect(failures(callNoSecrets, probe)[0]?.message).toMatch(/`Bearer`/);
  });

  it('passes every honest answer, the reference server answers included', () => {
    for (const text of HONEST_TEXTS) expect(failures(callNoSecrets, callProbe({ text })), text).toEqual([]);
    for (const result of HONEST_RESULTS as { content: { text: string }[]; structuredContent?: unknown }[]) {
      const probe = callProbe({
        text: result.content[0]?.text ?? '',
        structuredContent: result.structuredContent,
      });
      expect(failures(callNoSecrets, probe)).toEqual([]);
    }
    expect(run(callNoSecrets, callProbe())).toMatchObject([{ ok: true }]);
  });
});
