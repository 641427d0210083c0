import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { keys } from '../api/admin-queries';
import type { Tenant } from '../api/api-types';
import { useApi } from '../auth/session';
import { useI18n } from '../i18n/i18n';
import { ErrorBanner } from '../ui/error-banner';
import { JsonEditor } from '../json/json-editor';
import { useJsonText } from '../json/use-json-text';
import { tenantErrors } from './tenant-errors';

/** Edits a tenant's policy: the tenant is saved again with the same fields and the new policy. */
export function EditPolicyForm({ tenant }: { tenant: Tenant }) {
  const { t } = useI18n();
  const api = useApi();
  const queryClient = useQueryClient();
  const policyJson = useJsonText(() => JSON.stringify(tenant.policy ?? {}, null, 2));
  const save = useMutation({
    mutationFn: (policy: unknown) =>
      api.saveTenant({
        company: tenant.company,
        name: tenant.name,
        currency: tenant.currency,
        timezone: tenant.timezone,
        policy,
      }),
    onSuccess: async (saved) => {
      policyJson.setText(JSON.stringify(saved.policy ?? {}, null, 2));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.tenant(tenant.company) }),
        queryClient.invalidateQueries({ queryKey: keys.tenants }),
        queryClient.invalidateQueries({ queryKey: ['exposure'] }),
      ]);
    },
  });
  const refused = save.error ? tenantErrors(save.error) : undefined;
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    const read = policyJson.read();
    if (read) save.mutate(read.value);
  };
  return (
    <form className="form" onSubmit={submit} noValidate>
      <JsonEditor
        label={t('policyLabel')}
        hint={t('policyHint')}
        value={policyJson.text}
        onChange={(next) => {
          policyJson.setText(next);
          if (save.isSuccess) save.reset();
        }}
        problem={policyJson.problem ?? refused?.policy}
      />
      {/* Only the policy is edited here: any other refusal is shown whole. */}
      {refused && !refused.policy && <ErrorBanner error={save.error} />}
      {save.isSuccess && (
        <p className="banner banner-ok" role="status">
          {t('policySaved')}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={save.isPending}>
        {save.isPending ? t('saving') : t('policySave')}
      </button>
    </form>
  );
}
