import type { BreakerState, Era, HiddenReason, Outcome, ServerStatus } from '../api/api-types';
import type { AccessLevel } from '../api/api-types';
import type { ConsoleMessageId } from '../i18n/console-messages';

// Literal message ids per value, so the compiler checks every value has its words.
export const STATUS_LABEL: Record<ServerStatus, ConsoleMessageId> = {
  certified: 'statusCertified',
  needs_recertification: 'statusNeedsRecertification',
  degraded: 'statusDegraded',
  failed: 'statusFailed',
  pending: 'statusPending',
};
export const BREAKER_LABEL: Record<BreakerState, ConsoleMessageId> = {
  closed: 'breakerClosed',
  open: 'breakerOpen',
  half_open: 'breakerHalfOpen',
};
export const OUTCOME_LABEL: Record<Outcome, ConsoleMessageId> = {
  ok: 'outcomeOk',
  tool_error: 'outcomeToolError',
  timeout: 'outcomeTimeout',
  unavailable: 'outcomeUnavailable',
  rejected: 'outcomeRejected',
};
export const HIDDEN_LABEL: Record<HiddenReason, ConsoleMessageId> = {
  not_certified: 'hiddenNotCertified',
  changed: 'hiddenChanged',
  policy: 'hiddenPolicy',
  channel: 'hiddenChannel',
  scenario: 'hiddenScenario',
  level: 'hiddenLevel',
  shadowed: 'hiddenShadowed',
};
export const LEVEL_LABEL: Record<AccessLevel, ConsoleMessageId> = {
  read: 'levelRead',
  write: 'levelWrite',
  admin: 'levelAdmin',
};
export const ERA_LABEL: Record<Era, 'eraModern' | 'eraLegacy' | 'eraUnknown'> = {
  modern: 'eraModern',
  legacy: 'eraLegacy',
  unknown: 'eraUnknown',
};
