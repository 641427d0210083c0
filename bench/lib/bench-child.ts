import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { childCpuMs } from './child-cpu.js';
import { pinToCpu } from './cpu-pinning.js';

/** The bench's child processes: stopped with it when it is stopped (SIGTERM from a process manager, Ctrl-C). */
const children = new Set<ChildProcess>();
export function track(child: ChildProcess): void {
  children.add(child);
  child.once('exit', () => children.delete(child));
}
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(code);
  });
}

export interface BenchChild {
  url: string;
  /** The child's own CPU time so far (ms), read over its IPC channel. */
  cpuMs(): Promise<number>;
  close(): Promise<void>;
}

/**
 * Starts a bench child (`bench/lib/*-process.ts`) with the same TypeScript loader this process runs
 * under; it prints `{"url": …}` once listening and reports its CPU on request. `pin`: on CPU 1.
 */
export async function startChild(
  script: string,
  childArgs: string[],
  pin = false,
  /** Node flags of the child's own (`--cpu-prof`, …), after this process's. */
  nodeArgs: readonly string[] = [],
): Promise<BenchChild> {
  const file = fileURLToPath(new URL(script, new URL('../', import.meta.url)));
  const child = spawn(process.execPath, [...process.execArgv, ...nodeArgs, file, ...childArgs], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  track(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      const line = buffer.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { url: string }).url);
    });
    void exited.then(() => reject(new Error(`${script} exited`)));
  });
  child.stdout!.resume();
  if (pin) pinToCpu(child.pid!, 1);
  return {
    url,
    cpuMs: () => childCpuMs(child),
    close: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
