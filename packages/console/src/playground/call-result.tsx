import { LIMITS } from '@asixto/contract';
import type { CallOutcome } from '../api/api-types';
import { useI18n } from '../i18n/i18n';
import { OutcomeBadge } from '../ui/badges';
import { splitCut } from './split-cut';

/** One call's outcome: the facts, the text exactly as the model gets it (cut shown), the structure. */
export function CallResult({ outcome }: { outcome: CallOutcome }) {
  const { t, number } = useI18n();
  const { kept, mark } = splitCut(outcome.text, outcome.truncated);
  return (
    <div className="call-result">
      <dl className="facts">
        <div>
          <dt>{t('colOutcome')}</dt>
          <dd>
            <OutcomeBadge outcome={outcome.outcome} />
          </dd>
        </div>
        <div>
          <dt>{t('colErrorType')}</dt>
          <dd>{outcome.errorType ? <code>{outcome.errorType}</code> : '—'}</dd>
        </div>
        <div>
          <dt>{t('colAttempts')}</dt>
          <dd>{outcome.attempts}</dd>
        </div>
        <div>
          <dt>{t('colLatency')}</dt>
          <dd>{t('ms', { ms: number(outcome.latencyMs, 1) })}</dd>
        </div>
        <div>
          <dt>{t('colRequestId')}</dt>
          <dd>
            <code>{outcome.requestId}</code>
          </dd>
        </div>
      </dl>
      <h3>{t('modelTextTitle')}</h3>
      <p className="hint">
        {t('modelTextCount', { count: number(outcome.text.length), max: number(LIMITS.resultMaxChars) })}
        {outcome.truncated && <strong> · {t('modelTextTruncated')}</strong>}
      </p>
      <pre className="model-text" tabIndex={0} aria-label={t('modelTextTitle')}>
        {kept}
        {mark !== '' && (
          <>
            <span className="cut-line">{`\n✂ ${t('cutLine', { max: number(LIMITS.resultMaxChars) })}\n`}</span>
            <mark>{mark}</mark>
          </>
        )}
      </pre>
      <h3>{t('structuredTitle')}</h3>
      {outcome.structured === undefined ? (
        <p className="empty">{t('structuredNone')}</p>
      ) : (
        <pre className="json" tabIndex={0} aria-label={t('structuredTitle')}>
          {JSON.stringify(outcome.structured, null, 2)}
        </pre>
      )}
    </div>
  );
}
