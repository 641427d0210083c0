import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CERTIFY_MESSAGES } from '@asixto/contract';
import { isApiError } from '../api/api-error';
import { useCertification, useRules, useServer, useTools } from '../api/admin-queries';
import type { CertificationDetail, CertifyReport, RuleInfo, ServerView } from '../api/api-types';
import { useApi } from '../auth/session';
import { useI18n } from '../i18n/i18n';
import { hrefOf } from '../router/route';
import { serverKeys } from '../servers/server-card';
import { BreakerBadge, StatusBadge } from '../ui/badges';
import { ErrorBanner } from '../ui/error-banner';
import { ERA_LABEL } from '../ui/labels';
import { Loading } from '../ui/loading';
import { QueryView } from '../ui/query-view';
import { ChangedToolsNotice } from '../servers/changed-tools-notice';
import { ServerSettingsSection } from '../servers/server-settings-section';
import { FindingGroupSection } from './finding-group-section';
import { groupFindings } from './group-findings';
import { ToolsTable } from './tools-table';

const IDEMPOTENCY_LABEL = {
  verified: 'idempotencyVerified',
  not_verified: 'idempotencyNotVerified',
  failed: 'idempotencyFailed',
} as const;

/** One server: its last certification report grouped like the certifier's, and its tools. */
export function CertificationPage({ serverId }: { serverId: string }) {
  const { t } = useI18n();
  const server = useServer(serverId);
  return (
    <QueryView query={server}>
      {(view) => (
        <>
          <p className="breadcrumb">
            <a href={hrefOf({ page: 'tenants' })}>{t('tenantsTitle')}</a> /{' '}
            <a href={hrefOf({ page: 'tenant', company: view.company })}>
              <code>{view.company}</code>
            </a>{' '}
            / {t('serverCrumb')}
          </p>
          <ServerHeader server={view} />
          <ServerSettingsSection server={view} />
          <section aria-labelledby="report-title">
            <h2 id="report-title">{t('reportTitle')}</h2>
            <Report serverId={serverId} />
          </section>
          <section aria-labelledby="tools-title">
            <h2 id="tools-title">{t('toolsTitle')}</h2>
            <Tools serverId={serverId} />
          </section>
        </>
      )}
    </QueryView>
  );
}

function ServerHeader({ server }: { server: ServerView }) {
  const { t, tr } = useI18n();
  const api = useApi();
  const queryClient = useQueryClient();
  const recertify = useMutation({
    mutationFn: () => api.certifyServer(server.id),
    onSuccess: () =>
      Promise.all(serverKeys(server).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
  return (
    <>
      <h1 className="url">{tr(CERTIFY_MESSAGES, 'reportTitle', { url: server.url })}</h1>
      <p className="badges">
        <StatusBadge status={server.status} /> <BreakerBadge state={server.breaker} />
      </p>
      <ChangedToolsNotice tools={server.changedTools} />
      <p className="actions">
        <button
          type="button"
          className="button"
          onClick={() => recertify.mutate()}
          disabled={recertify.isPending}
        >
          {recertify.isPending ? t('certifying') : t('recertify')}
        </button>
      </p>
      {recertify.isPending && <p role="status">{t('certifyingHint')}</p>}
      {recertify.error && <ErrorBanner error={recertify.error} onRetry={() => recertify.mutate()} />}
    </>
  );
}

function Report({ serverId }: { serverId: string }) {
  const { t } = useI18n();
  const certification = useCertification(serverId);
  const rules = useRules();
  if (isApiError(certification.error) && certification.error.code === 'NO_CERTIFICATION') {
    return <p className="empty">{t('noCertification')}</p>;
  }
  if (rules.isError && rules.data === undefined) {
    return <ErrorBanner error={rules.error} onRetry={() => void rules.refetch()} />;
  }
  return (
    <QueryView query={certification}>
      {(detail) => (rules.data ? <ReportBody detail={detail} rules={rules.data.rules} /> : <Loading />)}
    </QueryView>
  );
}

function ReportBody({ detail, rules }: { detail: CertificationDetail; rules: RuleInfo[] }) {
  const { t, tr, dateTime, number, lang } = useI18n();
  const { report } = detail;
  const groups = groupFindings(report, rules);
  const pageOf = new Map(rules.map((r) => [r.id, r.page]));
  return (
    <>
      <Verdict report={report} />
      <p className="meta">
        {tr(CERTIFY_MESSAGES, 'eraLine', { era: tr(CERTIFY_MESSAGES, ERA_LABEL[report.era]) })} ·{' '}
        {tr(CERTIFY_MESSAGES, 'idempotencyLine', {
          state: tr(CERTIFY_MESSAGES, IDEMPOTENCY_LABEL[report.idempotency]),
        })}{' '}
        · <time dateTime={report.startedAt}>{dateTime(report.startedAt)}</time> ·{' '}
        {t('durationMs', { ms: number(report.durationMs) })}
      </p>
      {report.lang !== lang && (
        <p className="hint">{t(report.lang === 'es' ? 'reportInSpanish' : 'reportInEnglish')}</p>
      )}
      {groups.map((group) => (
        <FindingGroupSection key={group.key} group={group} pageOf={pageOf} />
      ))}
      {groups.length === 0 && <p className="empty">{t('noFindings')}</p>}
    </>
  );
}

function Verdict({ report }: { report: CertifyReport }) {
  const { tr } = useI18n();
  const ok = !report.fatal && report.summary.blocking === 0;
  const verdict = report.fatal
    ? tr(CERTIFY_MESSAGES, 'verdictFatal', { code: report.fatal.code })
    : ok
      ? tr(CERTIFY_MESSAGES, 'verdictPass')
      : tr(CERTIFY_MESSAGES, 'verdictFail', { blocking: report.summary.blocking });
  return (
    <div className={ok ? 'verdict verdict-ok' : 'verdict verdict-ko'}>
      <p className="verdict-title">{verdict}</p>
      {report.fatal && <p>{report.fatal.message}</p>}
      <p className="meta">
        {tr(CERTIFY_MESSAGES, 'countLine', {
          ...report.summary,
          skipped: report.skipped.length,
          duration: report.durationMs,
        })}
      </p>
    </div>
  );
}

function Tools({ serverId }: { serverId: string }) {
  const { t } = useI18n();
  const tools = useTools(serverId);
  return (
    <QueryView query={tools}>
      {({ tools: rows }) =>
        rows.length === 0 ? <p className="empty">{t('toolsEmpty')}</p> : <ToolsTable tools={rows} />
      }
    </QueryView>
  );
}
