import { describe, expect, it } from 'vitest';
import { HONEST_TEXTS } from '../../leaks/__fixtures__/honest-answers.js';
import { HONEST_RESULTS } from '../../leaks/__fixtures__/honest-results.js';
import { NODE_TRACE } from '../../leaks/__fixtures__/leaking-answers.js';
import { failures, run } from '../__fixtures__/run-rule.js';
import { callProbe, errorProbe } from './__fixtures__/call-probe.js';
import { callNoTraces } from './call-no-traces.js';

describe('call-no-traces', () => {
  it('blocks a stack trace in the text, naming the runtime, where it is and how it starts', () => {
    const found = failures(callNoTraces, callProbe({ text: `Cliente Ana.\n${NODE_TRACE}` }));
    expect(found).toMatchObject([
      { rule: 'call-no-traces', level: 'DEBE', heuristic: false, path: '/content/0/text' },
    ]);
    expect(found[0]?.message).toContain('`TypeError`');
    expect(found[0]?.message).toContain(
      "TypeError: Cannot read properties of undefined (reading 'documento')".slice(0, 60),
    );
  });

  it('blocks a database error in a structuredContent string, with its pointer', () => {
    const found = failures(
      callNoTraces,
      callProbe({
        structuredContent: { items: [], total: 0, nota: 'ERROR:  relation "items" does not exist' },
      }),
    );
    expect(found.map((f) => f.path)).toEqual(['/structuredContent/nota']);
    expect(found[0]?.message).toMatch(/PostgreSQL/);
  });

  it("judges a business error's user_message, not its details (the gateway never forwards them)", () => {
    const details = errorProbe({
      error_type: 'SYSTEM',
      user_message: 'No pude consultar.',
      details: NODE_TRACE,
    });
    expect(run(callNoTraces, details)).toMatchObject([{ ok: true }]);
    const message = errorProbe({ error_type: 'SYSTEM', user_message: `Falla: ${NODE_TRACE}` });
    expect(failures(callNoTraces, message).map((f) => f.path)).toEqual([
      '/structuredContent/error/user_message',
    ]);
  });

  it('passes every honest answer, the reference server answers included', () => {
    for (const text of HONEST_TEXTS) expect(failures(callNoTraces, callProbe({ text })), text).toEqual([]);
    for (const result of HONEST_RESULTS as { content: { text: string }[]; structuredContent?: unknown }[]) {
      const probe = callProbe({
        text: result.content[0]?.text ?? '',
        structuredContent: result.structuredContent,
      });
      expect(failures(callNoTraces, probe)).toEqual([]);
    }
  });

  it('applies only to calls that returned a result', () => {
    expect(run(callNoTraces, callProbe({ outcome: 'rpc-error', detail: NODE_TRACE }))).toEqual([]);
  });
});
