import { POSTGRES_CALL_RECORDS_MIGRATION } from '../records/postgres-call-record-store.js';

/**
 * The PostgreSQL schema, versioned: ordered and append-only, each applied in its own transaction
 * and recorded in `schema_migrations`. Never edit an applied migration: add a new one.
 * Timestamps are ISO-8601 text, as the store interface hands them out; JSON columns are `json`
 * (not `jsonb`) so reports and policies come back in the order they were written.
 */
export const POSTGRES_MIGRATIONS: readonly string[] = [
  `CREATE TABLE tenants (
     company    TEXT PRIMARY KEY,
     name       TEXT NOT NULL,
     currency   TEXT NOT NULL,
     timezone   TEXT NOT NULL,
     policy     JSON NOT NULL,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );
   CREATE TABLE servers (
     seq        BIGSERIAL PRIMARY KEY,
     id         TEXT NOT NULL UNIQUE,
     company    TEXT NOT NULL REFERENCES tenants(company),
     url        TEXT NOT NULL,
     credential TEXT,
     era        TEXT,
     status     TEXT NOT NULL,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL,
     UNIQUE (company, url)
   );
   CREATE TABLE certifications (
     seq             BIGSERIAL PRIMARY KEY,
     server_id       TEXT NOT NULL REFERENCES servers(id) ON DELETE CASCADE,
     certified_at    TEXT NOT NULL,
     report          JSON NOT NULL,
     tool_hashes     JSON NOT NULL,
     certified_tools JSON NOT NULL,
     usable          BOOLEAN NOT NULL
   );
   CREATE INDEX certifications_by_server ON certifications (server_id, seq);
   CREATE TABLE write_checks (
     id         INTEGER PRIMARY KEY CHECK (id = 1),
     checked_at TEXT NOT NULL
   );`,
  // Managed API keys (hashed) and the audit trail.
  `CREATE TABLE api_keys (
     seq          BIGSERIAL PRIMARY KEY,
     id           TEXT NOT NULL UNIQUE,
     hash         TEXT NOT NULL UNIQUE,
     role         TEXT NOT NULL,
     companies    JSON NOT NULL,
     label        TEXT NOT NULL,
     created_at   TEXT NOT NULL,
     created_by   TEXT NOT NULL,
     expires_at   TEXT,
     revoked_at   TEXT,
     last_used_at TEXT
   );
   CREATE TABLE audit_log (
     seq         BIGSERIAL PRIMARY KEY,
     at          TEXT NOT NULL,
     actor       TEXT NOT NULL,
     actor_label TEXT,
     role        TEXT NOT NULL,
     action      TEXT NOT NULL,
     company     TEXT,
     target      TEXT,
     outcome     TEXT NOT NULL
   );
   CREATE INDEX audit_log_by_company ON audit_log (company, seq);
   CREATE INDEX audit_log_by_at ON audit_log (at);`,
  // Call records (observability), partitioned by day.
  POSTGRES_CALL_RECORDS_MIGRATION,
  // Per-server test data (sealed fixtures) and the test-environment mark (writes allowed).
  `ALTER TABLE servers ADD COLUMN test_data TEXT;
   ALTER TABLE servers ADD COLUMN test_environment BOOLEAN NOT NULL DEFAULT FALSE;`,
];

/**
 * Key of the session-level advisory lock held while migrating, so instances starting together
 * apply each migration once (the others wait, then find nothing left to do).
 */
export const MIGRATION_LOCK_KEY = 0x61736978; // "asix"
