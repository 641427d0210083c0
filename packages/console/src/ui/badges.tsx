import type { BreakerState, Outcome, ServerStatus } from '../api/api-types';
import { useI18n } from '../i18n/i18n';
import { BREAKER_LABEL, OUTCOME_LABEL, STATUS_LABEL } from './labels';

export function StatusBadge({ status }: { status: ServerStatus }) {
  const { t } = useI18n();
  return <span className={`badge badge-${status}`}>{t(STATUS_LABEL[status])}</span>;
}

export function BreakerBadge({ state }: { state: BreakerState }) {
  const { t } = useI18n();
  return <span className={`badge badge-breaker-${state}`}>{t(BREAKER_LABEL[state])}</span>;
}

export function OutcomeBadge({ outcome }: { outcome: Outcome }) {
  const { t } = useI18n();
  return <span className={`badge badge-outcome-${outcome}`}>{t(OUTCOME_LABEL[outcome])}</span>;
}
