import { useTenant } from '../api/admin-queries';
import { useI18n } from '../i18n/i18n';
import { hrefOf } from '../router/route';
import { RegisterServerForm } from '../servers/register-server-form';
import { ServerList } from '../servers/server-list';
import { QueryView } from '../ui/query-view';
import { EditPolicyForm } from './edit-policy-form';
import { ServerCounts } from './tenants-page';

/** One tenant: its servers (register, recertify, remove) and its policy. */
export function TenantPage({ company }: { company: string }) {
  const { t } = useI18n();
  const tenant = useTenant(company);
  return (
    <>
      <p className="breadcrumb">
        <a href={hrefOf({ page: 'tenants' })}>{t('tenantsTitle')}</a> / <code>{company}</code>
      </p>
      <QueryView query={tenant}>
        {(data) => (
          <>
            <h1>
              {data.name} <code className="subtle">{data.company}</code>
            </h1>
            <dl className="facts">
              <div>
                <dt>{t('colCurrency')}</dt>
                <dd>{data.currency}</dd>
              </div>
              <div>
                <dt>{t('colTimezone')}</dt>
                <dd>{data.timezone}</dd>
              </div>
              <div>
                <dt>{t('colServers')}</dt>
                <dd>
                  <ServerCounts summary={data.servers} />
                </dd>
              </div>
            </dl>
            <p className="actions">
              <a className="button" href={hrefOf({ page: 'exposure', company })}>
                {t('navExposure')}
              </a>
              <a className="button" href={hrefOf({ page: 'playground', company })}>
                {t('navPlayground')}
              </a>
            </p>
            <section aria-labelledby="servers-title">
              <h2 id="servers-title">{t('serversTitle')}</h2>
              <ServerList company={company} />
            </section>
            <section aria-labelledby="register-title">
              <h2 id="register-title">{t('registerTitle')}</h2>
              <RegisterServerForm company={company} />
            </section>
            <section aria-labelledby="policy-title">
              <h2 id="policy-title">{t('policyTitle')}</h2>
              <EditPolicyForm tenant={data} />
            </section>
          </>
        )}
      </QueryView>
    </>
  );
}
