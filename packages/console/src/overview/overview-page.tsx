import { useMemo } from 'react';
import { useOverview } from '../api/admin-queries';
import type { OverviewServer } from '../api/api-types';
import { useI18n } from '../i18n/i18n';
import { hrefOf } from '../router/route';
import { BreakerBadge, StatusBadge } from '../ui/badges';
import { QueryView } from '../ui/query-view';
import { errorPercent, toServerSeries } from './chart-series';
import { MiniChart } from './mini-chart';

/** Per server, the last 15 minutes: calls per minute, error rate, p50/p99 latency, breaker state. */
export function OverviewPage() {
  const { t, time } = useI18n();
  const overview = useOverview();
  return (
    <>
      <h1>{t('overviewTitle')}</h1>
      <QueryView query={overview}>
        {(data) => (
          <>
            <p className="lead">
              {t('overviewLead', { minutes: data.windowMinutes })} ·{' '}
              <time dateTime={data.generatedAt}>{t('updatedAt', { time: time(data.generatedAt) })}</time>
            </p>
            {data.servers.length === 0 ? (
              <p className="empty">
                {t('overviewEmpty')} <a href={hrefOf({ page: 'tenants' })}>{t('tenantsTitle')}</a>
              </p>
            ) : (
              <ul className="cards cards-grid">
                {data.servers.map((server) => (
                  <li key={server.serverId}>
                    <ServerPanel server={server} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryView>
    </>
  );
}

function ServerPanel({ server }: { server: OverviewServer }) {
  const { t, number, clock } = useI18n();
  const series = useMemo(() => toServerSeries(server.minutes), [server.minutes]);
  const { totals } = server;
  const ms = (v: number | null): string => (v === null ? '—' : t('ms', { ms: number(v) }));
  const callLines = useMemo(
    () => [{ label: t('chartCalls'), values: series.calls, tone: 'primary' as const }],
    [series, t],
  );
  const errorLines = useMemo(
    () => [{ label: t('chartErrors'), values: series.errorPct, tone: 'danger' as const }],
    [series, t],
  );
  const latencyLines = useMemo(
    () => [
      { label: 'p50', values: series.p50, tone: 'primary' as const },
      { label: 'p99', values: series.p99, tone: 'secondary' as const },
    ],
    [series],
  );
  return (
    <article className="card" aria-labelledby={`ov-${server.serverId}`}>
      <header className="card-header">
        <h2 id={`ov-${server.serverId}`} className="url">
          <a href={hrefOf({ page: 'server', serverId: server.serverId })}>{server.url}</a>
        </h2>
        <StatusBadge status={server.status} />
        <BreakerBadge state={server.breaker} />
      </header>
      <p className="meta">
        <a href={hrefOf({ page: 'tenant', company: server.company })}>
          <code>{server.company}</code>
        </a>{' '}
        ·{' '}
        {t('overviewTotals', {
          calls: number(totals.calls),
          errors: number(errorPercent(totals.errorRate), 1),
          business: number(totals.businessErrors ?? 0),
          p50: ms(totals.p50Ms),
          p99: ms(totals.p99Ms),
        })}
      </p>
      <div className="charts">
        <MiniChart clock={clock} caption={t('chartCallsCaption')} x={series.x} lines={callLines} />
        <MiniChart clock={clock} caption={t('chartErrorsCaption')} x={series.x} lines={errorLines} />
        <MiniChart clock={clock} caption={t('chartLatencyCaption')} x={series.x} lines={latencyLines} />
      </div>
    </article>
  );
}
