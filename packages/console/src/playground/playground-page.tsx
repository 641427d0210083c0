import { useEffect, useId, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useExposure, useServers, useTenants, useToolsOf } from '../api/admin-queries';
import type { AgentContext, McpTool, ToolRow } from '../api/api-types';
import { useApi } from '../auth/session';
import { MISSING_MESSAGE, consoleConversationId, contextOf, emptyDraft } from '../context/context-draft';
import type { ContextDraft } from '../context/context-draft';
import { ContextFields } from '../context/context-fields';
import { useI18n } from '../i18n/i18n';
import type { ConsoleMessageId } from '../i18n/console-messages';
import { JsonEditor } from '../json/json-editor';
import { useJsonText } from '../json/use-json-text';
import { ErrorBanner } from '../ui/error-banner';
import { LEVEL_LABEL } from '../ui/labels';
import { argumentsTemplate } from './arguments-template';
import { CallResult } from './call-result';
import { callLevel } from './needs-confirmation';
import { ToolParameters } from './tool-parameters';

interface PendingCall {
  context: AgentContext;
  name: string;
  args: Record<string, unknown>;
}

/**
 * Calls one tool through the gateway's own pipeline in a chosen context. A tool that writes (or
 * that the console cannot classify) asks for an explicit confirmation before the call leaves.
 */
export function PlaygroundPage({ company }: { company?: string | undefined }) {
  const { t, lang } = useI18n();
  const api = useApi();
  const toolFieldId = useId();
  const [draft, setDraft] = useState<ContextDraft>(() => emptyDraft(company));
  const [toolName, setToolName] = useState('');
  const args = useJsonText('{}');
  const [missing, setMissing] = useState<ConsoleMessageId>();
  const [confirming, setConfirming] = useState<PendingCall>();

  const tenants = useTenants();
  const servers = useServers(draft.company);
  const toolQueries = useToolsOf(servers.data?.servers.map((s) => s.id) ?? []);
  const rows: ToolRow[] = toolQueries.flatMap((q) => q.data?.tools ?? []);
  const toolsError = servers.error ?? toolQueries.find((q) => q.error)?.error;
  const policy = tenants.data?.tenants.find((x) => x.company === draft.company)?.policy;

  // What this context exposes, so the tool list can say which calls will be refused; the
  // conversation id does not change exposure and is left out so typing in it asks nothing.
  const previewContext = useMemo(() => {
    const ctx = contextOf({ ...draft, conversationId: 'console-preview' }, lang);
    return 'missing' in ctx ? undefined : ctx;
  }, [draft, lang]);
  const preview = useExposure(previewContext);
  const exposed = new Map<string, McpTool>(
    (preview.data?.catalog.tools ?? []).map((tool) => [tool.name, tool]),
  );
  // With a whole context, only what it exposes can be called; before that, every tool of the company.
  const others = previewContext ? [] : rows;

  const call = useMutation({
    mutationFn: (pending: PendingCall) => api.callTool(pending.context, pending.name, pending.args),
  });

  const { level, confirm } = callLevel(toolName, rows, policy);
  // A context that no longer exposes the chosen tool: the choice goes, as the tool left the list.
  const gone =
    previewContext !== undefined && preview.data !== undefined && toolName !== '' && !exposed.has(toolName);
  useEffect(() => {
    if (gone) setToolName('');
  }, [gone]);

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    const context = contextOf(draft, lang);
    if ('missing' in context) {
      setMissing(MISSING_MESSAGE[context.missing]);
      return;
    }
    if (toolName.trim() === '') {
      setMissing('missingTool');
      return;
    }
    setMissing(undefined);
    const read = args.read();
    if (!read) return;
    if (typeof read.value !== 'object' || read.value === null || Array.isArray(read.value)) {
      args.setProblem({ source: 'gateway', message: t('argumentsNotObject'), pointer: '' });
      return;
    }
    const pending = { context, name: toolName.trim(), args: read.value as Record<string, unknown> };
    if (confirm) setConfirming(pending);
    else call.mutate(pending);
  };

  const schema = exposed.get(toolName)?.inputSchema;
  return (
    <>
      <h1>{t('playgroundTitle')}</h1>
      <p className="lead">{t('playgroundLead')}</p>
      <form className="form" onSubmit={submit}>
        <ContextFields
          draft={draft}
          onChange={(next) => {
            if (next.company !== draft.company) setToolName('');
            setDraft(next);
            setConfirming(undefined);
          }}
        />
        <p className="actions">
          <button
            type="button"
            className="button button-small"
            onClick={() => setDraft({ ...draft, conversationId: consoleConversationId() })}
          >
            {t('newConversation')}
          </button>
        </p>
        {toolsError && <ErrorBanner error={toolsError} onRetry={() => void servers.refetch()} />}
        <div className="field">
          <label htmlFor={toolFieldId}>{t('fieldTool')}</label>
          <select
            id={toolFieldId}
            value={toolName}
            onChange={(e) => {
              setToolName(e.target.value);
              setConfirming(undefined);
            }}
            required
          >
            <option value="" disabled>
              {draft.company === '' ? t('chooseCompanyFirst') : t('chooseTool')}
            </option>
            {exposed.size > 0 && (
              <optgroup label={t('toolsExposedGroup')}>
                {[...exposed.keys()].map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </optgroup>
            )}
            {others.length > 0 && (
              <optgroup label={t('toolsAllGroup')}>
                {others.map((row) => (
                  <option key={row.prefixedName} value={row.prefixedName}>
                    {row.prefixedName}
                  </option>
                ))}
              </optgroup>
            )}
          </select>
          {previewContext && preview.data && exposed.size === 0 && (
            <p className="hint">{t('noToolsExposed')}</p>
          )}
          {toolName !== '' && (
            <p className="hint">
              {level ? t('toolLevelIs', { level: t(LEVEL_LABEL[level]) }) : t('toolLevelUnknown')}
            </p>
          )}
        </div>
        {exposed.get(toolName) && <ToolParameters tool={exposed.get(toolName) as McpTool} />}
        <JsonEditor
          label={t('fieldArguments')}
          hint={t('fieldArgumentsHint')}
          value={args.text}
          rows={8}
          onChange={(text) => {
            args.setText(text);
            setConfirming(undefined);
          }}
          problem={args.problem}
        />
        {schema !== undefined && (
          <p className="actions">
            <button
              type="button"
              className="button button-small"
              onClick={() => args.setText(argumentsTemplate(schema))}
            >
              {t('fillTemplate')}
            </button>
          </p>
        )}
        {missing && (
          <p className="field-error" role="alert">
            {t(missing)}
          </p>
        )}
        {confirming ? (
          <ConfirmCall
            pending={confirming}
            levelLabel={level ? t(LEVEL_LABEL[level]) : t('levelUnknown')}
            onConfirm={() => {
              call.mutate(confirming);
              setConfirming(undefined);
            }}
            onCancel={() => setConfirming(undefined)}
          />
        ) : (
          <button type="submit" className="button button-primary" disabled={call.isPending}>
            {call.isPending ? t('calling') : t('callTool')}
          </button>
        )}
      </form>
      <section aria-labelledby="call-result" aria-busy={call.isPending}>
        <h2 id="call-result">{t('callResultTitle')}</h2>
        {call.isPending && <p role="status">{t('calling')}</p>}
        {call.error && <ErrorBanner error={call.error} />}
        {call.data && <CallResult outcome={call.data} />}
        {call.isIdle && <p className="empty">{t('callResultEmpty')}</p>}
      </section>
    </>
  );
}

function ConfirmCall(props: {
  pending: PendingCall;
  levelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div
      className="confirm confirm-danger"
      role="alertdialog"
      aria-labelledby={`${id}-q`}
      onKeyDown={(e) => {
        if (e.key === 'Escape') props.onCancel();
      }}
    >
      <p id={`${id}-q`}>
        {t('confirmCall', {
          tool: props.pending.name,
          level: props.levelLabel,
          company: props.pending.context.company,
        })}
      </p>
      <button type="button" className="button button-danger" onClick={props.onConfirm}>
        {t('confirmCallYes')}
      </button>
      {/* Focus starts on "cancel": Enter alone never sends a write. */}
      <button type="button" className="button" onClick={props.onCancel} autoFocus>
        {t('cancel')}
      </button>
    </div>
  );
}
