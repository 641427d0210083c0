// `asixto-gateway serve` from the build (`npm test` builds first) in a Node process of its own, as
// deployed: its logs (JSON lines), its RSS and open descriptors, optionally under a lower open-file
// limit (`ulimit -n`).
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_TOKEN, RUNTIME_TOKEN, SECRET_KEY } from '../service-helpers.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
// The built CLI, not the sources through tsx: compiling the gateway at every start took over a
// minute on a loaded machine, and the signals and `/proc/<pid>` must be the gateway's own.
const cli = join(root, 'packages', 'gateway', 'dist', 'cli.js');

export interface GatewayProcess {
  child: ChildProcess;
  url: string;
  logs(): Record<string, unknown>[];
  alive(): boolean;
  rssMiB(): number;
  /** Descriptors the process has open now (sockets included). */
  openFiles(): number;
  /** CPU time the process has used so far (user + system), in ms. */
  cpuMs(): number;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL (a crash), then the exit code. */
  kill(): Promise<number | null>;
}

export interface GatewayProcessOptions {
  dataDir: string;
  /** `GATEWAY_*` settings over the defaults here (port 0, test tokens and key, development mode). */
  env?: Record<string, string>;
  /** Runs the process with this open-file limit (soft and hard), as `ulimit -n` does. */
  fileLimit?: number;
}

export async function startGatewayProcess(options: GatewayProcessOptions): Promise<GatewayProcess> {
  if (!existsSync(cli)) throw new Error(`${cli} is missing: run npm run build first`);
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? options.dataDir,
    GATEWAY_PORT: '0',
    GATEWAY_DATA_DIR: options.dataDir,
    GATEWAY_RUNTIME_TOKENS: RUNTIME_TOKEN,
    GATEWAY_ADMIN_TOKENS: ADMIN_TOKEN,
    GATEWAY_SECRET_KEY: SECRET_KEY,
    GATEWAY_DEV_MODE: '1',
    ...options.env,
  };
  const node = [process.execPath, cli, 'serve'];
  // `exec` keeps one process: the limit, the pid and the signals are the gateway's.
  const child =
    options.fileLimit === undefined
      ? spawn(node[0]!, node.slice(1), { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
      : spawn('/bin/sh', ['-c', `ulimit -n ${options.fileLimit} && exec "$@"`, 'sh', ...node], {
          cwd: root,
          env,
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
    openFiles: () => readdirSync(`/proc/${child.pid}/fd`).length,
    cpuMs: () => {
      // Fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 per second on Linux).
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    },
    stop: async () => {
      if (exited === undefined) child.kill('SIGTERM');
      return exit;
    },
    kill: async () => {
      if (exited === undefined) child.kill('SIGKILL');
      return exit;
    },
  };
}
