import { isApiError } from '../api/api-error';
import { useI18n } from '../i18n/i18n';
import { describeError } from './describe-error';

/**
 * A failed request, said in words, with a retry button when trying again can help; the page around
 * it stays usable, so the API being down never leaves a blank screen.
 */
export function ErrorBanner({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useI18n();
  const text = describeError(error, t);
  return (
    <div className="banner banner-error" role="alert">
      <p className="banner-title">{text.title}</p>
      {text.detail && <p className="banner-detail">{text.detail}</p>}
      {(text.code || text.requestId) && (
        <p className="banner-meta">
          {text.code && <code>{text.code}</code>}
          {text.requestId && <span> · {t('requestIdLabel', { requestId: text.requestId })}</span>}
        </p>
      )}
      {onRetry && worthRetrying(error) && (
        <button type="button" className="button" onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}

/** A refused request (bad input, unknown id, wrong token) fails the same way again; a fault may not. */
function worthRetrying(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return !['invalid', 'not_found', 'forbidden', 'unauthorized'].includes(error.kind);
}
