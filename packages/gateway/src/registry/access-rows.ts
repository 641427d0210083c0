import type { AccessRole } from '../access/access-role.js';
import type { ApiKeyRecord, AuditEntry, AuditQuery } from './access-store.js';

/** An `api_keys` row: `companies` is JSON text in SQLite, already parsed from PostgreSQL's JSON. */
export interface KeyRow {
  id: string;
  hash: string;
  role: string;
  companies: string | string[];
  label: string;
  created_at: string;
  created_by: string;
  expires_at: string | null;
  revoked_at: string | null;
  last_used_at: string | null;
}

export const toKey = (r: KeyRow): ApiKeyRecord => ({
  id: r.id,
  hash: r.hash,
  role: r.role as AccessRole,
  companies: typeof r.companies === 'string' ? (JSON.parse(r.companies) as string[]) : r.companies,
  label: r.label,
  createdAt: r.created_at,
  createdBy: r.created_by,
  expiresAt: r.expires_at,
  revokedAt: r.revoked_at,
  lastUsedAt: r.last_used_at,
});

/** An `audit_log` row, as both engines return it (PostgreSQL gives a BIGSERIAL as a string). */
export interface AuditRow {
  seq: number | string;
  at: string;
  actor: string;
  actor_label: string | null;
  role: string;
  action: string;
  company: string | null;
  target: string | null;
  outcome: string;
}

export const toAuditEntry = (r: AuditRow): AuditEntry => ({
  seq: Number(r.seq),
  at: r.at,
  actor: r.actor,
  actorLabel: r.actor_label,
  role: r.role as AccessRole,
  action: r.action,
  company: r.company,
  target: r.target,
  outcome: r.outcome,
});

/**
 * The WHERE clause of an audit query, with `?` or `$n` placeholders: the values never enter the
 * SQL text. Shared by the SQLite and PostgreSQL stores.
 */
export function auditWhere(
  query: AuditQuery,
  placeholder: (n: number) => string,
): { sql: string; values: unknown[] } {
  const clauses: string[] = [];
  const values: unknown[] = [];
  const add = (sql: (p: string) => string, value: unknown): void => {
    values.push(value);
    clauses.push(sql(placeholder(values.length)));
  };
  if (query.companies !== undefined) {
    if (query.companies.length === 0) clauses.push('1 = 0');
    else {
      const marks = query.companies.map((c) => {
        values.push(c);
        return placeholder(values.length);
      });
      clauses.push(`company IN (${marks.join(', ')})`);
    }
  }
  if (query.company !== undefined) add((p) => `company = ${p}`, query.company);
  if (query.actor !== undefined) add((p) => `actor = ${p}`, query.actor);
  if (query.action !== undefined) add((p) => `action = ${p}`, query.action);
  if (query.since !== undefined) add((p) => `at >= ${p}`, query.since);
  if (query.before !== undefined) add((p) => `seq < ${p}`, query.before);
  return { sql: clauses.length === 0 ? '' : `WHERE ${clauses.join(' AND ')}`, values };
}
