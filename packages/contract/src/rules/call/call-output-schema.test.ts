import { describe, expect, it } from 'vitest';
import { failures, run } from '../__fixtures__/run-rule.js';
import { callProbe } from './__fixtures__/call-probe.js';
import { callOutputSchema } from './call-output-schema.js';

describe('call-output-schema', () => {
  it('passes conforming structuredContent', () => {
    expect(run(callOutputSchema, callProbe())).toMatchObject([{ ok: true }]);
  });
  it('fails missing structuredContent and validation errors', () => {
    expect(failures(callOutputSchema, callProbe({ structuredContent: undefined }))[0]?.message).toContain(
      'no `structuredContent`',
    );
    const bad = callProbe({
      outputSchemaErrors: ['/items/0/precio must be number', 'b', 'c', 'fourth-error'],
    });
    const message = failures(callOutputSchema, bad)[0]?.message ?? '';
    expect(message).toContain('/items/0/precio must be number');
    expect(message).not.toContain('fourth-error');
  });
  it('does not apply to errors or tools without outputSchema', () => {
    expect(run(callOutputSchema, callProbe({ isError: true }))).toEqual([]);
    expect(run(callOutputSchema, callProbe({ hasOutputSchema: false }))).toEqual([]);
  });
});
