import type { Finding, Lang, MessageData } from '@asixto/contract';
import { CERTIFY_MESSAGES, isBlocking, isWarning, renderMessage } from '@asixto/contract';

export type Era = 'modern' | 'legacy' | 'unknown';
export type IdempotencyState = 'verified' | 'not_verified' | 'failed';

/** The id of a message of the certifier's catalog. */
export type CertifyMessageId = keyof typeof CERTIFY_MESSAGES;

/** A check that was not run, and why (in the report's language). */
export interface SkippedCheck {
  /** The rule that could not be judged, when there is one. */
  rule?: string;
  tool?: string;
  reason: string;
  /** The catalog message `reason` was rendered from (see `localizeCertification`). */
  messageId?: string;
  data?: MessageData;
}

/**
 * A skipped check whose reason is a catalog message, rendered in `lang` and kept as id and data.
 *
 * @example
 * skipped.push(skippedCheck('skipNoWrites', 'es', undefined, { rule: 'call-idempotency' }));
 */
export function skippedCheck(
  messageId: CertifyMessageId,
  lang: Lang,
  data?: MessageData,
  where: { rule?: string; tool?: string } = {},
): SkippedCheck {
  const out: SkippedCheck = {
    ...where,
    reason: renderMessage(CERTIFY_MESSAGES, messageId, lang, data),
    messageId,
  };
  if (data !== undefined) out.data = data;
  return out;
}

/** The result of one certification. `certify()` always returns one, even for a target it cannot reach. */
export interface Report {
  url: string;
  era: Era;
  summary: { passed: number; blocking: number; warnings: number };
  idempotency: IdempotencyState;
  findings: Finding[];
  /** The raw tool definitions exactly as listed, in order. */
  tools: unknown[];
  skipped: SkippedCheck[];
  lang: Lang;
  startedAt: string;
  durationMs: number;
  /**
   * Present when the certification could not run (CLI exit 2). `messageId` and `data` are what
   * `message` was rendered from (see `localizeCertification`).
   */
  fatal?: { code: string; message: string; messageId?: string; data?: MessageData };
}

/** Counts of a list of findings. */
export function summarize(findings: readonly Finding[]): Report['summary'] {
  return {
    passed: findings.filter((f) => f.ok).length,
    blocking: findings.filter(isBlocking).length,
    warnings: findings.filter(isWarning).length,
  };
}

/** The name of a listed tool definition, when it has one. */
export function toolName(tool: unknown): string | undefined {
  const name = (tool as { name?: unknown } | null)?.name;
  return typeof name === 'string' ? name : undefined;
}

/**
 * The tools the gateway may expose: none when the run was fatal or a finding without a tool (server-
 * or catalog-wide) blocks; otherwise every listed tool without a blocking finding of its own.
 *
 * @example
 * const exposable = new Set(certifiedToolNames(report));
 */
export function certifiedToolNames(report: Report): string[] {
  if (report.fatal) return [];
  const blocking = report.findings.filter(isBlocking);
  // A blocking finding without a tool (server, catalog) blocks every tool; one with a tool, that tool.
  const wide = blocking.some((f) => f.tool === undefined);
  if (wide) return [];
  const blocked = new Set(blocking.map((f) => f.tool));
  return report.tools
    .map(toolName)
    .filter((name): name is string => name !== undefined && !blocked.has(name));
}

/**
 * The exit code of a report: 0 nothing blocks, 1 something blocks, 2 the certification could not run.
 *
 * @example
 * process.exitCode = exitCode(report);
 */
export function exitCode(report: Pick<Report, 'fatal' | 'summary'>): 0 | 1 | 2 {
  if (report.fatal) return 2;
  return report.summary.blocking > 0 ? 1 : 0;
}
