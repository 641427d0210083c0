/**
 * The rules a leak in a tool result breaks (page 02, "Forma de la respuesta": no traces, no tokens
 * in the answer). Both block certification; the gateway's result guard removes what they find.
 *
 * @example
 * LEAK_RULE_IDS.includes(hit.rule); // true
 */
export const LEAK_RULE_IDS = ['call-no-traces', 'call-no-secrets'] as const;
export type LeakRuleId = (typeof LEAK_RULE_IDS)[number];

/** What was found: three kinds of trace, six kinds of secret. */
export type LeakKind =
  | 'stack-trace'
  | 'runtime-error'
  | 'database-error'
  | 'jwt'
  | 'authorization'
  | 'private-key'
  | 'api-key'
  | 'credential-pair'
  | 'connection-string';

/** One leak in one text: its span (UTF-16 offsets, end exclusive) and what it is. */
export interface LeakHit {
  rule: LeakRuleId;
  kind: LeakKind;
  start: number;
  end: number;
  /**
   * Language-independent and never secret: the runtime (`Node.js`, `Python`…), the exception's
   * name, the database engine, the provider of a key, the name of a credential's key or the scheme
   * of a connection string.
   */
  detail: string;
}

/** The rule each kind breaks. */
export function ruleOfKind(kind: LeakKind): LeakRuleId {
  return kind === 'stack-trace' || kind === 'runtime-error' || kind === 'database-error'
    ? 'call-no-traces'
    : 'call-no-secrets';
}

/** A hit of `kind` over `[start, end)`. */
export function leakHit(kind: LeakKind, start: number, end: number, detail: string): LeakHit {
  return { rule: ruleOfKind(kind), kind, start, end, detail };
}
