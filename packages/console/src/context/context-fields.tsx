import { ACCESS_LEVELS, CHANNELS, SCENARIO_KEYS } from '@asixto/contract';
import { useTenants } from '../api/admin-queries';
import type { AccessLevel, Channel, ScenarioKey } from '../api/api-types';
import { useI18n } from '../i18n/i18n';
import { LEVEL_LABEL } from '../ui/labels';
import { ErrorBanner } from '../ui/error-banner';
import { SelectField, TextField } from '../ui/text-field';
import type { ContextDraft } from './context-draft';

/** Company, scenario (the 26 keys of page 04), channel, agent level and conversation id. */
export function ContextFields({
  draft,
  onChange,
}: {
  draft: ContextDraft;
  onChange: (draft: ContextDraft) => void;
}) {
  const { t } = useI18n();
  const tenants = useTenants();
  const set =
    <K extends keyof ContextDraft>(key: K) =>
    (value: ContextDraft[K]) =>
      onChange({ ...draft, [key]: value });
  const companies =
    tenants.data?.tenants.map((x) => ({ value: x.company, label: `${x.name} (${x.company})` })) ?? [];
  if (draft.company !== '' && !companies.some((c) => c.value === draft.company)) {
    companies.unshift({ value: draft.company, label: draft.company });
  }
  return (
    <fieldset className="context-fields">
      <legend>{t('contextLegend')}</legend>
      {tenants.isError && <ErrorBanner error={tenants.error} onRetry={() => void tenants.refetch()} />}
      <div className="form-row">
        <SelectField
          label={t('fieldCompany')}
          value={draft.company}
          onValue={set('company')}
          options={companies}
          placeholder={tenants.isPending ? t('loading') : t('chooseCompany')}
          required
        />
        <SelectField<ScenarioKey>
          label={t('fieldScenario')}
          value={draft.scenario}
          onValue={set('scenario')}
          options={SCENARIO_KEYS.map((key) => ({ value: key, label: key }))}
          placeholder={t('chooseScenario')}
          required
        />
        <SelectField<Channel>
          label={t('fieldChannel')}
          value={draft.channel}
          onValue={set('channel')}
          options={CHANNELS.map((c) => ({
            value: c,
            label: t(c === 'chat' ? 'channelChat' : 'channelVoice'),
          }))}
        />
        <SelectField<AccessLevel>
          label={t('fieldAgentLevel')}
          value={draft.agentLevel}
          onValue={set('agentLevel')}
          options={ACCESS_LEVELS.map((level) => ({ value: level, label: t(LEVEL_LABEL[level]) }))}
        />
        <TextField
          label={t('fieldConversationId')}
          value={draft.conversationId}
          onValue={set('conversationId')}
          autoComplete="off"
          spellCheck={false}
          required
        />
      </div>
    </fieldset>
  );
}
