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
import { SelectField, TextField } from '../ui/text-field';
import { CertificationOutcome } from './certification-outcome';

/**
 * Registers a tool server (its URL and, when it needs one, its bearer token or its OAuth client)
 * and shows the certification that runs during the request. Secrets go in password fields and are
 * cleared once the gateway has them; the console never reads them back.
 */
export function RegisterServerForm({ company }: { company: string }) {
  const { t } = useI18n();
  const api = useApi();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState('');
  const [token, setToken] = useState('');
  const [authType, setAuthType] = useState<'bearer' | 'oauth'>('bearer');
  const [client, setClient] = useState({ clientId: '', clientSecret: '', scope: '', issuer: '' });
  const setField = (name: keyof typeof client) => (value: string) => setClient({ ...client, [name]: value });
  const input = () => {
    if (authType === 'bearer') return token === '' ? { url } : { url, token };
    const { clientId, clientSecret, scope, issuer } = client;
    return {
      url,
      credential: {
        type: 'oauth-client-credentials' as const,
        clientId,
        clientSecret,
        ...(scope === '' ? {} : { scope }),
        ...(issuer === '' ? {} : { issuer }),
      },
    };
  };
  const register = useMutation({
    mutationFn: () => api.registerServer(company, input()),
    onSettled: async (_data, error) => {
      if (!error) setUrl('');
      // The token and the client secret never stay in the page once sent, whatever the answer.
      setToken('');
      setClient({ clientId: '', clientSecret: '', scope: '', issuer: '' });
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
        <SelectField
          label={t('fieldAuthType')}
          value={authType}
          onValue={setAuthType}
          options={[
            { value: 'bearer', label: t('authBearer') },
            { value: 'oauth', label: t('authOauth') },
          ]}
        />
        {authType === 'bearer' && (
          <TextField
            label={t('fieldServerToken')}
            hint={t('fieldServerTokenHint')}
            type="password"
            value={token}
            onValue={setToken}
            autoComplete="off"
            error={fieldError('token')}
          />
        )}
      </div>
      {authType === 'oauth' && (
        <div className="form-row">
          <TextField
            label={t('fieldClientId')}
            value={client.clientId}
            onValue={setField('clientId')}
            required
            autoComplete="off"
          />
          <TextField
            label={t('fieldClientSecret')}
            hint={t('fieldClientSecretHint')}
            type="password"
            value={client.clientSecret}
            onValue={setField('clientSecret')}
            required
            autoComplete="off"
          />
          <TextField
            label={t('fieldScope')}
            value={client.scope}
            onValue={setField('scope')}
            autoComplete="off"
          />
          <TextField
            label={t('fieldIssuer')}
            hint={t('fieldIssuerHint')}
            type="url"
            value={client.issuer}
            onValue={setField('issuer')}
            autoComplete="off"
          />
        </div>
      )}
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
