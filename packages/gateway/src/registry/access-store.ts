import type { AccessRole } from '../access/access-role.js';

/** A managed API key as the registry keeps it: the key's SHA-256 digest, never the key. */
export interface ApiKeyRecord {
  id: string;
  /** Lower-case hex SHA-256 of the key string (see `access/api-key.ts`). */
  hash: string;
  role: AccessRole;
  /** `['*']` or company slugs. */
  companies: string[];
  label: string;
  createdAt: string;
  /** The actor that created it: a key id, or `env`. */
  createdBy: string;
  expiresAt: string | null;
  revokedAt: string | null;
  /** Updated at most once a minute per instance, off the request's path. */
  lastUsedAt: string | null;
}

export type NewApiKey = Omit<ApiKeyRecord, 'revokedAt' | 'lastUsedAt'>;

/** One administrative action. Never a secret, an argument value or a result. */
export interface AuditEntry {
  /** Increasing; the cursor of `GET /v1/audit`. */
  seq: number;
  at: string;
  /** A key id, or `env`. */
  actor: string;
  actorLabel: string | null;
  role: AccessRole;
  action: string;
  /** The company acted on; `null` for what only platform admins see (platform keys, refused attempts). */
  company: string | null;
  /** What was acted on: a server id, a key id, a tool name. */
  target: string | null;
  /** `ok`, or the error code the API answered. */
  outcome: string;
}

export type NewAuditEntry = Omit<AuditEntry, 'seq'>;

export interface AuditQuery {
  /** Only these companies (a tenant admin's); absent: every entry. */
  companies?: readonly string[];
  company?: string;
  actor?: string;
  action?: string;
  /** Entries at or after this instant (ISO 8601). */
  since?: string;
  /** Entries with a smaller `seq` (the cursor). */
  before?: number;
  limit: number;
}

/**
 * The access part of the registry: managed keys and the audit trail, in the same database as
 * tenants and servers (SQLite file or PostgreSQL), so a cluster shares them.
 */
export interface AccessStore {
  insertKey(key: NewApiKey): Promise<ApiKeyRecord>;
  findKeyByHash(hash: string): Promise<ApiKeyRecord | undefined>;
  getKey(id: string): Promise<ApiKeyRecord | undefined>;
  /** Every key, newest first. */
  listKeys(): Promise<ApiKeyRecord[]>;
  /** Marks it revoked (once: a second revocation keeps the first time); undefined when unknown. */
  revokeKey(id: string, at: string): Promise<ApiKeyRecord | undefined>;
  touchKey(id: string, at: string): Promise<void>;
  appendAudit(entries: readonly NewAuditEntry[]): Promise<void>;
  /** Newest first. */
  listAudit(query: AuditQuery): Promise<AuditEntry[]>;
  /** Deletes the entries older than `before`; returns how many. */
  purgeAudit(before: string): Promise<number>;
}
