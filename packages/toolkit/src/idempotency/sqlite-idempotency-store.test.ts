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

describe('sqliteIdempotencyStore', () => {
  it('claims once, replays the stored success, and keeps keys per tool', async () => {
    const store = sqliteIdempotencyStore(freshPath());
    const first = await store.claim('abrir', 'k');
    expect(first.state).toBe('claimed');
    expect((await store.claim('abrir', 'k')).state).toBe('pending');
    expect((await store.claim('otra', 'k')).state).toBe('claimed');
    if (first.state !== 'claimed') throw new Error('unreachable');
    expect(await store.complete(first.claim, ok({ radicado: 'R1' }, 'ok'))).toBe(true);
    expect(await store.claim('abrir', 'k')).toEqual({ state: 'done', result: ok({ radicado: 'R1' }, 'ok') });
    await store.close();
  });

  it('release lets a retry run; a stale holder cannot release or complete a claim taken over', async () => {
    let clock = 1_000_000;
    const store = sqliteIdempotencyStore(freshPath(), { leaseMs: 1000, now: () => clock });
    const a = await store.claim('t', 'k');
    if (a.state !== 'claimed') throw new Error('expected claim');
    await store.release(a.claim);
    const b = await store.claim('t', 'k');
    if (b.state !== 'claimed') throw new Error('expected claim after release');
    clock += 1001; // b's holder died: the lease runs out and c takes the key over
    const c = await store.claim('t', 'k');
    if (c.state !== 'claimed') throw new Error('expected takeover');
    await store.release(b.claim);
    expect(await store.complete(b.claim, ok({}, 'late'))).toBe(false);
    expect((await store.claim('t', 'k')).state).toBe('pending');
    expect(await store.complete(c.claim, ok({ v: 1 }, 'c'))).toBe(true);
    await store.close();
  });

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

  it('survives a restart (the file is the state)', async () => {
    const path = freshPath();
    const first = sqliteIdempotencyStore(path);
    const a = await first.claim('t', 'k');
    if (a.state !== 'claimed') throw new Error('expected claim');
    await first.complete(a.claim, ok({ n: 7 }, 'siete'));
    await first.close();
    const second = sqliteIdempotencyStore(path);
    expect(await second.claim('t', 'k')).toEqual({ state: 'done', result: ok({ n: 7 }, 'siete') });
    await second.close();
  });

  it('transaction commits the effect and the key together, or neither', async () => {
    const db = new Database(freshPath());
    const store = sqliteIdempotencyStore(db);
    db.exec('CREATE TABLE efectos (id INTEGER PRIMARY KEY)');
    const count = (): number => (db.prepare('SELECT COUNT(*) AS n FROM efectos').get() as { n: number }).n;

    const a = await store.claim('t', 'error-result');
    if (a.state !== 'claimed') throw new Error('expected claim');
    const failed = await store.transaction(a.claim, () => {
      db.prepare('INSERT INTO efectos DEFAULT VALUES').run();
      return fail.validation('no');
    });
    expect(failed.isError).toBe(true);
    expect(count()).toBe(0);

    const b = await store.claim('t', 'thrown');
    if (b.state !== 'claimed') throw new Error('expected claim');
    await expect(
      store.transaction(b.claim, () => {
        db.prepare('INSERT INTO efectos DEFAULT VALUES').run();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(count()).toBe(0);

    const c = await store.claim('t', 'ok');
    if (c.state !== 'claimed') throw new Error('expected claim');
    await store.transaction(c.claim, async (tx) => {
      await Promise.resolve(); // an async handler keeps the transaction open across its awaits
      tx.prepare('INSERT INTO efectos DEFAULT VALUES').run();
      return ok({ done: true }, 'hecho');
    });
    expect(count()).toBe(1);
    expect((await store.claim('t', 'ok')).state).toBe('done');
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
  it('ten concurrent duplicates run the operation once and all get its result', async () => {
    const store = sqliteIdempotencyStore(freshPath());
    let runs = 0;
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () =>
        runIdempotent(store, 't', 'same', async () => {
          runs++;
          await new Promise((r) => setTimeout(r, 30));
          return { result: ok({ n: runs }, `run ${runs}`), completed: false };
        }),
      ),
    );
    expect(runs).toBe(1);
    expect(outcomes.filter((o) => o.kind === 'executed')).toHaveLength(1);
    expect(outcomes.filter((o) => o.kind === 'replayed')).toHaveLength(9);
    expect(new Set(outcomes.map((o) => (o.kind === 'busy' ? 'busy' : JSON.stringify(o.result))))).toEqual(
      new Set([JSON.stringify(ok({ n: 1 }, 'run 1'))]),
    );
    await store.close();
  });

  it('a failure is not stored: the next attempt runs again', async () => {
    const store = sqliteIdempotencyStore(freshPath());
    const first = await runIdempotent(store, 't', 'k', async () => ({
      result: fail.system('caído'),
      completed: false,
    }));
    expect(first.kind === 'executed' && first.result.isError).toBe(true);
    await expect(
      runIdempotent(store, 't', 'k', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const third = await runIdempotent(store, 't', 'k', async () => ({
      result: ok({}, 'bien'),
      completed: false,
    }));
    expect(third.kind).toBe('executed');
    expect(
      (await runIdempotent(store, 't', 'k', async () => ({ result: ok({}, 'otra'), completed: false }))).kind,
    ).toBe('replayed');
    await store.close();
  });

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

describe('two servers on one file', () => {
  // Two connections to the same file stand for two server processes: the claim is decided by the
  // database (BEGIN IMMEDIATE + primary key), not by anything in memory.
  it('one execution for concurrent duplicates arriving at different instances', async () => {
    const path = freshPath();
    const a = sqliteIdempotencyStore(new Database(path));
    const b = sqliteIdempotencyStore(new Database(path));
    let runs = 0;
    const execute = async () => {
      runs++;
      await new Promise((r) => setTimeout(r, 30));
      return { result: ok({ run: runs }, 'hecho'), completed: false };
    };
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, i) => runIdempotent(i % 2 === 0 ? a : b, 't', 'shared', execute)),
    );
    expect(runs).toBe(1);
    expect(outcomes.filter((o) => o.kind === 'replayed')).toHaveLength(9);
    a.database.close();
    b.database.close();
  });
});
