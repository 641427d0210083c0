import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { dirname, join } from 'node:path';
import { BENCH_SCENARIOS, startManyToolsServer } from './many-tools-server.js';
import { track } from './bench-child.js';
import { postJson } from './post-json.js';
import { pinToCpu } from './cpu-pinning.js';
import {
  ADMIN,
  inBatches,
  pinned,
  progress,
  root,
  RUNTIME,
  SECRET,
  silent,
  UPSTREAM,
} from './bench-setup.js';

function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? Number.NaN);
  return kb * 1024;
}
/**
 * The RSS of an idle process once V8's memory reducer has run: it returns the pages a burst of
 * allocation grew some seconds after allocation stops (about 8 s after start, 30-45 s after a
 * registration burst here, with V8's default heap sizing). Samples every 500 ms until the RSS has
 * dropped by 5 % or more and then held for 3 s, or `maxS` passes.
 */
async function restingRss(pid: number, maxS: number): Promise<{ mib: number; afterS: number }> {
  const started = performance.now();
  const first = rssBytes(pid);
  let last = first;
  let stableSince = performance.now();
  let dropped = false;
  while (performance.now() - started < maxS * 1000) {
    await new Promise((r) => setTimeout(r, 500));
    const now = rssBytes(pid);
    if (Math.abs(now - last) > 512 * 1024) stableSince = performance.now();
    if (now <= first * 0.95) dropped = true;
    last = now;
    if (dropped && performance.now() - stableSince >= 3000) break;
  }
  return { mib: last / 2 ** 20, afterS: (performance.now() - started) / 1000 };
}

export async function benchMemory(dir: string) {
  const cli = join(root, 'packages', 'gateway', 'dist', 'cli.js');
  if (!existsSync(cli)) throw new Error(`${cli} is missing: run npm run build first (npm run bench does)`);
  const bin = join(root, 'packages', 'gateway', 'bin', 'asixto-gateway.js');
  const servers = 25;
  const toolsPerServer = 40;
  progress(
    `· RSS: proceso aparte (asixto-gateway serve) con ${servers} × ${toolsPerServer} = ${servers * toolsPerServer} herramientas…`,
  );
  // The bin itself, as an operator runs `asixto-gateway serve` (it sets glibc's trim threshold),
  // with this process's Node first on the PATH it starts Node from.
  const child = spawn(bin, ['serve'], {
    env: {
      PATH: [dirname(process.execPath), process.env.PATH].filter(Boolean).join(':'),
      GATEWAY_PORT: '0',
      GATEWAY_DATA_DIR: join(dir, 'gw-memory'),
      GATEWAY_RUNTIME_TOKENS: RUNTIME,
      GATEWAY_ADMIN_TOKENS: ADMIN,
      GATEWAY_SECRET_KEY: SECRET,
      GATEWAY_DEV_MODE: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  track(child);
  try {
    const base = await new Promise<string>((resolve, reject) => {
      let buffer = '';
      child.stdout.on('data', (chunk: Buffer) => {
        buffer += chunk.toString('utf8');
        const line = buffer.split('\n').find((l) => l.includes('gateway service listening'));
        if (line) resolve((JSON.parse(line) as { url: string }).url);
      });
      child.on('exit', (code) => reject(new Error(`gateway exited with ${code}`)));
    });
    child.stdout.resume();
    // The bin execs Node in place, so this pid is the service's own.
    if (pinned) pinToCpu(child.pid!, 1);
    const agent = new Agent({ keepAlive: true });
    const post = (path: string, body: unknown, token = ADMIN) =>
      postJson(agent, new URL(path, base), JSON.stringify(body), token);
    await post('/v1/tenants', {
      company: 'memoria',
      name: 'Memoria',
      currency: 'COP',
      timezone: 'America/Bogota',
    });
    await new Promise((r) => setTimeout(r, 500));
    const baseline = rssBytes(child.pid!);
    progress('  RSS en reposo tras el arranque (hasta 20 s)…');
    const restingIdle = await restingRss(child.pid!, 20);
    const upstreams = await Promise.all(
      Array.from({ length: servers }, (_, i) =>
        startManyToolsServer({
          serverIndex: 1000 + i,
          tools: toolsPerServer,
          token: UPSTREAM,
          logger: silent,
        }),
      ),
    );
    let registered = 0;
    await inBatches(upstreams, 5, async (u) => {
      const r = await post('/v1/tenants/memoria/servers', { url: u.url, token: UPSTREAM });
      const body = r.body as { certification?: { certifiedTools?: string[] } };
      registered += body.certification?.certifiedTools?.length ?? 0;
    });
    for (const scenario of BENCH_SCENARIOS) {
      const context = {
        company: 'memoria',
        conversationId: 'c',
        channel: 'chat',
        scenario,
        agentLevel: 'read',
      };
      await post('/v1/catalog', { context }, RUNTIME);
    }
    await new Promise((r) => setTimeout(r, 1000));
    const loaded = rssBytes(child.pid!);
    progress('  RSS en reposo con las herramientas registradas (hasta 90 s)…');
    const restingLoaded = await restingRss(child.pid!, 90);
    agent.destroy();
    await Promise.all(upstreams.map((u) => u.close()));
    return {
      registeredTools: registered,
      /** 0.5 s after start. */
      baselineMiB: baseline / 2 ** 20,
      /** 1 s after the registration burst. */
      loadedMiB: loaded / 2 ** 20,
      /** The same two states once V8's memory reducer has run (see restingRss). */
      resting: {
        idleMiB: restingIdle.mib,
        idleAfterS: restingIdle.afterS,
        loadedMiB: restingLoaded.mib,
        loadedAfterS: restingLoaded.afterS,
      },
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}
