import type { CallRecordStore } from '../records/call-record.js';
import type { Tenant } from '../tenants/tenant.js';
import type { AccessStore } from './access-store.js';

export const SERVER_STATUSES = [
  'pending',
  'certified',
  'failed',
  'degraded',
  'needs_recertification',
] as const;
/**
 * - `pending`: registered, certification not finished.
 * - `certified`: last certification exposes at least one tool and the listing matches the pins.
 * - `failed`: certification could not run or no tool passed.
 * - `degraded`: the last refresh failed; the last good catalog is served until it expires.
 * - `needs_recertification`: a certified tool changed since certification; it is withheld.
 */
export type ServerStatus = (typeof SERVER_STATUSES)[number];

export type ServerEra = 'modern' | 'legacy' | 'unknown';

/** A server row. `credential` is the sealed (encrypted) token and never leaves the runtime. */
export interface ServerRecord {
  id: string;
  company: string;
  url: string;
  credential: string | null;
  /**
   * The operator's test data (the certifier's fixtures format, as JSON), sealed like the credential:
   * argument values of a tenant's test environment are the tenant's data.
   */
  testData: string | null;
  /** Whether the server is a test environment, where the certification may run tools that write. */
  testEnvironment: boolean;
  era: ServerEra | null;
  status: ServerStatus;
  createdAt: string;
  updatedAt: string;
}

/** One certification run, with the pins that decide exposure until the next one. */
export interface CertificationRecord {
  serverId: string;
  certifiedAt: string;
  /** The certify engine's report as JSON (no credential is ever part of it). */
  report: unknown;
  /** `sha256Hex(canonicalJson(definition))` of every tool in the certified listing. */
  toolHashes: Record<string, string>;
  /** Names of the tools that passed every blocking rule, in listing order. */
  certifiedTools: string[];
  /**
   * Whether the run judged the server (false when it could not run at all, e.g. unreachable): only
   * a usable run replaces the pins, so an outage during recertification keeps the last good ones.
   */
  usable: boolean;
}

export type ServerPatch = Partial<
  Pick<ServerRecord, 'status' | 'era' | 'credential' | 'url' | 'testData' | 'testEnvironment'>
>;

/** A new server row: test data and the test-environment mark are the operator's later choice. */
export type NewServerRecord = Omit<ServerRecord, 'createdAt' | 'updatedAt' | 'testData' | 'testEnvironment'> &
  Partial<Pick<ServerRecord, 'testData' | 'testEnvironment'>>;

/**
 * Storage behind the registry. Asynchronous so a PostgreSQL implementation can follow the embedded
 * SQLite one without touching callers. Lists come back in registration order.
 */
export interface RegistryStore {
  upsertTenant(tenant: Omit<Tenant, 'createdAt' | 'updatedAt'>): Promise<Tenant>;
  getTenant(company: string): Promise<Tenant | undefined>;
  listTenants(): Promise<Tenant[]>;
  insertServer(server: NewServerRecord): Promise<ServerRecord>;
  updateServer(id: string, patch: ServerPatch): Promise<ServerRecord>;
  getServer(id: string): Promise<ServerRecord | undefined>;
  findServer(company: string, url: string): Promise<ServerRecord | undefined>;
  listServers(company?: string): Promise<ServerRecord[]>;
  insertCertification(record: CertificationRecord): Promise<void>;
  latestCertification(
    serverId: string,
    options?: { usableOnly?: boolean },
  ): Promise<CertificationRecord | undefined>;
  /** Removes a server with its certifications and sealed credential; false when there was none. */
  deleteServer(id: string): Promise<boolean>;
  /**
   * A write round trip that changes nothing, for health checks: rejects with the storage's own
   * reason when it cannot be written (read-only, full, unreachable).
   */
  checkWritable(): Promise<void>;
  /**
   * An engine shared with other instances over the network (PostgreSQL): losing it at run time
   * degrades the gateway (calls go on from memory) instead of failing it, as a local file would.
   */
  readonly shared?: boolean;
  /** Managed keys and the audit trail, which the HTTP service needs (both built-in stores have them). */
  readonly access?: AccessStore;
  /** Call records (observability); both built-in stores have them. */
  readonly calls?: CallRecordStore;
  close(): Promise<void>;
}
