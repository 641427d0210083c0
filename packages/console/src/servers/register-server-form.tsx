import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { keys } from '../api/admin-queries';
import { isApiError } from '../api/api-error';
import { hrefOf } from '../router/route';
import { fieldErrorAt } from '../api/field-pointer';
import { useApi } from '../auth/session';
import { useI18n } from '../i18n/i18n';
import { ErrorBanner } from '../ui/error-banner';
import { TextField } from '../ui/text-field';
import { CertificationOutcome } from './certification-outcome';

/**
 * Registers a tool server (its URL and, when it needs one, its bearer token) and shows the
 * certification that runs during the request. The token goes in a password field and is cleared
 * once the gateway has it; the console never reads it back.
 */
export function RegisterServerForm({ company }: { company: string }) {
  const { t } = useI18n();
  const api = useApi();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState('');
  const [token, setToken] = useState('');
  const register = useMutation({
    mutationFn: () => api.registerServer(company, token === '' ? { url } : { url, token }),
    onSettled: async (_data, error) => {
      if (!error) setUrl('');
      // The token never stays in the page once sent, whatever the answer.
      setToken('');
      // Also after a refused credential: the server was stored all the same.
      await Promise.all(
        [keys.servers(company), keys.tenant(company), keys.tenants, ['exposure']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
  const fieldError = (name: string): string | undefined => fieldErrorAt(register.error, `/${name}`);
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    register.mutate();
  };
  return (
    <form className="form" onSubmit={submit}>
      <div className="form-row">
        <TextField
          label={t('fieldServerUrl')}
          hint={t('fieldServerUrlHint')}
          type="url"
          value={url}
          onValue={setUrl}
          required
          autoComplete="off"
          spellCheck={false}
          error={fieldError('url')}
        />
        <TextField
          label={t('fieldServerToken')}
          hint={t('fieldServerTokenHint')}
          type="password"
          value={token}
          onValue={setToken}
          autoComplete="off"
          error={fieldError('token')}
        />
      </div>
      <button type="submit" className="button button-primary" disabled={register.isPending || url === ''}>
        {register.isPending ? t('certifying') : t('registerServer')}
      </button>
      {register.isPending && <p role="status">{t('certifyingHint')}</p>}
      {register.data && <CertificationOutcome result={register.data.certification} />}
      {register.error && !fieldError('url') && !fieldError('token') && <ErrorBanner error={register.error} />}
      {/* A refused credential: the server is stored; its page is where the credential is replaced. */}
      {isApiError(register.error) && register.error.serverId && (
        <p className="actions">
          <a className="button" href={hrefOf({ page: 'server', serverId: register.error.serverId })}>
            {t('openServerToFix')}
          </a>
        </p>
      )}
    </form>
  );
}
