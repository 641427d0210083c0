import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useTenants, useUsage } from '../api/admin-queries';
import type { ApiError } from '../api/api-error';
import type { Granularity, UsageQuery, UsageRow } from '../api/api-types';
import { useApi } from '../auth/session';
import { useI18n } from '../i18n/i18n';
import { MiniChart, TONE_NAMES } from '../overview/mini-chart';
import { ErrorBanner } from '../ui/error-banner';
import { QueryView } from '../ui/query-view';
import { SelectField, TextField } from '../ui/text-field';
import { toUsageSeries } from './usage-series';

const DAY_MS = 86_400_000;
const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const dayLabel = (ms: number): string => new Date(ms).toISOString().slice(5, 10);

/** Usage of one company over a period: a chart of calls per tool, the table, and its CSV. */
export function UsagePage({ company }: { company?: string | undefined }) {
  const { t } = useI18n();
  const api = useApi();
  const tenants = useTenants();
  const today = Date.now();
  const [draft, setDraft] = useState({
    company: company ?? '',
    from: isoDay(today - 6 * DAY_MS),
    to: isoDay(today),
    granularity: 'day' as Granularity,
  });
  const [query, setQuery] = useState<UsageQuery>();
  const [csvError, setCsvError] = useState<ApiError>();
  const usage = useUsage(query);
  const only = tenants.data?.tenants.length === 1 ? tenants.data.tenants[0]?.company : undefined;
  const chosen = draft.company || only || '';

  const show = (e: FormEvent): void => {
    e.preventDefault();
    if (!chosen) return;
    // The `to` day is included: the period ends at the start of the next one (UTC).
    setQuery({
      company: chosen,
      from: `${draft.from}T00:00:00Z`,
      to: new Date(Date.parse(`${draft.to}T00:00:00Z`) + DAY_MS).toISOString(),
      granularity: draft.granularity,
    });
  };
  const download = async (): Promise<void> => {
    if (!query) return;
    setCsvError(undefined);
    try {
      const blob = await api.usageCsv(query);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = `usage-${query.company}-${draft.from}-${draft.to}.csv`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch (error) {
      setCsvError(error as ApiError);
    }
  };
  const companies = tenants.data?.tenants.map((x) => ({ value: x.company, label: x.company })) ?? [];
  return (
    <>
      <h1>{t('usageTitle')}</h1>
      <p className="lead">{t('usageLead')}</p>
      <form className="form form-inline" onSubmit={show} aria-label={t('usageForm')}>
        <SelectField
          label={t('fieldCompany')}
          value={chosen}
          onValue={(value) => setDraft({ ...draft, company: value })}
          options={companies}
          placeholder={t('usagePickCompany')}
          required
        />
        <TextField
          label={t('fieldFrom')}
          type="date"
          value={draft.from}
          onValue={(from) => setDraft({ ...draft, from })}
          required
        />
        <TextField
          label={t('fieldTo')}
          type="date"
          value={draft.to}
          onValue={(to) => setDraft({ ...draft, to })}
          required
        />
        <SelectField<Granularity>
          label={t('fieldGranularity')}
          value={draft.granularity}
          onValue={(granularity) => setDraft({ ...draft, granularity })}
          options={[
            { value: 'day', label: t('granularityDay') },
            { value: 'hour', label: t('granularityHour') },
          ]}
        />
        <button type="submit" className="button button-primary" disabled={!chosen}>
          {t('showUsage')}
        </button>
        {query && (
          <button type="button" className="button" onClick={() => void download()}>
            {t('downloadCsv')}
          </button>
        )}
      </form>
      {csvError && <ErrorBanner error={csvError} />}
      {query && (
        <QueryView query={usage}>
          {(data) =>
            data.rows.length === 0 ? (
              <p className="empty">{t('usageEmpty')}</p>
            ) : (
              <UsageView rows={data.rows} granularity={data.granularity} />
            )
          }
        </QueryView>
      )}
    </>
  );
}

function UsageView({ rows, granularity }: { rows: UsageRow[]; granularity: Granularity }) {
  const { t, number, clock, time } = useI18n();
  const series = useMemo(() => toUsageSeries(rows), [rows]);
  const lines = useMemo(
    () =>
      series.tools.map((s, i) => ({
        label: s.tool,
        values: s.calls,
        tone: TONE_NAMES[i % TONE_NAMES.length]!,
      })),
    [series],
  );
  const ms = (v: number | null): string => (v === null ? '—' : t('ms', { ms: number(v, 1) }));
  return (
    <>
      <MiniChart
        caption={t('usageChartCaption')}
        x={series.x}
        lines={lines}
        clock={granularity === 'day' ? dayLabel : clock}
        height={180}
      />
      <div className="table-wrap">
        <table className="calls">
          <caption className="visually-hidden">{t('usageTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('colPeriod')}</th>
              <th scope="col">{t('colTool')}</th>
              <th scope="col" className="num">
                {t('colCalls')}
              </th>
              <th scope="col" className="num">
                {t('colBusinessErrors')}
              </th>
              <th scope="col" className="num">
                {t('colTechnicalErrors')}
              </th>
              <th scope="col" className="num">
                p50
              </th>
              <th scope="col" className="num">
                p99
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.period}-${r.tool}`}>
                <td>
                  <time dateTime={r.period}>
                    {granularity === 'day' ? r.period.slice(0, 10) : time(r.period)}
                  </time>
                </td>
                <td>
                  <code>{r.tool}</code>
                </td>
                <td className="num">{number(r.calls)}</td>
                <td className="num">{number(r.businessErrors)}</td>
                <td className="num">{number(r.technicalErrors)}</td>
                <td className="num">{ms(r.p50Ms)}</td>
                <td className="num">{ms(r.p99Ms)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
