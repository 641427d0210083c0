import type { BreakerState, LeakSummary, Outcome, ServerStatus } from '../api/api-types';
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

/** A server whose answers the gateway keeps cleaning of traces or secrets (the rules in the title). */
export function LeakBadge({ leaks }: { leaks: LeakSummary }) {
  const { t } = useI18n();
  return (
    <span className="badge badge-leaking" title={t('leakingRules', { rules: leaks.rules.join(', ') })}>
      {t('leakingBadge', { calls: leaks.calls, minutes: leaks.windowMinutes })}
    </span>
  );
}
