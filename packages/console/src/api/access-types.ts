// The access shapes of the gateway's admin API (`/v1/whoami`, `/v1/keys`, `/v1/audit`), named from
// the types generated from packages/gateway/openapi.json.
import type { Query, Reply, RequestBody } from './gateway-reply.js';

export type AccessRole = Identity['role'];
export const ACCESS_ROLES = [
  'platform-admin',
  'tenant-admin',
  'runtime',
] as const satisfies readonly AccessRole[];

/** Who the console is signed in as. `companies: ['*']`: every company. */
export type Identity = Reply<'/v1/whoami', 'get'>;
export type KeyView = Reply<'/v1/keys', 'get'>['keys'][number];
export type KeyInput = RequestBody<'/v1/keys', 'post'>;
/** `POST /v1/keys`'s answer: the only time the key itself is shown. */
export type CreatedKey = Reply<'/v1/keys', 'post', 201>;

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
] as const satisfies readonly NonNullable<Query<'/v1/audit', 'get'>['action']>[];
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditPage = Reply<'/v1/audit', 'get'>;
export type AuditEntry = AuditPage['entries'][number];

export interface AuditFilter {
  company?: string;
  action?: AuditAction;
  actor?: string;
}

/** Whether the identity acts for every company (platform admins, `*` runtime keys). */
export const actsForAll = (identity: Identity): boolean => identity.companies[0] === '*';
