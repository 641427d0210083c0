import { describe, expect, it } from 'vitest';
import { failures, run } from '../__fixtures__/run-rule.js';
import { callProbe } from './__fixtures__/call-probe.js';
import { callResultSize } from './call-result-size.js';

describe('call-result-size', () => {
  it('passes 3,000 characters (counted as characters, not bytes)', () => {
    expect(run(callResultSize, callProbe({ text: 'ñ'.repeat(3000) }))).toMatchObject([
      { ok: true, level: 'DEBERIA' },
    ]);
  });
  it('warns above 3,000', () => {
    expect(failures(callResultSize, callProbe({ text: 'x'.repeat(3001) }))[0]?.message).toContain('3001');
  });
});
