// ONE contract for every idempotency store, run on SQLite, PostgreSQL and Redis: the same
// assertions, each engine on its own fresh file, database or key prefix, dropped afterwards.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@asixto/contract';
import {
  fail,
  IdempotencyStoreError,
  ok,
  postgresIdempotencyStore,
  redisIdempotencyStore,
  runIdempotent,
  sqliteIdempotencyStore,
  ToolkitConfigError,
} from '../src/index.js';
import type { IdempotencyStore, IdempotentOutcome, ToolResult } from '../src/index.js';
import { claimed } from './support/claimed.js';
import { requireServices } from './support/services.js';
import { ENGINES, testEngine } from './support/store-engines.js';
import type { EngineName } from './support/store-engines.js';

const up = await requireServices(['postgres', 'redis']);
const available: Record<EngineName, boolean> = { sqlite: true, ...up };

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const childScript = fileURLToPath(new URL('./support/race-child.ts', import.meta.url));
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The execution of a duplicate that must only wait (it fails the test if it runs). */
async function neverRuns(): Promise<{ result: ToolResult; completed: boolean }> {
  throw new Error('a waiting duplicate ran the operation');
}

/** Counts the claims a store is asked for: how hard a waiter knocks. */
function counting(store: IdempotencyStore): { store: IdempotencyStore; claims: () => number } {
  let n = 0;
  const counted: IdempotencyStore = {
    claim: (scope, key) => {
      n++;
      return store.claim(scope, key);
    },
    complete: (c, r) => store.complete(c, r),
    release: (c) => store.release(c),
    purgeExpired: () => store.purgeExpired(),
    close: () => store.close(),
    ...(store.subscribe ? { subscribe: store.subscribe.bind(store) } : {}),
  };
  return { store: counted, claims: () => n };
}

describe.each(ENGINES.filter((e) => available[e]))('idempotency store contract: %s', (name) => {
  const engine = testEngine(name);
  const scratch = mkdtempSync(join(tmpdir(), `toolkit-race-${name}-`));
  const children = new Set<ChildProcess>();
  let n = 0;
  const fresh = (label: string): string => `${label}-${++n}-${Date.now()}`;

  beforeAll(() => engine.setup());
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await engine.teardown();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('claims once, answers pending to a second claimant, replays the stored success, per tool', async () => {
    const { store } = await engine.open();
    const key = fresh('k');
    const first = claimed(await store.claim('abrir', key));
    expect(await store.claim('abrir', key)).toEqual({ state: 'pending' });
    expect((await store.claim('otra', key)).state).toBe('claimed');
    expect(await store.complete(first, ok({ radicado: 'R1' }, 'ok'))).toBe(true);
    expect(await store.claim('abrir', key)).toEqual({ state: 'done', result: ok({ radicado: 'R1' }, 'ok') });
    expect(await store.complete(first, ok({ radicado: 'R2' }, 'again'))).toBe(false);
  });

  it('release lets a retry run; a holder whose lease ran out loses the key to a takeover', async () => {
    const { store } = await engine.open({ leaseMs: 300 });
    const key = fresh('lease');
    const a = claimed(await store.claim('t', key));
    await store.release(a);
    const b = claimed(await store.claim('t', key));
    await sleep(400); // b's holder "died": its lease runs out and c takes the key over
    const c = claimed(await store.claim('t', key));
    await store.release(b); // too late: not b's anymore
    expect(await store.complete(b, ok({}, 'late'))).toBe(false);
    expect(await store.claim('t', key)).toEqual({ state: 'pending' });
    expect(await store.complete(c, ok({ v: 1 }, 'c'))).toBe(true);
    expect(await store.claim('t', key)).toEqual({ state: 'done', result: ok({ v: 1 }, 'c') });
  });

  it('keeps answers at least 7 days, refuses a shorter TTL, and forgets them once expired', async () => {
    const { store } = await engine.open();
    const key = fresh('ttl');
    await store.complete(claimed(await store.claim('t', key)), ok({}, 'x'));
    expect(await engine.remainingTtlMs('t', key)).toBeGreaterThan(LIMITS.idempotencyTtlMs - 60_000);
    await engine.expire('t', key);
    expect((await store.claim('t', key)).state).toBe('claimed');

    const other = fresh('purge');
    await store.complete(claimed(await store.claim('t', other)), ok({}, 'y'));
    await engine.expire('t', other);
    // SQL stores delete expired rows in batches; Redis expires keys itself and has nothing to purge.
    expect(await store.purgeExpired()).toBe(name === 'redis' ? 0 : 1);
    expect(await engine.remainingTtlMs('t', other)).toBeLessThan(0);

    expect(() => sqliteIdempotencyStore(':memory:', { ttlMs: 1000 })).toThrow(ToolkitConfigError);
    expect(() => postgresIdempotencyStore({} as never, { ttlMs: 1000 })).toThrow(ToolkitConfigError);
    expect(() => redisIdempotencyStore({} as never, { ttlMs: 1000 })).toThrow(ToolkitConfigError);
  });

  it('keeps the stored answer across a restart (a new store on the same data)', async () => {
    const before = await engine.open();
    const key = fresh('restart');
    await before.store.complete(claimed(await before.store.claim('t', key)), ok({ n: 7 }, 'siete'));
    await before.close();
    const after = await engine.open();
    expect(await after.store.claim('t', key)).toEqual({ state: 'done', result: ok({ n: 7 }, 'siete') });
  });

  it('refuses keys it could not keep exactly (NUL, unpaired surrogate)', async () => {
    const { store } = await engine.open();
    await expect(store.claim('t', 'a\u0000b')).rejects.toBeInstanceOf(IdempotencyStoreError);
    await expect(store.claim('t', 'a\uD800')).rejects.toBeInstanceOf(IdempotencyStoreError);
  });

  it('runIdempotent: a failure is not stored, so the next attempt runs', async () => {
    const { store } = await engine.open();
    const key = fresh('fail');
    const first = await runIdempotent(store, 't', key, async () => ({
      result: fail.system('caído'),
      completed: false,
    }));
    expect(first.kind === 'executed' && first.result.isError).toBe(true);
    await expect(
      runIdempotent(store, 't', key, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const third = await runIdempotent(store, 't', key, async () => ({
      result: ok({}, 'bien'),
      completed: false,
    }));
    expect(third.kind).toBe('executed');
    const fourth = await runIdempotent(store, 't', key, async () => ({
      result: ok({}, 'otra'),
      completed: false,
    }));
    expect(fourth).toEqual({ kind: 'replayed', result: ok({}, 'bien') });
  });

  it('ten concurrent duplicates over two store instances: one execution, one answer', async () => {
    const a = await engine.open();
    const b = await engine.open();
    const key = fresh('dup');
    let runs = 0;
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        runIdempotent(i % 2 === 0 ? a.store : b.store, 't', key, async () => {
          runs++;
          await sleep(50);
          return { result: ok({ run: runs }, `run ${runs}`), completed: false };
        }),
      ),
    );
    expect(runs).toBe(1);
    expect(outcomes.filter((o) => o.kind === 'replayed')).toHaveLength(9);
    expect(
      new Set(outcomes.map((o) => JSON.stringify(o)).map((s) => s.replace('executed', 'replayed'))),
    ).toEqual(new Set([JSON.stringify({ kind: 'replayed', result: ok({ run: 1 }, 'run 1') })]));
  });

  it('a waiter knocks with a bounded backoff, not a polling storm', async () => {
    const holder = await engine.open();
    const waiter = counting((await engine.open()).store);
    const key = fresh('storm');
    const claim = claimed(await holder.store.claim('t', key));
    const outcome = await runIdempotent(waiter.store, 't', key, neverRuns, { waitMs: 1000 });
    expect(outcome.kind).toBe('busy');
    // Fixed 25 ms polling would have asked 40 times in this second; the backoff asks about 7 times.
    expect(waiter.claims()).toBeLessThanOrEqual(10);
    await holder.store.release(claim);
  });

  it.skipIf(!engine.notifies)(
    'wakes a waiter on another connection as soon as the key completes',
    async () => {
      const holder = await engine.open();
      const waiter = await engine.open();
      const key = fresh('wake');
      const claim = claimed(await holder.store.claim('t', key));
      // Prime the waiter's listening connection, as its first claim of any key does.
      expect(await waiter.store.claim('t', key)).toEqual({ state: 'pending' });
      const woken = new Promise<void>((resolve) => waiter.store.subscribe?.('t', key, () => resolve()));
      const started = Date.now();
      await holder.store.complete(claim, ok({}, 'hecho'));
      await woken;
      expect(Date.now() - started).toBeLessThan(1000);
      // A waiter with a long backoff still answers right after the completion it was told about.
      const key2 = fresh('wake2');
      const claim2 = claimed(await holder.store.claim('t', key2));
      const slow = runIdempotent(waiter.store, 't', key2, neverRuns, { pollMs: 5000, maxPollMs: 5000 });
      await sleep(100);
      const t0 = Date.now();
      await holder.store.complete(claim2, ok({ k: 2 }, 'dos'));
      expect(await slow).toEqual({ kind: 'replayed', result: ok({ k: 2 }, 'dos') });
      expect(Date.now() - t0).toBeLessThan(2000);
    },
  );

  it('two processes racing on one key produce one effect and one answer', async () => {
    const key = fresh('race');
    const effectsFile = join(scratch, `${key}.effects`);
    writeFileSync(effectsFile, '');
    const start = (): { child: ChildProcess; ready: Promise<void>; output: Promise<string> } => {
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          childScript,
          JSON.stringify({ config: engine.config, mode: 'race', key, effectsFile }),
        ],
        { cwd: repoRoot, stdio: ['pipe', 'pipe', 'pipe'] },
      );
      children.add(child);
      let stderr = '';
      child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
      const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
      const seen: string[] = [];
      let onReady!: () => void;
      const ready = new Promise<void>((resolve) => (onReady = resolve));
      lines.on('line', (line) => (line === 'ready' ? onReady() : seen.push(line)));
      const output = new Promise<string>((resolve, reject) =>
        child.on('exit', (code) => {
          children.delete(child);
          if (code === 0) resolve(seen.join('\n'));
          else reject(new Error(`child exited ${code}: ${stderr}`));
        }),
      );
      return { child, ready, output };
    };
    const racers = [start(), start()];
    await Promise.all(racers.map((r) => r.ready));
    for (const r of racers) r.child.stdin?.end('go\n');
    const results = (await Promise.all(racers.map((r) => r.output))).flatMap(
      (text) => JSON.parse(text) as IdempotentOutcome[],
    );
    const effects = readFileSync(effectsFile, 'utf8').trim().split('\n').filter(Boolean);
    expect(effects).toHaveLength(1);
    expect(results).toHaveLength(8);
    expect(results.filter((r) => r.kind === 'executed')).toHaveLength(1);
    const answers = new Set(results.map((r) => (r.kind === 'busy' ? 'busy' : JSON.stringify(r.result))));
    expect(answers).toEqual(
      new Set([JSON.stringify(ok({ pid: Number(effects[0]) }, `hecho por ${effects[0]}`))]),
    );
  });

  describe.skipIf(!engine.transactional)('transactional form', () => {
    it('commits the effect and the key together, or neither', async () => {
      const opened = await engine.open();
      const { store, effect } = opened;
      const transaction = store.transaction?.bind(store);
      if (!transaction || !effect) throw new Error('expected a transactional store');

      const errorKey = fresh('tx-error');
      const a = claimed(await store.claim('t', errorKey));
      const failed = await transaction(a, async (tx) => {
        await effect(tx, errorKey);
        return fail.validation('no');
      });
      expect(failed.isError).toBe(true);
      expect(await engine.effects(errorKey)).toBe(0);

      const thrownKey = fresh('tx-throw');
      const b = claimed(await store.claim('t', thrownKey));
      await expect(
        transaction(b, async (tx) => {
          await effect(tx, thrownKey);
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect(await engine.effects(thrownKey)).toBe(0);

      const okKey = fresh('tx-ok');
      const c = claimed(await store.claim('t', okKey));
      await transaction(c, async (tx) => {
        await effect(tx, okKey);
        return ok({ done: true }, 'hecho');
      });
      expect(await engine.effects(okKey)).toBe(1);
      expect(await store.claim('t', okKey)).toEqual({ state: 'done', result: ok({ done: true }, 'hecho') });
    });

    it('a claim taken over before the commit rolls the effect back', async () => {
      const { store, effect } = await engine.open({ leaseMs: 200 });
      const key = fresh('tx-lost');
      const slow = claimed(await store.claim('t', key));
      await sleep(300);
      const taker = claimed(await store.claim('t', key));
      await expect(
        store.transaction?.(slow, async (tx) => {
          await effect?.(tx, key);
          return ok({}, 'tarde');
        }),
      ).rejects.toBeInstanceOf(IdempotencyStoreError);
      expect(await engine.effects(key)).toBe(0);
      expect(await store.complete(taker, ok({}, 'a tiempo'))).toBe(true);
    });

    it('a process killed inside the transaction leaves neither effect nor answer', async () => {
      const key = fresh('crash');
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', childScript, JSON.stringify({ config: engine.config, mode: 'crash', key })],
        { cwd: repoRoot, stdio: ['ignore', 'ignore', 'pipe'] },
      );
      children.add(child);
      let stderr = '';
      child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      children.delete(child);
      expect(code, stderr).toBe(9);
      expect(await engine.effects(key)).toBe(0);
      // Only an abandoned claim is left: pending until its lease runs out, then taken over.
      const { store } = await engine.open({ leaseMs: 1 });
      await sleep(5);
      expect((await store.claim('crash', key)).state).toBe('claimed');
    });
  });
});
