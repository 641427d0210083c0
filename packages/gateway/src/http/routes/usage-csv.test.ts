import { describe, expect, it } from 'vitest';
import { usageCsv } from './usage-csv.js';

const outcomes = { ok: 2, tool_error: 1, timeout: 0, unavailable: 0, rejected: 0 };

describe('usage CSV', () => {
  it('has a header, one line per row, quotes what needs it and disarms formulas', () => {
    const csv = usageCsv([
      {
        period: '2026-12-02T00:00:00.000Z',
        tool: 'consultar',
        calls: 3,
        businessErrors: 1,
        technicalErrors: 0,
        outcomes,
        p50Ms: 1.23456,
        p99Ms: null,
      },
      {
        period: '2026-12-02T00:00:00.000Z',
        tool: '=cmd,"x"',
        calls: 0,
        businessErrors: 0,
        technicalErrors: 0,
        outcomes,
        p50Ms: null,
        p99Ms: null,
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'period,tool,calls,ok,tool_error,timeout,unavailable,rejected,business_errors,technical_errors,p50_ms,p99_ms',
      '2026-12-02T00:00:00.000Z,consultar,3,2,1,0,0,0,1,0,1.235,',
      `2026-12-02T00:00:00.000Z,"'=cmd,""x""",0,2,1,0,0,0,0,0,,`,
      '',
    ]);
  });
});
