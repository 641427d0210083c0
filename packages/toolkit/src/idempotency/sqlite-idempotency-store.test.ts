import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@asixto/contract';
import { ToolkitConfigError } from '../errors.js';
import { fail } from '../results/fail.js';
import { ok } from '../results/ok.js';
import { runIdempotent } from './run-idempotent.js';
import { sqliteIdempotencyStore } from './sqlite-idempotency-store.js';

const dir = mkdtempSync(join(tmpdir(), 'toolkit-idem-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const freshPath = (): string => join(dir, `store-${++n}.db`);

// What only the SQLite store has (a clock it can be handed, a file that outlives a killed
// process); the behaviour every store shares is in test/idempotency-stores.test.ts.
describe('sqliteIdempotencyStore', () => {
  it('keeps keys at least 7 days and purges them after', async () => {
    let clock = 0;
    expect(() => sqliteIdempotencyStore(freshPath(), { ttlMs: 1000 })).toThrow(ToolkitConfigError);
    const store = sqliteIdempotencyStore(freshPath(), { now: () => clock });
    const a = await store.claim('t', 'k');
    if (a.state !== 'claimed') throw new Error('expected claim');
    await store.complete(a.claim, ok({}, 'x'));
    clock = LIMITS.idempotencyTtlMs - 1;
    expect((await store.claim('t', 'k')).state).toBe('done');
    expect(await store.purgeExpired()).toBe(0);
    clock = LIMITS.idempotencyTtlMs + 1;
    expect(await store.purgeExpired()).toBe(1);
    expect((await store.claim('t', 'k')).state).toBe('claimed');
    await store.close();
  });

  it('work on the connection waits for an open transaction instead of joining it', async () => {
    const db = new Database(freshPath());
    db.exec('CREATE TABLE efectos (id INTEGER PRIMARY KEY)');
    const store = sqliteIdempotencyStore(db);
    const a = await store.claim('t', 'slow');
    if (a.state !== 'claimed') throw new Error('expected claim');
    let other: Promise<unknown> | undefined;
    let seen: Promise<unknown> | undefined;
    const rolledBack = await store.transaction(a.claim, async (tx) => {
      tx.prepare('INSERT INTO efectos DEFAULT VALUES').run();
      // Another call claims while this transaction is open across an await…
      other = store.claim('t', 'meanwhile');
      seen = store.exclusive((d) => d.prepare('SELECT COUNT(*) AS n FROM efectos').get());
      await new Promise((r) => setTimeout(r, 30));
      return fail.validation('no');
    });
    expect(rolledBack.isError).toBe(true);
    // …never reads the uncommitted row, and its claim is its own: the rollback did not take it along.
    expect(await seen).toEqual({ n: 0 });
    expect(await other).toMatchObject({ state: 'claimed' });
    expect((await store.claim('t', 'meanwhile')).state).toBe('pending');
    db.close();
  });

  // The crash window: a process that dies inside the transaction leaves neither effect nor
  // completed key; one that dies right after the commit (before replying) leaves both.
  it('the effect commits iff the key does, across a process death', () => {
    const script = fileURLToPath(new URL('./__fixtures__/crash-child.ts', import.meta.url));
    const path = freshPath();
    const run = (key: string, when: string): number | null =>
      spawnSync(process.execPath, ['--import', 'tsx', script, path, key, when], {
        cwd: fileURLToPath(new URL('../../../../', import.meta.url)),
        encoding: 'utf8',
      }).status;
    expect(run('a', 'during')).toBe(9);
    expect(run('b', 'after')).toBe(7);

    const db = new Database(path, { readonly: true });
    const effects = (key: string): number =>
      (db.prepare('SELECT COUNT(*) AS n FROM efectos WHERE key = ?').get(key) as { n: number }).n;
    const state = (key: string): string | undefined =>
      (
        db.prepare(`SELECT state FROM asixto_idempotency WHERE key = ?`).get(key) as
          { state: string } | undefined
      )?.state;
    expect([effects('a'), state('a')]).toEqual([0, 'pending']); // only an abandoned claim, taken over after its lease
    expect([effects('b'), state('b')]).toEqual([1, 'done']);
    db.close();
  });
});

describe('runIdempotent', () => {
  it('a success whose key cannot be stored keeps its claim, so nothing re-runs it at once', async () => {
    const store = sqliteIdempotencyStore(freshPath());
    const failing = { ...store, complete: () => Promise.reject(new Error('disk full')) };
    let runs = 0;
    const execute = async () => {
      runs++;
      return { result: ok({}, 'hecho'), completed: false };
    };
    await expect(runIdempotent(failing, 't', 'k', execute)).rejects.toThrow('disk full');
    expect(await store.claim('t', 'k')).toEqual({ state: 'pending' });
    expect(runs).toBe(1);
    await store.close();
  });

  it('gives up waiting with busy when the first holder does not finish in time', async () => {
    const store = sqliteIdempotencyStore(freshPath());
    await store.claim('t', 'held');
    const outcome = await runIdempotent(
      store,
      't',
      'held',
      async () => ({ result: ok({}, 'x'), completed: false }),
      {
        waitMs: 60,
        pollMs: 10,
      },
    );
    expect(outcome.kind).toBe('busy');
    await store.close();
  });
});
