import { RECORD_OUTCOMES } from '../../records/call-record.js';
import type { RecordStats } from '../../records/call-record.js';

export interface UsageRow {
  period: string;
  tool: string;
  calls: number;
  businessErrors: number;
  technicalErrors: number;
  outcomes: RecordStats['outcomes'];
  p50Ms: number | null;
  p99Ms: number | null;
}

/**
 * A field as CSV (RFC 4180): quoted when it holds a separator, a quote or a line break; a leading
 * `=`, `+`, `-` or `@` is prefixed with `'` so a spreadsheet does not run a tool's name as a formula.
 */
function field(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(Math.round(value * 1000) / 1000);
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The usage rows as CSV with a header line, CRLF line ends. */
export function usageCsv(rows: readonly UsageRow[]): string {
  const header = [
    'period',
    'tool',
    'calls',
    ...RECORD_OUTCOMES,
    'business_errors',
    'technical_errors',
    'p50_ms',
    'p99_ms',
  ];
  const lines = rows.map((r) =>
    [
      r.period,
      r.tool,
      r.calls,
      ...RECORD_OUTCOMES.map((o) => r.outcomes[o]),
      r.businessErrors,
      r.technicalErrors,
      r.p50Ms,
      r.p99Ms,
    ]
      .map(field)
      .join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
