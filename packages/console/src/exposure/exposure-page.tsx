import { useState } from 'react';
import type { FormEvent } from 'react';
import { GATEWAY_MESSAGES } from '@asixto/contract';
import { useExposure } from '../api/admin-queries';
import type { AgentContext, ExposurePreview, HiddenReason } from '../api/api-types';
import { MISSING_MESSAGE, contextOf, emptyDraft } from '../context/context-draft';
import type { ContextDraft } from '../context/context-draft';
import { ContextFields } from '../context/context-fields';
import { useI18n } from '../i18n/i18n';
import type { ConsoleMessageId } from '../i18n/console-messages';
import { hrefOf } from '../router/route';
import { HIDDEN_LABEL } from '../ui/labels';
import { QueryView } from '../ui/query-view';
import { TableWrap } from '../ui/table-wrap';

type Format = 'mcp' | 'openai' | 'anthropic';
const FORMATS: readonly { value: Format; label: ConsoleMessageId }[] = [
  { value: 'mcp', label: 'formatMcp' },
  { value: 'openai', label: 'formatOpenai' },
  { value: 'anthropic', label: 'formatAnthropic' },
];

/** The model-facing sentence the gateway uses for each reason, where it has one. */
const REASON_SENTENCE: Partial<Record<HiddenReason, keyof typeof GATEWAY_MESSAGES>> = {
  not_certified: 'rejectedNotCertified',
  changed: 'rejectedChanged',
  policy: 'rejectedPolicy',
  channel: 'rejectedChannel',
  scenario: 'rejectedScenario',
  level: 'rejectedLevel',
};

/** What the model sees in a given context, and why each other tool is hidden. */
export function ExposurePage({ company }: { company?: string | undefined }) {
  const { t, lang } = useI18n();
  const [draft, setDraft] = useState<ContextDraft>(() => emptyDraft(company));
  const [context, setContext] = useState<AgentContext>();
  const [missing, setMissing] = useState<ConsoleMessageId>();
  const preview = useExposure(context);
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    const next = contextOf(draft, lang);
    if ('missing' in next) {
      setMissing(MISSING_MESSAGE[next.missing]);
      return;
    }
    setMissing(undefined);
    setContext(next);
  };
  return (
    <>
      <h1>{t('exposureTitle')}</h1>
      <p className="lead">{t('exposureLead')}</p>
      <form className="form" onSubmit={submit}>
        <ContextFields draft={draft} onChange={setDraft} />
        {missing && (
          <p className="field-error" role="alert">
            {t(missing)}
          </p>
        )}
        <button type="submit" className="button button-primary">
          {t('exposurePreview')}
        </button>
      </form>
      {context && (
        <section aria-labelledby="exposure-result" aria-busy={preview.isFetching}>
          <h2 id="exposure-result">
            {t('exposureResultTitle', { company: context.company, scenario: context.scenario })}
          </h2>
          <QueryView query={preview}>
            {(data) => <PreviewResult preview={data} context={context} />}
          </QueryView>
        </section>
      )}
    </>
  );
}

function PreviewResult({ preview, context }: { preview: ExposurePreview; context: AgentContext }) {
  const { t, tr } = useI18n();
  const [format, setFormat] = useState<Format>('mcp');
  const { catalog, hidden } = preview;
  const shaped = format === 'mcp' ? catalog.tools : format === 'openai' ? catalog.openai : catalog.anthropic;
  return (
    <>
      <p className="summary">
        {t('exposureCounts', { exposed: catalog.tools.length, hidden: hidden.length })}
      </p>
      <h3>{t('verbsTextTitle')}</h3>
      <pre className="model-text">{catalog.verbsText === '' ? t('verbsTextEmpty') : catalog.verbsText}</pre>
      <h3>{t('exposedTitle')}</h3>
      {catalog.tools.length === 0 ? (
        <p className="empty">{t('exposedEmpty')}</p>
      ) : (
        <TableWrap>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('colTool')}</th>
                <th scope="col">{t('colDescription')}</th>
              </tr>
            </thead>
            <tbody>
              {catalog.tools.map((tool) => (
                <tr key={tool.name}>
                  <th scope="row">
                    <code>{tool.name}</code>
                    {tool.title && <span className="subtle"> · {tool.title}</span>}
                  </th>
                  <td>{tool.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      <fieldset className="segmented">
        <legend>{t('formatLegend')}</legend>
        {FORMATS.map((f) => (
          <label key={f.value}>
            <input
              type="radio"
              name="catalog-format"
              value={f.value}
              checked={format === f.value}
              onChange={() => setFormat(f.value)}
            />
            {t(f.label)}
          </label>
        ))}
      </fieldset>
      <pre
        className="json"
        tabIndex={0}
        aria-label={t('formatJsonLabel', {
          format: t(FORMATS.find((f) => f.value === format)?.label ?? 'formatMcp'),
        })}
      >
        {JSON.stringify(shaped, null, 2)}
      </pre>
      <h3>{t('hiddenTitle')}</h3>
      {hidden.length === 0 ? (
        <p className="empty">{t('hiddenEmpty')}</p>
      ) : (
        <TableWrap>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('colTool')}</th>
                <th scope="col">{t('colReason')}</th>
                <th scope="col">{t('colServer')}</th>
              </tr>
            </thead>
            <tbody>
              {hidden.map((h) => {
                const sentence = REASON_SENTENCE[h.reason];
                return (
                  <tr key={`${h.serverId}:${h.tool}`}>
                    <th scope="row">
                      <code>{h.prefixedName}</code>
                    </th>
                    <td>
                      <span className={`badge badge-hidden-${h.reason}`}>{t(HIDDEN_LABEL[h.reason])}</span>{' '}
                      {sentence
                        ? tr(GATEWAY_MESSAGES, sentence, { tool: h.tool })
                        : t('hiddenShadowedSentence', { tool: h.tool })}
                    </td>
                    <td>
                      <a href={hrefOf({ page: 'server', serverId: h.serverId })}>{t('viewServer')}</a>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableWrap>
      )}
      <p className="actions">
        <a className="button" href={hrefOf({ page: 'playground', company: context.company })}>
          {t('navPlayground')}
        </a>
      </p>
    </>
  );
}
