// `asixto-gateway serve` in its own Node process, as deployed, and a calm tenant called at a steady
// pace against it: what the hostile-tenant suites attack and measure.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_TOKEN, RUNTIME_TOKEN, SECRET_KEY, http } from './service-helpers.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const cli = join(root, 'packages', 'gateway', 'src', 'cli.ts');

export interface GatewayProcess {
  child: ChildProcess;
  url: string;
  logs(): Record<string, unknown>[];
  alive(): boolean;
  rssMiB(): number;
  stop(): Promise<number | null>;
}

/** Starts the service from the sources (no tsx wrapper process); `env` adds or overrides settings. */
export async function startGatewayProcess(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<GatewayProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', cli, 'serve'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? dataDir,
      GATEWAY_PORT: '0',
      GATEWAY_DATA_DIR: dataDir,
      GATEWAY_RUNTIME_TOKENS: RUNTIME_TOKEN,
      GATEWAY_ADMIN_TOKENS: ADMIN_TOKEN,
      GATEWAY_SECRET_KEY: SECRET_KEY,
      GATEWAY_DEV_MODE: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  let exited: number | null | undefined;
  const exit = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      exited = code;
      resolve(code);
    }),
  );
  const logs = (): Record<string, unknown>[] =>
    stdout
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const line = logs().find((l) => l.msg === 'gateway service listening');
      if (line) {
        clearInterval(timer);
        resolve(line.url as string);
      }
    }, 50);
    void exit.then((code) => {
      clearInterval(timer);
      reject(new Error(`gateway exited ${code}: ${stderr}`));
    });
  });
  return {
    child,
    url,
    logs,
    alive: () => exited === undefined,
    rssMiB: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    stop: async () => {
      child.kill('SIGTERM');
      return exit;
    },
  };
}

/** One call of the calm tenant's `consultar_cliente` (the reference server, company `calm`). */
export function callCalm(base: string, n: number) {
  return http(base, 'POST', '/v1/call', {
    token: RUNTIME_TOKEN,
    body: {
      context: {
        company: 'calm',
        conversationId: `cnv_calm_${n}`,
        channel: 'chat',
        scenario: 'general',
        agentLevel: 'read',
      },
      name: 'ext__calm__consultar_cliente',
      arguments: { documento: 'CC1032456789' },
    },
  });
}

export interface CalmStats {
  calls: number;
  p50: number;
  p99: number;
  max: number;
  outcomes: string[];
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
}

/**
 * Calls the calm tenant's `consultar_cliente` (the reference server, company `calm`) every
 * `periodMs`, each call on its own schedule (a slow answer does not delay the next call), until
 * stopped; the latencies and outcomes of the calls started in between are summarized.
 */
export function calmLoad(base: string, periodMs = 100) {
  const latencies: number[] = [];
  const outcomes: string[] = [];
  const pending = new Set<Promise<void>>();
  let n = 0;
  const one = async (): Promise<void> => {
    const started = performance.now();
    const r = await callCalm(base, n++).catch((error: unknown) => ({
      status: 0,
      json: { outcome: String(error) },
    }));
    latencies.push(performance.now() - started);
    outcomes.push(r.status === 200 ? (r.json as { outcome: string }).outcome : `http_${r.status}`);
  };
  const timer = setInterval(() => {
    const call = one();
    pending.add(call);
    void call.finally(() => pending.delete(call));
  }, periodMs);
  return {
    async stop(): Promise<CalmStats> {
      clearInterval(timer);
      await Promise.all(pending);
      const sorted = [...latencies].sort((a, b) => a - b);
      return {
        calls: sorted.length,
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
        max: sorted.at(-1) ?? 0,
        outcomes,
      };
    },
  };
}
