import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { keys } from '../api/admin-queries';
import { isApiError } from '../api/api-error';
import { useI18n } from '../i18n/i18n';
import { ErrorBanner } from '../ui/error-banner';
import { LangSwitch } from '../ui/lang-switch';
import { useSession } from './session';

/**
 * Asks for an admin key or token and asks the gateway who it is (`/v1/whoami`) before keeping it: a
 * wrong or runtime credential shows an error and loads nothing. Enter submits (it is a form).
 */
export function SignInPage() {
  const { t } = useI18n();
  const { signIn, signedOut, clientFor } = useSession();
  const queryClient = useQueryClient();
  const id = useId();
  const [token, setToken] = useState('');
  const [error, setError] = useState<unknown>();
  const [empty, setEmpty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [runtime, setRuntime] = useState(false);

  const submit = async (e?: FormEvent): Promise<void> => {
    e?.preventDefault();
    const candidate = token.trim();
    if (candidate === '') {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    setRuntime(false);
    setBusy(true);
    setError(undefined);
    try {
      // Who the credential is, rather than guessing from a refusal: a runtime one never signs in.
      const identity = await clientFor(candidate).whoami();
      if (identity.role === 'runtime') {
        setRuntime(true);
        setBusy(false);
        return;
      }
      queryClient.setQueryData(keys.whoami, identity);
      setToken('');
      signIn(candidate);
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  };

  const refused = isApiError(error) && (error.kind === 'unauthorized' || error.kind === 'forbidden');
  const fieldError = empty
    ? t('signInEmpty')
    : runtime
      ? t('signInRuntimeToken')
      : refused
        ? t(error.kind === 'forbidden' ? 'signInRuntimeToken' : 'signInRejected')
        : undefined;
  return (
    <div className="sign-in">
      <header className="sign-in-header">
        <p className="brand">{t('appTitle')}</p>
        <LangSwitch />
      </header>
      <main id="main" className="sign-in-main">
        <h1>{t('signInTitle')}</h1>
        {signedOut === 'expired' && (
          <p className="banner banner-warn" role="alert">
            {t('signInExpired')}
          </p>
        )}
        {signedOut === 'signed_out' && (
          <p className="banner banner-ok" role="status">
            {t('signedOut')}
          </p>
        )}
        <form className="form" onSubmit={(e) => void submit(e)} noValidate>
          <div className="field">
            <label htmlFor={`${id}-token`}>{t('signInToken')}</label>
            <input
              id={`${id}-token`}
              type="password"
              value={token}
              onChange={(e) => setToken(e.target.value)}
              autoComplete="off"
              autoFocus
              spellCheck={false}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={`${id}-hint${fieldError ? ` ${id}-error` : ''}`}
            />
            <p className="hint" id={`${id}-hint`}>
              {t('signInHint')}
            </p>
            {fieldError && (
              <p className="field-error" id={`${id}-error`} role="alert">
                {fieldError}
              </p>
            )}
          </div>
          {error !== undefined && !refused && <ErrorBanner error={error} onRetry={() => void submit()} />}
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? t('signingIn') : t('signIn')}
          </button>
        </form>
      </main>
    </div>
  );
}
