import type { AccessRole, Identity } from '../api/access-types';
import type { ConsoleMessageId } from '../i18n/console-messages';

export const ROLE_LABEL: Record<AccessRole, ConsoleMessageId> = {
  'platform-admin': 'rolePlatformAdmin',
  'tenant-admin': 'roleTenantAdmin',
  runtime: 'roleRuntime',
};

/** The one company a tenant admin acts for, when it has exactly one: where the console opens. */
export function homeCompany(identity: Identity | undefined): string | undefined {
  if (identity?.role !== 'tenant-admin' || identity.companies.length !== 1) return undefined;
  return identity.companies[0];
}
