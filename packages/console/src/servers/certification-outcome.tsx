import { CERTIFY_MESSAGES } from '@asixto/contract';
import type { CertificationSummary } from '../api/api-types';
import { useI18n } from '../i18n/i18n';
import { StatusBadge } from '../ui/badges';
import { ERA_LABEL } from '../ui/labels';

/** The answer of a certification just run (register or recertify): status, counts, what blocks. */
export function CertificationOutcome({ result }: { result: CertificationSummary }) {
  const { t, tr } = useI18n();
  return (
    <div className="result" role="status">
      <p>
        <StatusBadge status={result.status} /> {t('certifiedCounts', { ...result.summary })} ·{' '}
        {tr(CERTIFY_MESSAGES, 'eraLine', { era: tr(CERTIFY_MESSAGES, ERA_LABEL[result.era]) })}
      </p>
      {result.fatal && (
        <p className="field-error">
          {tr(CERTIFY_MESSAGES, 'verdictFatal', { code: result.fatal.code })}: {result.fatal.message}
        </p>
      )}
      {result.blockingFindings.length > 0 && (
        <ul className="findings">
          {result.blockingFindings.map((f, i) => (
            <li key={`${f.rule}-${f.tool ?? ''}-${i}`} className="finding finding-block">
              <span className="mark" aria-hidden="true">
                ✗
              </span>
              <span>
                <code>{f.rule}</code>
                {f.tool && (
                  <>
                    {' '}
                    · <code>{f.tool}</code>
                  </>
                )}{' '}
                {f.message}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
