import type { GatewayLogger } from '../logger.js';
import type { AccessStore, AuditEntry, AuditQuery, NewAuditEntry } from '../registry/access-store.js';

const DAY_MS = 86_400_000;

export interface AuditTrailOptions {
  store: AccessStore;
  logger: GatewayLogger;
  /** Entries older than this many days are deleted (hourly, and at start). */
  retentionDays: number;
  now?: () => number;
  purgeEveryMs?: number;
}

export interface AuditTrail {
  /** Writes entries durably; resolves once they are in the registry. A failure is logged, not thrown. */
  record(entries: readonly NewAuditEntry[]): Promise<void>;
  list(query: AuditQuery): Promise<AuditEntry[]>;
  /** Deletes what is past retention now; returns how many. */
  purge(): Promise<number>;
  /** Starts the periodic purge. */
  start(): void;
  close(): void;
}

/**
 * The audit trail in the registry (SQLite or PostgreSQL, so every instance writes to and reads the
 * same one). Every instance purges; the delete is idempotent.
 */
export function createAuditTrail(options: AuditTrailOptions): AuditTrail {
  const { store, logger } = options;
  const now = options.now ?? Date.now;
  const purgeEveryMs = options.purgeEveryMs ?? 3_600_000;
  let timer: NodeJS.Timeout | undefined;

  const purge = async (): Promise<number> => {
    const before = new Date(now() - options.retentionDays * DAY_MS).toISOString();
    const removed = await store.purgeAudit(before);
    if (removed > 0) logger.info({ removed, before }, 'audit entries past retention removed');
    return removed;
  };
  const purgeLogged = (): void => {
    purge().catch((error: unknown) => logger.warn({ err: (error as Error).message }, 'audit purge failed'));
  };

  return {
    async record(entries) {
      if (entries.length === 0) return;
      try {
        await store.appendAudit(entries);
      } catch (error) {
        // The action itself already happened: its answer stands, the lost entry is an error to see.
        logger.error(
          { err: (error as Error).message, actions: entries.map((e) => e.action), actor: entries[0]?.actor },
          'audit entry not written',
        );
      }
    },
    list: (query) => store.listAudit(query),
    purge,
    start() {
      purgeLogged();
      timer = setInterval(purgeLogged, purgeEveryMs);
      timer.unref();
    },
    close() {
      if (timer) clearInterval(timer);
    },
  };
}
