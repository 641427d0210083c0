import { describe, expect, it } from 'vitest';
import { failures, run } from '../__fixtures__/run-rule.js';
import { callProbe } from './__fixtures__/call-probe.js';
import { callDateOffset } from './call-date-offset.js';

describe('call-date-offset', () => {
  it('passes dates with the offset of the time zone sent', () => {
    const probe = callProbe({ structuredContent: { fecha: '2026-09-03T19:45:00+05:45' } });
    expect(run(callDateOffset, probe)).toMatchObject([
      { ok: true, message: 'Dates carry the offset of Asia/Kathmandu (+05:45)' },
    ]);
  });
  it('fails a fixed offset, a UTC Z and a date without offset', () => {
    const fixed = failures(
      callDateOffset,
      callProbe({ structuredContent: { fecha: '2026-09-03T09:00:00-05:00' } }),
    );
    expect(fixed[0]?.message).toContain('demands +05:45');
    expect(failures(callDateOffset, callProbe({ text: 'Cita: 2026-09-03T14:00:00Z' }))).toHaveLength(1);
    expect(
      failures(callDateOffset, callProbe({ structuredContent: { fecha: '2026-09-03T09:00:00' } }))[0]
        ?.message,
    ).toContain('has no offset');
  });
  it('does not apply when the result has no date-time, or is an error', () => {
    expect(run(callDateOffset, callProbe())).toEqual([]);
    expect(run(callDateOffset, callProbe({ isError: true, text: '2026-09-03T09:00:00Z' }))).toEqual([]);
  });
});
