// The access shapes of the gateway's admin API (`/v1/whoami`, `/v1/keys`, `/v1/audit`).

export const ACCESS_ROLES = ['platform-admin', 'tenant-admin', 'runtime'] as const;
export type AccessRole = (typeof ACCESS_ROLES)[number];

/** Who the console is signed in as. `companies: ['*']`: every company. */
export interface Identity {
  source: 'env' | 'key';
  keyId: string | null;
  label: string | null;
  role: AccessRole;
  companies: string[];
  expiresAt: string | null;
}

export interface KeyView {
  id: string;
  role: AccessRole;
  companies: string[];
  label: string;
  createdAt: string;
  createdBy: string;
  expiresAt: string | null;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

export interface KeyInput {
  role: AccessRole;
  companies?: string[];
  label: string;
  expiresAt?: string;
}

/** `POST /v1/keys`'s answer: the only time the key itself is shown. */
export interface CreatedKey {
  id: string;
  key: string;
  role: AccessRole;
  companies: string[];
  label: string;
  createdAt: string;
  expiresAt: string | null;
}

export const AUDIT_ACTIONS = [
  'key.create',
  'key.revoke',
  'tenant.create',
  'tenant.update',
  'tenant.policy',
  'server.register',
  'server.credential',
  'server.certify',
  'server.remove',
  'playground.call',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  at: string;
  actor: string;
  actorLabel: string | null;
  role: AccessRole;
  action: string;
  company: string | null;
  target: string | null;
  outcome: string;
}

export interface AuditFilter {
  company?: string;
  action?: AuditAction;
  actor?: string;
}

export interface AuditPage {
  entries: AuditEntry[];
  nextCursor: string | null;
}

/** Whether the identity acts for every company (platform admins, `*` runtime keys). */
export const actsForAll = (identity: Identity): boolean => identity.companies[0] === '*';
