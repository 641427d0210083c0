import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LIMITS } from '@asixto/contract';
import { keys } from '../api/admin-queries';
import { useApi } from '../auth/session';
import { useI18n } from '../i18n/i18n';
import { hrefOf } from '../router/route';
import { ErrorBanner } from '../ui/error-banner';
import { TextField } from '../ui/text-field';
import { JsonEditor } from '../json/json-editor';
import { useJsonText } from '../json/use-json-text';
import { tenantErrors } from './tenant-errors';
import type { TenantField } from './tenant-errors';

const EMPTY = { company: '', name: '', currency: '', timezone: '' };

/**
 * Creates a tenant. `POST /v1/tenants` also updates an existing one, so a company already in the
 * list is refused here: editing goes through the tenant's own page.
 */
export function CreateTenantForm({ existing }: { existing: readonly string[] }) {
  const { t } = useI18n();
  const api = useApi();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState(EMPTY);
  const policyJson = useJsonText('{}');
  const [duplicate, setDuplicate] = useState(false);
  const save = useMutation({
    mutationFn: (policy: unknown) => api.saveTenant({ ...fields, policy }),
    onSuccess: async (tenant) => {
      await queryClient.invalidateQueries({ queryKey: keys.tenants });
      setFields(EMPTY);
      policyJson.setText('{}');
      window.location.hash = hrefOf({ page: 'tenant', company: tenant.company });
    },
  });
  const refused = save.error
    ? tenantErrors(save.error)
    : { fields: {} as Partial<Record<TenantField, string>> };
  const set = (name: TenantField) => (value: string) => {
    setFields((f) => ({ ...f, [name]: name === 'currency' ? value.toUpperCase() : value }));
    setDuplicate(false);
    save.reset();
  };

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    if (existing.includes(fields.company)) {
      setDuplicate(true);
      return;
    }
    const read = policyJson.read();
    if (read) save.mutate(read.value);
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <div className="form-row">
        <TextField
          label={t('fieldCompany')}
          hint={t('fieldCompanyHint', { max: LIMITS.companySlugMax })}
          value={fields.company}
          onValue={set('company')}
          required
          maxLength={LIMITS.companySlugMax}
          autoComplete="off"
          spellCheck={false}
          error={duplicate ? t('tenantExists', { company: fields.company }) : refused.fields.company}
        />
        <TextField
          label={t('fieldName')}
          value={fields.name}
          onValue={set('name')}
          required
          autoComplete="off"
          error={refused.fields.name}
        />
        <TextField
          label={t('fieldCurrency')}
          hint={t('fieldCurrencyHint')}
          value={fields.currency}
          onValue={set('currency')}
          required
          maxLength={3}
          autoComplete="off"
          spellCheck={false}
          error={refused.fields.currency}
        />
        <TextField
          label={t('fieldTimezone')}
          hint={t('fieldTimezoneHint')}
          value={fields.timezone}
          onValue={set('timezone')}
          required
          autoComplete="off"
          spellCheck={false}
          error={refused.fields.timezone}
        />
      </div>
      <JsonEditor
        label={t('policyLabel')}
        hint={t('policyHint')}
        value={policyJson.text}
        onChange={policyJson.setText}
        problem={policyJson.problem ?? refused.policy}
      />
      {refused.other !== undefined && <ErrorBanner error={refused.other} />}
      <button type="submit" className="button button-primary" disabled={save.isPending}>
        {save.isPending ? t('saving') : t('tenantCreate')}
      </button>
    </form>
  );
}
