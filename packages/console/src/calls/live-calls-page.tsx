import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useCalls, useTenants } from '../api/admin-queries';
import type { ApiError } from '../api/api-error';
import { OUTCOMES } from '../api/api-types';
import type { CallFilter, CallRecord, Outcome } from '../api/api-types';
import type { StreamState } from '../api/call-stream';
import { useApi } from '../auth/session';
import { useI18n } from '../i18n/i18n';
import type { ConsoleMessageId } from '../i18n/console-messages';
import { OutcomeBadge } from '../ui/badges';
import { ErrorBanner } from '../ui/error-banner';
import { OUTCOME_LABEL } from '../ui/labels';
import { Loading } from '../ui/loading';
import { SelectField, TextField } from '../ui/text-field';
import { MAX_CALLS, matchesFilter, mergeCalls } from './merge-calls';
import { TableWrap } from '../ui/table-wrap';

const STATE_LABEL: Record<StreamState, ConsoleMessageId> = {
  connecting: 'streamConnecting',
  live: 'streamLive',
  retrying: 'streamRetrying',
  stopped: 'streamStopped',
};

/** The most recent calls of every gateway instance, then every new one as it happens on any. */
export function LiveCallsPage() {
  const { t } = useI18n();
  const api = useApi();
  const tenants = useTenants();
  const [draft, setDraft] = useState({ company: '', tool: '', outcome: '' as Outcome | '' });
  const [filter, setFilter] = useState<CallFilter>({});
  const ring = useCalls(filter);
  const [streamed, setStreamed] = useState<CallRecord[]>([]);
  const [state, setState] = useState<StreamState>('connecting');
  const [streamError, setStreamError] = useState<ApiError>();

  useEffect(() => {
    setStreamed([]);
    const controller = new AbortController();
    void api.followCalls(
      filter,
      {
        onCall: (call) => setStreamed((list) => [...list.slice(-(MAX_CALLS - 1)), call]),
        onState: (next, error) => {
          setState(next);
          setStreamError(error);
        },
      },
      controller.signal,
    );
    return () => controller.abort();
  }, [api, filter]);

  const apply = (e: FormEvent): void => {
    e.preventDefault();
    setFilter({
      ...(draft.company ? { company: draft.company } : {}),
      ...(draft.tool.trim() ? { tool: draft.tool.trim() } : {}),
      ...(draft.outcome ? { outcome: draft.outcome } : {}),
    });
  };
  const calls = mergeCalls(streamed, ring.data?.calls ?? []).filter((c) => matchesFilter(c, filter));
  const companies = [
    { value: '', label: t('allCompanies') },
    ...(tenants.data?.tenants.map((x) => ({ value: x.company, label: x.company })) ?? []),
  ];
  return (
    <>
      <h1>{t('callsTitle')}</h1>
      <p className="lead">{t('callsLead', { max: MAX_CALLS })}</p>
      <form className="form form-inline" onSubmit={apply} aria-label={t('callsFilter')}>
        <SelectField
          label={t('fieldCompany')}
          value={draft.company}
          onValue={(company) => setDraft({ ...draft, company })}
          options={companies}
        />
        <TextField
          label={t('fieldTool')}
          value={draft.tool}
          onValue={(tool) => setDraft({ ...draft, tool })}
          autoComplete="off"
          spellCheck={false}
        />
        <SelectField<Outcome | ''>
          label={t('colOutcome')}
          value={draft.outcome}
          onValue={(outcome) => setDraft({ ...draft, outcome })}
          options={[
            { value: '', label: t('allOutcomes') },
            ...OUTCOMES.map((o) => ({ value: o, label: t(OUTCOME_LABEL[o]) })),
          ]}
        />
        <button type="submit" className="button">
          {t('applyFilter')}
        </button>
      </form>
      <p className={`stream-state stream-${state}`} role="status">
        <span className="dot" aria-hidden="true" /> {t(STATE_LABEL[state])}
      </p>
      {streamError && state !== 'live' && <ErrorBanner error={streamError} />}
      {ring.isError && <ErrorBanner error={ring.error} onRetry={() => void ring.refetch()} />}
      {ring.isPending && <Loading />}
      {calls.length === 0 && !ring.isPending ? (
        <p className="empty">{t('callsEmpty')}</p>
      ) : (
        <CallsTable calls={calls} />
      )}
    </>
  );
}

function CallsTable({ calls }: { calls: readonly CallRecord[] }) {
  const { t, time, number } = useI18n();
  return (
    <TableWrap>
      <table className="calls">
        <caption className="visually-hidden">{t('callsTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('colTime')}</th>
            <th scope="col">{t('colCompany')}</th>
            <th scope="col">{t('colTool')}</th>
            <th scope="col">{t('colOutcome')}</th>
            <th scope="col">{t('colErrorType')}</th>
            <th scope="col" className="num">
              {t('colAttempts')}
            </th>
            <th scope="col" className="num">
              {t('colLatency')}
            </th>
            <th scope="col">{t('colTruncated')}</th>
            <th scope="col">{t('colInstance')}</th>
            <th scope="col">{t('colRequestId')}</th>
          </tr>
        </thead>
        <tbody>
          {calls.map((call) => (
            <tr key={`${call.requestId}-${call.at}-${call.tool}`}>
              <td>
                <time dateTime={call.at}>{time(call.at)}</time>
              </td>
              <td>{call.company}</td>
              <td>
                <code>{call.tool}</code>
              </td>
              <td>
                <OutcomeBadge outcome={call.outcome} />
              </td>
              <td>{call.errorType ? <code>{call.errorType}</code> : '—'}</td>
              <td className="num">{call.attempts}</td>
              <td className="num">{t('ms', { ms: number(call.latencyMs, 1) })}</td>
              <td>{call.truncated ? t('yes') : t('no')}</td>
              <td>{call.instance ? <code className="subtle">{call.instance}</code> : '—'}</td>
              <td className="request-id">
                <code className="subtle">{call.requestId}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
