import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { keys as queryKeys, useKeys } from '../api/admin-queries';
import type { KeyView } from '../api/access-types';
import { ROLE_LABEL } from '../auth/identity-labels';
import { useApi } from '../auth/session';
import { useI18n } from '../i18n/i18n';
import type { ConsoleMessageId } from '../i18n/console-messages';
import { ConfirmAction } from '../ui/confirm-action';
import { ErrorBanner } from '../ui/error-banner';
import { QueryView } from '../ui/query-view';
import { CreateKeyForm } from './create-key-form';
import { TableWrap } from '../ui/table-wrap';

/**
 * The managed keys this identity may see (a tenant admin: its companies' runtime and tenant-admin
 * keys), to create and revoke; never a key itself, except once, right after creating it.
 */
export function KeysPage() {
  const { t } = useI18n();
  const list = useKeys();
  return (
    <>
      <h1>{t('keysTitle')}</h1>
      <p className="lead">{t('keysLead')}</p>
      <QueryView query={list}>
        {({ keys }) =>
          keys.length === 0 ? <p className="empty">{t('keysEmpty')}</p> : <KeysTable keys={keys} />
        }
      </QueryView>
      <section aria-labelledby="create-key">
        <h2 id="create-key">{t('keyCreateTitle')}</h2>
        <CreateKeyForm />
      </section>
    </>
  );
}

function stateOf(key: KeyView, now: number): ConsoleMessageId {
  if (key.revokedAt !== null) return 'keyRevoked';
  if (key.expiresAt !== null && Date.parse(key.expiresAt) <= now) return 'keyExpired';
  return 'keyActive';
}

function KeysTable({ keys }: { keys: readonly KeyView[] }) {
  const { t, dateTime } = useI18n();
  const now = Date.now();
  return (
    <TableWrap>
      <table className="keys">
        <caption className="visually-hidden">{t('keysTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('colLabel')}</th>
            <th scope="col">{t('colRole')}</th>
            <th scope="col">{t('colKeyCompanies')}</th>
            <th scope="col">{t('colCreated')}</th>
            <th scope="col">{t('colExpires')}</th>
            <th scope="col">{t('colLastUsed')}</th>
            <th scope="col">{t('colKeyState')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('keyRevoke')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => {
            const state = stateOf(key, now);
            return (
              <tr key={key.id}>
                <th scope="row">
                  {key.label} <code className="subtle">{key.id}</code>
                </th>
                <td>{t(ROLE_LABEL[key.role])}</td>
                <td>{key.companies[0] === '*' ? t('keyAllCompanies') : key.companies.join(', ')}</td>
                <td>
                  <time dateTime={key.createdAt}>{dateTime(key.createdAt)}</time>
                </td>
                <td>
                  {key.expiresAt ? (
                    <time dateTime={key.expiresAt}>{dateTime(key.expiresAt)}</time>
                  ) : (
                    t('never')
                  )}
                </td>
                <td>
                  {key.lastUsedAt ? (
                    <time dateTime={key.lastUsedAt}>{dateTime(key.lastUsedAt)}</time>
                  ) : (
                    t('never')
                  )}
                </td>
                <td>
                  <span className={state === 'keyActive' ? 'badge badge-outcome-ok' : 'badge badge-failed'}>
                    {t(state)}
                  </span>
                </td>
                <td>{key.revokedAt === null && <RevokeKey keyView={key} />}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableWrap>
  );
}

function RevokeKey({ keyView }: { keyView: KeyView }) {
  const { t } = useI18n();
  const api = useApi();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const revoke = useMutation({
    mutationFn: () => api.revokeKey(keyView.id),
    onSuccess: async () => {
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: queryKeys.keys });
    },
  });
  return (
    <>
      <ConfirmAction
        open={open}
        onOpen={() => setOpen(true)}
        onCancel={() => setOpen(false)}
        onConfirm={() => revoke.mutate()}
        label={t('keyRevoke')}
        question={t('keyRevokeQuestion', { label: keyView.label })}
        confirmLabel={t('keyRevokeConfirm')}
        busy={revoke.isPending}
        danger
      />
      {revoke.isError && <ErrorBanner error={revoke.error} />}
    </>
  );
}
