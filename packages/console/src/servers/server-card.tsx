import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CERTIFY_MESSAGES } from '@asixto/contract';
import { keys } from '../api/admin-queries';
import type { ServerView } from '../api/api-types';
import { useApi } from '../auth/session';
import { useI18n } from '../i18n/i18n';
import { hrefOf } from '../router/route';
import { BreakerBadge, LeakBadge, StatusBadge } from '../ui/badges';
import { ConfirmAction } from '../ui/confirm-action';
import { ErrorBanner } from '../ui/error-banner';
import { ERA_LABEL } from '../ui/labels';
import { CertificationOutcome } from './certification-outcome';
import { ChangedToolsNotice } from './changed-tools-notice';

/** Everything that changes when a server is certified or removed. */
export function serverKeys(server: Pick<ServerView, 'id' | 'company'>) {
  return [
    keys.servers(server.company),
    keys.tenant(server.company),
    keys.tenants,
    keys.server(server.id),
    keys.certification(server.id),
    keys.tools(server.id),
    ['exposure'],
  ];
}

export function ServerCard({ server }: { server: ServerView }) {
  const { t, tr, dateTime } = useI18n();
  const api = useApi();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const refresh = (): Promise<unknown> =>
    Promise.all(serverKeys(server).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const recertify = useMutation({ mutationFn: () => api.certifyServer(server.id), onSuccess: refresh });
  const remove = useMutation({
    mutationFn: () => api.removeServer(server.id),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: keys.server(server.id) });
      await refresh();
    },
  });
  const last = server.lastCertification;
  return (
    <article className="card" aria-labelledby={`server-${server.id}`}>
      <header className="card-header">
        <h3 id={`server-${server.id}`} className="url">
          {server.url}
        </h3>
        <StatusBadge status={server.status} />
        {server.breaker !== 'closed' && <BreakerBadge state={server.breaker} />}
        {server.leaks.calls > 0 && <LeakBadge leaks={server.leaks} />}
      </header>
      <dl className="facts">
        <div>
          <dt>{t('colEra')}</dt>
          <dd>{server.era ? tr(CERTIFY_MESSAGES, ERA_LABEL[server.era]) : t('unknownValue')}</dd>
        </div>
        <div>
          <dt>{t('colLastCertification')}</dt>
          <dd>
            {last ? (
              <>
                <time dateTime={last.certifiedAt}>{dateTime(last.certifiedAt)}</time> ·{' '}
                {t('certifiedCounts', { ...last.summary })}
                {last.fatal && (
                  <>
                    {' '}
                    · {tr(CERTIFY_MESSAGES, 'verdictFatal', { code: last.fatal.code })}: {last.fatal.message}
                  </>
                )}
              </>
            ) : (
              t('neverCertified')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('colCertifiedTools')}</dt>
          <dd>{server.certifiedTools.length}</dd>
        </div>
        <div>
          <dt>{t('colCredential')}</dt>
          <dd>
            {server.authType === 'oauth'
              ? t('credentialOauth')
              : server.hasCredential
                ? t('credentialSet')
                : t('credentialNone')}
          </dd>
        </div>
        <div>
          <dt>{t('colTestData')}</dt>
          <dd>{server.hasTestData ? t('testDataSet') : t('credentialNone')}</dd>
        </div>
        <div>
          <dt>{t('colTestEnvironment')}</dt>
          <dd>{server.testEnvironment ? t('yes') : t('no')}</dd>
        </div>
        {server.oauth && (
          <div>
            <dt>{t('colTokenExpiry')}</dt>
            <dd>{server.oauth.expiresAt ?? t('tokenNone')}</dd>
          </div>
        )}
        {server.oauth?.lastError && (
          <div>
            <dt>{t('colTokenError')}</dt>
            <dd role="alert">
              {t('tokenErrorAt', { code: server.oauth.lastError.code, at: server.oauth.lastError.at })}
            </dd>
          </div>
        )}
      </dl>
      <ChangedToolsNotice tools={server.changedTools} />
      <div className="actions">
        <a className="button" href={hrefOf({ page: 'server', serverId: server.id })}>
          {t('viewReport')}
        </a>
        <button
          type="button"
          className="button"
          onClick={() => recertify.mutate()}
          disabled={recertify.isPending || remove.isPending}
        >
          {recertify.isPending ? t('certifying') : t('recertify')}
        </button>
        <ConfirmAction
          open={confirming}
          onOpen={() => setConfirming(true)}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            remove.mutate();
          }}
          label={t('removeServer')}
          question={t('removeServerConfirm', { url: server.url })}
          confirmLabel={t('removeServerYes')}
          busy={remove.isPending}
          danger
        />
      </div>
      {recertify.isPending && <p role="status">{t('certifyingHint')}</p>}
      {recertify.data && <CertificationOutcome result={recertify.data} />}
      {recertify.error && <ErrorBanner error={recertify.error} onRetry={() => recertify.mutate()} />}
      {remove.error && <ErrorBanner error={remove.error} onRetry={() => remove.mutate()} />}
    </article>
  );
}
