// The call records on both engines: pages by cursor, statistics (PostgreSQL's percentile_cont and
// SQLite's window-function ranks must agree), and retention: PostgreSQL drops whole day partitions,
// SQLite deletes rows. Old records are inserted directly with old times: nothing waits for a clock.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgresRegistryStore } from '../src/registry/postgres-registry-store.js';
import { openSqliteRegistryStore } from '../src/registry/sqlite-registry-store.js';
import type { RegistryStore } from '../src/registry/registry-store.js';
import type { CallRecord, CallRecordStore } from '../src/records/call-record.js';
import { errorClassOf } from '../src/records/call-record.js';
import { percentileCont } from '../src/records/percentile.js';
import { createCallRecords } from '../src/records/call-records.js';
import { silentLogger as silent } from './gateway-helpers.js';
import { createTestDatabase, requireServices } from './support/services.js';
import type { TestDatabase } from './support/services.js';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 11, 2, 12, 0, 0);
const dir = mkdtempSync(join(tmpdir(), 'gw-records-'));
const databases: TestDatabase[] = [];
const stores: RegistryStore[] = [];
afterAll(async () => {
  await Promise.all(stores.map((s) => s.close()));
  rmSync(dir, { recursive: true, force: true });
  await Promise.all(databases.map((d) => d.drop()));
});

let n = 0;
const record = (patch: Partial<CallRecord> = {}): CallRecord => {
  const outcome = patch.outcome ?? 'ok';
  return {
    id: `r-${String(++n).padStart(6, '0')}`,
    at: new Date(NOW - 1000).toISOString(),
    kind: 'call',
    company: 'acme',
    serverId: 'srv-1',
    tool: 'consultar',
    outcome,
    errorClass: errorClassOf(outcome, patch.errorType),
    attempts: 1,
    latencyMs: 10,
    truncated: false,
    requestId: `req-${n}`,
    instance: 'a',
    ...patch,
  };
};

const up = await requireServices(['postgres']);
const engines: [string, boolean, () => Promise<RegistryStore>][] = [
  ['SQLite', true, () => Promise.resolve(openSqliteRegistryStore(join(dir, `r-${++n}.db`)))],
  [
    'PostgreSQL',
    up.postgres,
    async () => {
      const database = await createTestDatabase('records');
      databases.push(database);
      return openPostgresRegistryStore({ url: database.url, now: () => new Date(NOW) });
    },
  ],
];

describe.each(engines)('call records on %s', (engine, available, open) => {
  const calls = async (): Promise<CallRecordStore> => {
    const store = await open();
    stores.push(store);
    return store.calls as CallRecordStore;
  };

  it.skipIf(!available)('pages newest first by cursor, with filters and the tenant scope', async () => {
    const store = await calls();
    const made = Array.from({ length: 7 }, (_, i) =>
      record({
        at: new Date(NOW - 60_000 + Math.floor(i / 2) * 1000).toISOString(),
        company: i % 3 ? 'acme' : 'beta',
      }),
    );
    await store.append(made);
    await store.append([made[0] as CallRecord]); // written twice (a retried batch): kept once
    const all = await store.list({}, 100);
    expect(all).toHaveLength(7);
    const pages: string[] = [];
    let cursor: { at: number; id: string } | undefined;
    for (;;) {
      const page = await store.list({}, 3, cursor);
      pages.push(...page.map((r) => r.id));
      if (page.length < 3) break;
      const last = page.at(-1) as CallRecord;
      cursor = { at: Date.parse(last.at), id: last.id };
    }
    expect(pages).toEqual(all.map((r) => r.id));
    expect(new Set(pages).size).toBe(7);
    expect((await store.list({ companies: new Set(['beta']) }, 100)).map((r) => r.company)).toEqual([
      'beta',
      'beta',
      'beta',
    ]);
    expect(await store.list({ companies: new Set() }, 100)).toEqual([]);
    expect(all[0]).toEqual(made[6]);
  });

  it.skipIf(!available)(
    'counts per tool and bucket, errors apart, percentiles as percentile_cont',
    async () => {
      const store = await calls();
      const latencies = Array.from({ length: 101 }, (_, i) => ((i * 37) % 101) + 0.5);
      await store.append([
        ...latencies.map((latencyMs) => record({ latencyMs })),
        record({ tool: 'otra', outcome: 'tool_error', errorType: 'NOT_FOUND', latencyMs: 3 }),
        record({ tool: 'otra', outcome: 'tool_error', errorType: 'SYSTEM', latencyMs: 4 }),
        record({ tool: 'otra', outcome: 'timeout', latencyMs: 8000 }),
        record({ tool: 'otra', at: new Date(NOW - 2 * DAY).toISOString() }),
        record({ tool: 'otra', company: 'beta' }),
      ]);
      const rows = await store.stats({
        groupBy: 'tool',
        since: NOW - DAY,
        until: NOW,
        bucketMs: 3_600_000,
        company: 'acme',
      });
      expect(rows.map((r) => [r.key, r.bucketStart, r.calls, r.businessErrors, r.technicalErrors])).toEqual([
        ['consultar', NOW - 3_600_000, 101, 0, 0],
        ['otra', NOW - 3_600_000, 3, 1, 2],
      ]);
      const sorted = [...latencies].sort((a, b) => a - b);
      expect(rows[0]?.p50Ms).toBeCloseTo(percentileCont(sorted, 0.5) as number, 6);
      expect(rows[0]?.p99Ms).toBeCloseTo(percentileCont(sorted, 0.99) as number, 6);
      expect(rows[1]?.outcomes).toEqual({ ok: 0, tool_error: 2, timeout: 1, unavailable: 0, rejected: 0 });
      expect(rows[1]?.p50Ms).toBeCloseTo(4, 6);
      const perServer = await store.stats({ groupBy: 'server', since: NOW - DAY, until: NOW });
      expect(perServer.map((r) => [r.key, r.calls])).toEqual([['srv-1', 105]]);
    },
  );

  it.skipIf(!available)('retention removes what is older than the bound', async () => {
    const store = await calls();
    await store.append([
      record({ at: new Date(NOW - 40 * DAY).toISOString() }),
      record({ at: new Date(NOW - 31 * DAY).toISOString() }),
      record({ at: new Date(NOW - 29 * DAY).toISOString() }),
      record({ at: new Date(NOW).toISOString() }),
    ]);
    const removed = await store.purge(NOW - 30 * DAY);
    const left = await store.list({}, 100);
    expect(left.map((r) => Math.round((NOW - Date.parse(r.at)) / DAY))).toEqual([0, 29]);
    if (engine === 'SQLite') expect(removed).toEqual({ rows: 2 });
    else expect(removed.partitions).toEqual(['call_records_p20261023', 'call_records_p20261101']);
  });
});

describe.each(engines)('a short retention on %s', (engine, available, open) => {
  it.skipIf(!available)('one day: the records service purges what is older than a day', async () => {
    const store = await open();
    stores.push(store);
    const records = createCallRecords({
      store: store.calls as CallRecordStore,
      instanceId: 'a',
      secretKey: 'c3'.repeat(32),
      retentionDays: 1,
      logger: silent,
      now: () => NOW,
    });
    await store.calls?.append([
      record({ at: new Date(NOW - 3 * DAY).toISOString() }),
      record({ at: new Date(NOW - 2 * DAY - 1).toISOString() }),
      record({ at: new Date(NOW - 1000).toISOString() }),
    ]);
    const removed = await records.purge();
    if (engine === 'SQLite') expect(removed).toEqual({ rows: 2 });
    else expect(removed.partitions).toEqual(['call_records_p20261129', 'call_records_p20261130']);
    expect((await records.list({}, 10)).records).toHaveLength(1);
    await records.close();
  });
});

describe.skipIf(!up.postgres)('call records on PostgreSQL: partitions', () => {
  it('writes each day to its own partition, made ahead of the clock, and drops whole days', async () => {
    const database = await createTestDatabase('partitions');
    databases.push(database);
    const store = openPostgresRegistryStore({ url: database.url, now: () => new Date(NOW) });
    stores.push(store);
    await store.calls?.append([record({ at: new Date(NOW - 3 * DAY).toISOString() })]);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const partitions = async () =>
      (
        await client.query<{ name: string }>(
          `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
           JOIN pg_class p ON p.oid = i.inhparent WHERE p.relname = 'call_records' ORDER BY 1`,
        )
      ).rows.map((r) => r.name);
    try {
      expect(await partitions()).toEqual([
        'call_records_p20261129',
        'call_records_p20261202',
        'call_records_p20261203',
        'call_records_p20261204',
      ]);
      const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM call_records_p20261129');
      expect(rows[0]?.n).toBe('1');
      // A day's partition goes only once the whole day is past the bound.
      expect(await store.calls?.purge(NOW - 3 * DAY)).toEqual({ partitions: [] });
      expect(await store.calls?.purge(NOW - 2 * DAY)).toEqual({ partitions: ['call_records_p20261129'] });
      expect(await partitions()).not.toContain('call_records_p20261129');
    } finally {
      await client.end();
    }
  });
});
