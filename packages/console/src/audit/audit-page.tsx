import { useState } from 'react';
import type { FormEvent } from 'react';
import { useAudit, useIdentity, useTenants } from '../api/admin-queries';
import { actsForAll, AUDIT_ACTIONS } from '../api/access-types';
import type { AuditAction, AuditEntry, AuditFilter } from '../api/access-types';
import { ROLE_LABEL } from '../auth/identity-labels';
import { useI18n } from '../i18n/i18n';
import { ErrorBanner } from '../ui/error-banner';
import { Loading } from '../ui/loading';
import { SelectField, TextField } from '../ui/text-field';
import { TableWrap } from '../ui/table-wrap';

/**
 * The audit trail, newest first, filtered by company, action and actor, a page at a time. The gateway
 * shows a tenant admin its companies' entries only.
 */
export function AuditPage() {
  const { t } = useI18n();
  const identity = useIdentity().data;
  const tenants = useTenants();
  const [draft, setDraft] = useState({ company: '', action: '' as AuditAction | '', actor: '' });
  const [filter, setFilter] = useState<AuditFilter>({});
  const audit = useAudit(filter);

  const apply = (e: FormEvent): void => {
    e.preventDefault();
    setFilter({
      ...(draft.company ? { company: draft.company } : {}),
      ...(draft.action ? { action: draft.action } : {}),
      ...(draft.actor.trim() ? { actor: draft.actor.trim() } : {}),
    });
  };
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];
  const companies = [
    { value: '', label: t('allCompanies') },
    ...(tenants.data?.tenants.map((x) => ({ value: x.company, label: x.company })) ?? []),
  ];
  return (
    <>
      <h1>{t('auditTitle')}</h1>
      <p className="lead">{t('auditLead')}</p>
      <form className="form form-inline" onSubmit={apply} aria-label={t('auditFilter')}>
        <SelectField
          label={t('fieldCompany')}
          value={draft.company}
          onValue={(company) => setDraft({ ...draft, company })}
          options={companies}
        />
        <SelectField<AuditAction | ''>
          label={t('fieldAction')}
          value={draft.action}
          onValue={(action) => setDraft({ ...draft, action })}
          options={[
            { value: '', label: t('allActions') },
            ...AUDIT_ACTIONS.map((a) => ({ value: a, label: a })),
          ]}
        />
        <TextField
          label={t('fieldActor')}
          hint={t('fieldActorHint')}
          value={draft.actor}
          onValue={(actor) => setDraft({ ...draft, actor })}
          autoComplete="off"
          spellCheck={false}
        />
        <button type="submit" className="button">
          {t('applyFilter')}
        </button>
      </form>
      {audit.isError && <ErrorBanner error={audit.error} onRetry={() => void audit.refetch()} />}
      {audit.isPending && <Loading />}
      {!audit.isPending && entries.length === 0 && <p className="empty">{t('auditEmpty')}</p>}
      {entries.length > 0 && (
        <AuditTable
          entries={entries}
          showCompany={identity ? actsForAll(identity) || identity.companies.length > 1 : true}
        />
      )}
      {audit.hasNextPage && (
        <button
          type="button"
          className="button"
          disabled={audit.isFetchingNextPage}
          onClick={() => void audit.fetchNextPage()}
        >
          {audit.isFetchingNextPage ? t('loading') : t('auditMore')}
        </button>
      )}
    </>
  );
}

function AuditTable({ entries, showCompany }: { entries: readonly AuditEntry[]; showCompany: boolean }) {
  const { t, dateTime } = useI18n();
  return (
    <TableWrap>
      <table className="audit">
        <caption className="visually-hidden">{t('auditTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('colTime')}</th>
            <th scope="col">{t('colActor')}</th>
            <th scope="col">{t('colRole')}</th>
            <th scope="col">{t('colAction')}</th>
            {showCompany && <th scope="col">{t('colCompany')}</th>}
            <th scope="col">{t('colTarget')}</th>
            <th scope="col">{t('colResult')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, i) => (
            <tr key={`${entry.at}-${entry.action}-${entry.target ?? ''}-${i}`}>
              <td>
                <time dateTime={entry.at}>{dateTime(entry.at)}</time>
              </td>
              <td>
                {entry.actorLabel ?? t('envActor')}{' '}
                {entry.actor !== 'env' && <code className="subtle">{entry.actor}</code>}
              </td>
              <td>{t(ROLE_LABEL[entry.role])}</td>
              <td>
                <code>{entry.action}</code>
              </td>
              {showCompany && <td>{entry.company ?? t('noCompany')}</td>}
              <td>{entry.target ? <code>{entry.target}</code> : '—'}</td>
              <td>
                <span className={entry.outcome === 'ok' ? 'badge badge-outcome-ok' : 'badge badge-failed'}>
                  {entry.outcome}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
