import { SERVER_STATUSES } from '../api/api-types';
import type { TenantSummary } from '../api/api-types';
import { useIdentity, useTenants } from '../api/admin-queries';
import { useI18n } from '../i18n/i18n';
import { hrefOf } from '../router/route';
import { StatusBadge } from '../ui/badges';
import { QueryView } from '../ui/query-view';
import { CreateTenantForm } from './create-tenant-form';
import { TableWrap } from '../ui/table-wrap';

export function TenantsPage() {
  const { t } = useI18n();
  const tenants = useTenants();
  // Creating companies is the platform's; a tenant admin edits its own from their pages.
  const platform = useIdentity().data?.role === 'platform-admin';
  return (
    <>
      <h1>{t('tenantsTitle')}</h1>
      <QueryView query={tenants}>
        {({ tenants: list }) =>
          list.length === 0 ? <p className="empty">{t('tenantsEmpty')}</p> : <TenantsTable tenants={list} />
        }
      </QueryView>
      {platform && (
        <section aria-labelledby="create-tenant">
          <h2 id="create-tenant">{t('tenantCreateTitle')}</h2>
          <CreateTenantForm existing={tenants.data?.tenants.map((x) => x.company) ?? []} />
        </section>
      )}
    </>
  );
}

function TenantsTable({ tenants }: { tenants: TenantSummary[] }) {
  const { t } = useI18n();
  return (
    <TableWrap>
      <table>
        <caption className="visually-hidden">{t('tenantsTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('colCompany')}</th>
            <th scope="col">{t('colName')}</th>
            <th scope="col">{t('colCurrency')}</th>
            <th scope="col">{t('colTimezone')}</th>
            <th scope="col">{t('colServers')}</th>
          </tr>
        </thead>
        <tbody>
          {tenants.map((tenant) => (
            <tr key={tenant.company}>
              <th scope="row">
                <a href={hrefOf({ page: 'tenant', company: tenant.company })}>
                  <code>{tenant.company}</code>
                </a>
              </th>
              <td>{tenant.name}</td>
              <td>{tenant.currency}</td>
              <td>{tenant.timezone}</td>
              <td>
                <ServerCounts summary={tenant.servers} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

/** "3 servers" and one badge per state that has any, in a fixed order (certified first). */
export function ServerCounts({ summary }: { summary: TenantSummary['servers'] }) {
  const { t } = useI18n();
  return (
    <span className="counts">
      <span>{t('serverCount', { count: summary.total })}</span>
      {SERVER_STATUSES.filter((status) => (summary.byStatus[status] ?? 0) > 0).map((status) => (
        <span key={status} className="count">
          <StatusBadge status={status} /> {summary.byStatus[status]}
        </span>
      ))}
    </span>
  );
}
