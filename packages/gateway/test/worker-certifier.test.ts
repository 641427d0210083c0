import { afterEach, describe, expect, it } from 'vitest';
import type { Report } from '@asixto/certify';
import { queryTool, startToolServer } from './gateway-tool-server.js';
import { guardedFetch, largestAnswerBound } from '../src/upstream/index.js';
import { inProcessCertifier } from '../src/certification/certifier.js';
import type { Certifier, CertifyOutcome } from '../src/certification/certifier.js';
import { createWorkerCertifier } from '../src/certification/worker-certifier.js';

const TOKEN = 'tok-worker-certifier-1';
const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
});
function track<T extends { close(): Promise<void> }>(thing: T): T {
  closing.push(() => thing.close());
  return thing;
}

/**
 * A worker speaking the certify worker's protocol (pings included), scripted by the job's URL:
 * `echo` answers with its thread id (`nap` after the job's `timeoutMs`), `fail`
 * reports an engine failure, `loop` never answers again (a run stuck in a rule), `hang` never
 * answers its job but keeps answering pings, `oom` allocates until the heap limit ends the thread.
 */
const SCRIPTED_WORKER = new URL(
  `data:text/javascript,${encodeURIComponent(`
    import { parentPort, threadId } from 'node:worker_threads';
    parentPort.on('message', (job) => {
      if (job.kind === 'ping') parentPort.postMessage({ kind: 'pong' });
      if (job.url === 'echo') parentPort.postMessage({ kind: 'report', id: job.id, report: { threadId }, certifiedTools: [] });
      if (job.url === 'nap') setTimeout(() => parentPort.postMessage({ kind: 'report', id: job.id, report: { threadId }, certifiedTools: [] }), job.timeoutMs);
      if (job.url === 'fail') parentPort.postMessage({ kind: 'failed', id: job.id, message: 'rule crashed' });
      if (job.url === 'loop') for (;;);
      // 'hang': nothing.
      if (job.url === 'oom') { const hoard = []; for (;;) hoard.push(new Array(1e5).fill(hoard.length)); }
    });
  `)}`,
);
const request = { lang: 'es', timeoutMs: 200 } as const;
/**
 * Silence that stops a worker in these tests. A worker answers a ping in about a millisecond and
 * starts in 0.1–0.5 s on a busy machine; 2 s keeps the bounds these tests rely on far from either.
 */
const STALL_MS = 2_000;
const threadOf = (outcome: CertifyOutcome): number =>
  outcome.ok ? (outcome.report as unknown as { threadId: number }).threadId : -1;

describe('createWorkerCertifier', () => {
  it('certifies a real server in a worker exactly as in this thread', async () => {
    const server = track(
      await startToolServer([queryTool('consultar_saldo'), queryTool('consultar_pedido')], { token: TOKEN }),
    );
    const fetch = guardedFetch({ devMode: true });
    closing.push(() => fetch.close());
    const here: Certifier = inProcessCertifier(
      fetch as unknown as typeof globalThis.fetch,
      largestAnswerBound(),
    );
    const worker = track(createWorkerCertifier({ devMode: true }));
    const options = { token: TOKEN, lang: 'en', timeoutMs: 10_000 } as const;
    const [a, b] = [await here.certify(server.url, options), await worker.certify(server.url, options)];
    if (!a.ok || !b.ok) throw new Error(`no report: ${JSON.stringify([a, b])}`);
    const shape = (report: Report) => ({
      era: report.era,
      summary: report.summary,
      findings: report.findings.map((f) => [f.rule, f.tool, f.ok]),
      tools: report.tools,
    });
    expect(b.certifiedTools.sort()).toEqual(['consultar_pedido', 'consultar_saldo']);
    expect(b.certifiedTools).toEqual(a.certifiedTools.sort());
    expect(shape(b.report)).toEqual(shape(a.report));
    expect(b.report.fatal).toBeUndefined();
  });

  it('the production worker stays within its sandbox: no private addresses outside development mode', async () => {
    const server = track(await startToolServer([queryTool('consultar_saldo')], { token: TOKEN }));
    const worker = track(createWorkerCertifier({ devMode: false }));
    const outcome = await worker.certify(server.url, { token: TOKEN, lang: 'en', timeoutMs: 5_000 });
    if (!outcome.ok) throw new Error(outcome.detail);
    // The worker's guarded fetch refused the loopback http URL before any request.
    expect(outcome.report.fatal).toMatchObject({ code: 'CERTIFY_NETWORK' });
    expect(outcome.report.fatal?.message).toContain('GATEWAY_URL_REFUSED');
    expect(outcome.certifiedTools).toEqual([]);
  });

  it('stops a worker that stops answering (a run stuck in a loop), and the next run gets a fresh one', async () => {
    const certifier = track(
      createWorkerCertifier({ devMode: true, workerUrl: SCRIPTED_WORKER, stallMs: STALL_MS }),
    );
    const first = threadOf(await certifier.certify('echo', request));
    const started = Date.now();
    const stuck = await certifier.certify('loop', request);
    expect(stuck).toMatchObject({ ok: false, code: 'CERTIFY_TIMEOUT' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(STALL_MS);
    const next = threadOf(await certifier.certify('echo', request));
    expect(next).toBeGreaterThan(0);
    expect(next).not.toBe(first);
  });

  it('a run that exhausts its heap ends the worker, not the gateway', async () => {
    const certifier = track(
      createWorkerCertifier({ devMode: true, workerUrl: SCRIPTED_WORKER, maxHeapMiB: 16 }),
    );
    const outcome = await certifier.certify('oom', { lang: 'es', timeoutMs: 30_000 });
    expect(outcome).toMatchObject({ ok: false, code: 'CERTIFY_INTERNAL' });
    expect(outcome.ok ? '' : outcome.detail).toMatch(/memory/i);
    expect((await certifier.certify('echo', request)).ok).toBe(true);
  });

  it('a worker that cannot start fails the run, not the gateway', async () => {
    const certifier = track(
      createWorkerCertifier({ devMode: true, workerUrl: new URL('https://example.invalid/worker.js') }),
    );
    const outcome = await certifier.certify('echo', request);
    expect(outcome).toMatchObject({ ok: false, code: 'CERTIFY_INTERNAL' });
    expect(outcome.ok ? '' : outcome.detail).toMatch(/^certify worker: /);
  });

  it("reports the engine's own failure without a report", async () => {
    const certifier = track(createWorkerCertifier({ devMode: true, workerUrl: SCRIPTED_WORKER }));
    expect(await certifier.certify('fail', request)).toEqual({
      ok: false,
      code: 'CERTIFY_INTERNAL',
      detail: 'rule crashed',
    });
  });

  it('a run longer than the stall bound is not stopped while its worker answers', async () => {
    const certifier = track(
      createWorkerCertifier({ devMode: true, workerUrl: SCRIPTED_WORKER, stallMs: STALL_MS }),
    );
    // Naps twice the stall bound, answering pings all along.
    expect((await certifier.certify('nap', { lang: 'es', timeoutMs: 2 * STALL_MS })).ok).toBe(true);
  });

  it('stops a run that outlives the longest a run may take', async () => {
    const certifier = track(
      // The bound also covers the next run, whose fresh worker takes up to ~0.5 s to start here.
      createWorkerCertifier({ devMode: true, workerUrl: SCRIPTED_WORKER, maxRunMs: 5_000 }),
    );
    const outcome = await certifier.certify('hang', request);
    expect(outcome).toMatchObject({ ok: false, code: 'CERTIFY_TIMEOUT' });
    expect(outcome.ok ? '' : outcome.detail).toContain('5000 ms');
    expect((await certifier.certify('echo', request)).ok).toBe(true);
  });

  it('runs stopped with a stuck one run again, each in a worker of its own: only the stuck one fails', async () => {
    const certifier = track(
      createWorkerCertifier({ devMode: true, workerUrl: SCRIPTED_WORKER, stallMs: STALL_MS }),
    );
    // The loop blocks the thread before it reads the echo jobs: all three are in the stopped worker.
    const started = Date.now();
    const [stuck, ...others] = await Promise.all([
      certifier.certify('loop', request),
      certifier.certify('echo', request),
      certifier.certify('echo', request),
    ]);
    expect(stuck).toMatchObject({ ok: false, code: 'CERTIFY_TIMEOUT' });
    // Stopped twice: with the others, then alone.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * STALL_MS);
    const [a, b] = others.map(threadOf);
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(0);
    expect(a).not.toBe(b);
  });

  it('new runs do not wait behind the runs being tried again alone', async () => {
    const certifier = track(
      createWorkerCertifier({ devMode: true, workerUrl: SCRIPTED_WORKER, stallMs: STALL_MS }),
    );
    const settled: string[] = [];
    const noted = (name: string) => (outcome: CertifyOutcome) => {
      settled.push(name);
      return outcome;
    };
    const stuck = certifier.certify('loop', request).then(noted('loop'));
    const beside = certifier.certify('echo', request).then(noted('beside'));
    // The watchdog looks every STALL_MS / 4 and pings on its first look: the shared worker is stopped
    // ~1.5 × STALL_MS in, the loop alone ~1.5 × STALL_MS later. The fresh run comes in between,
    // with 0.4 × STALL_MS for late timers before and 1.1 × STALL_MS for its worker to start after.
    await new Promise((resolve) => setTimeout(resolve, 1.9 * STALL_MS));
    const fresh = await certifier.certify('echo', request);
    settled.push('fresh');
    expect(fresh.ok).toBe(true);
    expect(await stuck).toMatchObject({ ok: false, code: 'CERTIFY_TIMEOUT' });
    expect((await beside).ok).toBe(true);
    expect(settled[0]).toBe('fresh');
  });

  it('runs stopped with one over its time run again and get their reports', async () => {
    const certifier = track(
      createWorkerCertifier({ devMode: true, workerUrl: SCRIPTED_WORKER, maxRunMs: 4_000 }),
    );
    const overran = certifier.certify('hang', request);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    // Still napping when the hanging run is stopped at 4 s; run again in a fresh worker it ends by
    // ~5.6 s, 1.4 s for that worker to start inside its own bound (7 s).
    const napping = certifier.certify('nap', { lang: 'es', timeoutMs: 1_600 });
    expect(await overran).toMatchObject({ ok: false, code: 'CERTIFY_TIMEOUT' });
    expect((await napping).ok).toBe(true);
  });

  it('runs back to back share a worker; an idle one exits', async () => {
    const certifier = track(
      createWorkerCertifier({ devMode: true, workerUrl: SCRIPTED_WORKER, idleMs: 1_000 }),
    );
    const [a, b] = await Promise.all([
      certifier.certify('echo', request),
      certifier.certify('echo', request),
    ]);
    const c = await certifier.certify('echo', request);
    expect(threadOf(a)).toBe(threadOf(b));
    expect(threadOf(c)).toBe(threadOf(a));
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const d = await certifier.certify('echo', request);
    expect(threadOf(d)).not.toBe(threadOf(a));
  });

  it('closing ends the runs in flight', async () => {
    const certifier = createWorkerCertifier({ devMode: true, workerUrl: SCRIPTED_WORKER });
    const stuck = certifier.certify('loop', { lang: 'es', timeoutMs: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await certifier.close();
    expect(await stuck).toEqual({ ok: false, code: 'CERTIFY_INTERNAL', detail: 'gateway closed' });
    expect(await certifier.certify('echo', request)).toMatchObject({ ok: false, detail: 'gateway closed' });
  });
});
