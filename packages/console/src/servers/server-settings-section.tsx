import { useId, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseFixtures } from '@asixto/certify/fixtures';
import type { ServerSettingsInput, ServerView } from '../api/api-types';
import { useApi } from '../auth/session';
import { useI18n } from '../i18n/i18n';
import { JsonEditor } from '../json/json-editor';
import { useJsonText } from '../json/use-json-text';
import { ErrorBanner } from '../ui/error-banner';
import { TextField } from '../ui/text-field';
import { CertificationOutcome } from './certification-outcome';
import { serverKeys } from './server-card';

/** The gateway's bound on stored test data (GATEWAY_INVALID_TEST_DATA beyond it). */
const MAX_TEST_DATA_BYTES = 64 * 1024;

/**
 * What `asixto-certify` takes as flags, for one server: a new credential (`--token`), test data
 * (`--fixtures`) and the test-environment mark (`--allow-writes`). Each change is one PATCH, after
 * which the gateway certifies the server again; the outcome is shown under the section.
 */
export function ServerSettingsSection({ server }: { server: ServerView }) {
  const { t } = useI18n();
  const api = useApi();
  const queryClient = useQueryClient();
  const [askedTestEnvironment, setAskedTestEnvironment] = useState<boolean>();
  const update = useMutation({
    mutationFn: (input: ServerSettingsInput) => api.updateServer(server.id, input),
    onSettled: () =>
      Promise.all(serverKeys(server).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
  return (
    <section aria-labelledby="settings-title" aria-busy={update.isPending}>
      <h2 id="settings-title">{t('settingsTitle')}</h2>
      <p className="lead">{t('settingsLead')}</p>
      <CredentialForm
        busy={update.isPending}
        onSave={(token) => update.mutate({ credential: { type: 'bearer', token } })}
      />
      <TestDataForm
        hasTestData={server.hasTestData}
        busy={update.isPending}
        onSave={(testData) => update.mutate({ testData })}
      />
      <TestEnvironmentToggle
        checked={askedTestEnvironment ?? server.testEnvironment}
        busy={update.isPending}
        onChange={(testEnvironment) => {
          // The box follows the click in the click's own render (the mutation's state arrives a
          // tick later), until the gateway's answer and the refreshed server say what holds.
          setAskedTestEnvironment(testEnvironment);
          update.mutate({ testEnvironment }, { onSettled: () => setAskedTestEnvironment(undefined) });
        }}
      />
      {update.isPending && <p role="status">{t('certifyingHint')}</p>}
      {update.data && !update.isPending && (
        <>
          <p className="hint">{t('settingsSaved')}</p>
          <CertificationOutcome result={update.data} />
        </>
      )}
      {update.error && !update.isPending && <ErrorBanner error={update.error} />}
    </section>
  );
}

function CredentialForm({ busy, onSave }: { busy: boolean; onSave: (token: string) => void }) {
  const { t } = useI18n();
  const [token, setToken] = useState('');
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    if (token === '') return;
    onSave(token);
    // The console never keeps a credential once the gateway has it.
    setToken('');
  };
  return (
    <form className="form" onSubmit={submit} aria-label={t('credentialTitle')}>
      <h3>{t('credentialTitle')}</h3>
      <TextField
        label={t('fieldNewToken')}
        hint={t('fieldNewTokenHint')}
        type="password"
        value={token}
        onValue={setToken}
        autoComplete="off"
        maxLength={4096}
      />
      <button type="submit" className="button" disabled={busy || token === ''}>
        {t('replaceCredential')}
      </button>
    </form>
  );
}

function TestDataForm(props: {
  hasTestData: boolean;
  busy: boolean;
  onSave: (testData: Record<string, unknown> | null) => void;
}) {
  const { t, lang } = useI18n();
  const fileId = useId();
  const data = useJsonText('');
  const [fileProblem, setFileProblem] = useState<string>();
  const onFile = (e: ChangeEvent<HTMLInputElement>): void => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (file.size > MAX_TEST_DATA_BYTES) {
      setFileProblem(t('testDataFileTooLarge', { size: file.size, max: MAX_TEST_DATA_BYTES }));
      return;
    }
    setFileProblem(undefined);
    void file.text().then((text) => data.setText(text));
  };
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    const read = data.read();
    if (!read) return;
    // The certifier's own check, so what the gateway would refuse is said here, tool by tool.
    const parsed = parseFixtures(read.value, lang);
    if (!parsed.ok) {
      data.setProblem({ source: 'gateway', message: parsed.problems.join('\n'), pointer: '' });
      return;
    }
    props.onSave(parsed.fixtures as Record<string, unknown>);
  };
  return (
    <form className="form" onSubmit={submit} aria-label={t('testDataTitle')}>
      <h3>{t('testDataTitle')}</h3>
      <p className="hint">{props.hasTestData ? t('testDataStored') : t('testDataNone')}</p>
      <JsonEditor
        label={t('fieldTestData')}
        hint={t('fieldTestDataHint')}
        value={data.text}
        rows={6}
        onChange={data.setText}
        problem={data.problem}
      />
      <div className="field">
        <label htmlFor={fileId}>{t('testDataFile')}</label>
        <input id={fileId} type="file" accept="application/json,.json" onChange={onFile} />
        {fileProblem && (
          <p className="field-error" role="alert">
            {fileProblem}
          </p>
        )}
      </div>
      <p className="actions">
        <button type="submit" className="button" disabled={props.busy || data.text.trim() === ''}>
          {t('testDataSave')}
        </button>
        {props.hasTestData && (
          <button type="button" className="button" disabled={props.busy} onClick={() => props.onSave(null)}>
            {t('testDataRemove')}
          </button>
        )}
      </p>
    </form>
  );
}

function TestEnvironmentToggle(props: {
  checked: boolean;
  busy: boolean;
  onChange: (next: boolean) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className="form" role="group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('testEnvTitle')}</h3>
      <label className="check" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={props.checked}
          disabled={props.busy}
          onChange={(e) => props.onChange(e.target.checked)}
        />{' '}
        {t('testEnvLabel')}
      </label>
    </div>
  );
}
