import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { keys as queryKeys, useIdentity, useTenants } from '../api/admin-queries';
import { isApiError } from '../api/api-error';
import type { AccessRole, CreatedKey, KeyInput } from '../api/access-types';
import { ROLE_LABEL } from '../auth/identity-labels';
import { useApi } from '../auth/session';
import { useI18n } from '../i18n/i18n';
import { ErrorBanner } from '../ui/error-banner';
import { SelectField, TextField } from '../ui/text-field';

const ALL = '*';

/**
 * Creates a key. The roles and companies offered are the ones this identity may give (the gateway
 * decides anyway): a tenant admin, runtime and tenant-admin keys of its companies; a platform admin,
 * any key, `*` for runtime keys. The new key is shown once, here.
 */
export function CreateKeyForm() {
  const { t } = useI18n();
  const api = useApi();
  const queryClient = useQueryClient();
  const identity = useIdentity().data;
  const tenants = useTenants();
  const platform = identity?.role === 'platform-admin';
  const roles: AccessRole[] = platform
    ? ['runtime', 'tenant-admin', 'platform-admin']
    : ['runtime', 'tenant-admin'];
  const [role, setRole] = useState<AccessRole>('runtime');
  const [companies, setCompanies] = useState<string[]>([]);
  const [label, setLabel] = useState('');
  const [expires, setExpires] = useState('');
  const [noCompany, setNoCompany] = useState(false);
  const [created, setCreated] = useState<CreatedKey>();
  const create = useMutation({
    mutationFn: (input: KeyInput) => api.createKey(input),
    onSuccess: async (key) => {
      setCreated(key);
      setLabel('');
      setExpires('');
      setCompanies([]);
      await queryClient.invalidateQueries({ queryKey: queryKeys.keys });
    },
  });
  const choices = [
    ...(platform && role === 'runtime' ? [{ value: ALL, label: t('keyAllCompanies') }] : []),
    ...(tenants.data?.tenants.map((x) => ({ value: x.company, label: x.company })) ?? []),
  ];
  const toggle = (company: string, on: boolean): void => {
    setNoCompany(false);
    if (company === ALL) setCompanies(on ? [ALL] : []);
    else
      setCompanies((list) =>
        on ? [...list.filter((c) => c !== ALL), company] : list.filter((c) => c !== company),
      );
  };
  const fieldError = (field: string): string | undefined =>
    isApiError(create.error) && create.error.field === field ? create.error.message : undefined;

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    setCreated(undefined);
    if (role !== 'platform-admin' && companies.length === 0) {
      setNoCompany(true);
      return;
    }
    create.mutate({
      role,
      label,
      ...(role === 'platform-admin' ? {} : { companies }),
      // datetime-local is the operator's local time; the gateway takes an instant.
      ...(expires ? { expiresAt: new Date(expires).toISOString() } : {}),
    });
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <div className="form-row">
        <SelectField<AccessRole>
          label={t('fieldRole')}
          value={role}
          onValue={(next) => {
            setRole(next);
            setCompanies((list) => list.filter((c) => c !== ALL));
          }}
          options={roles.map((r) => ({ value: r, label: t(ROLE_LABEL[r]) }))}
        />
        <TextField
          label={t('fieldLabel')}
          hint={t('fieldLabelHint')}
          value={label}
          onValue={setLabel}
          required
          maxLength={100}
          autoComplete="off"
          error={fieldError('label')}
        />
        <TextField
          label={t('fieldExpiresAt')}
          type="datetime-local"
          value={expires}
          onValue={setExpires}
          error={fieldError('expiresAt')}
        />
      </div>
      {role !== 'platform-admin' && (
        <fieldset aria-invalid={noCompany ? true : undefined}>
          <legend>{t('fieldKeyCompanies')}</legend>
          <div className="segmented">
            {choices.map((choice) => (
              <label key={choice.value}>
                <input
                  type="checkbox"
                  checked={companies.includes(choice.value)}
                  onChange={(e) => toggle(choice.value, e.target.checked)}
                />
                {choice.label}
              </label>
            ))}
          </div>
          {noCompany && <p className="field-error">{t('keyCompaniesNeeded')}</p>}
        </fieldset>
      )}
      {create.isError && fieldError('label') === undefined && fieldError('expiresAt') === undefined && (
        <ErrorBanner error={create.error} />
      )}
      <button type="submit" className="button button-primary" disabled={create.isPending}>
        {create.isPending ? t('saving') : t('keyCreate')}
      </button>
      {created && (
        <div className="banner banner-ok" role="status">
          <p className="banner-title">{t('keyCreatedTitle')}</p>
          <p>
            <code className="secret">{created.key}</code>
          </p>
          <p className="banner-detail">{t('keyCreatedHint')}</p>
        </div>
      )}
    </form>
  );
}
