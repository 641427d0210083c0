import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, RUNTIME_TOKEN, SECRET_KEY } from './service-helpers.js';

const bin = fileURLToPath(new URL('../bin/asixto-gateway.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'gw-bin-'));
const running = new Set<ChildProcess>();
afterAll(() => {
  // A test that failed before stopping its service does not leave it running.
  for (const child of running) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** Starts `asixto-gateway serve` the way an operator does (the bin, executed), until it listens. */
async function serve(extraEnv: Record<string, string>) {
  const child = spawn(bin, ['serve'], {
    env: {
      PATH: [dirname(process.execPath), process.env.PATH].filter(Boolean).join(':'),
      GATEWAY_PORT: '0',
      GATEWAY_DATA_DIR: mkdtempSync(join(dir, 'data-')),
      GATEWAY_RUNTIME_TOKENS: RUNTIME_TOKEN,
      GATEWAY_ADMIN_TOKENS: ADMIN_TOKEN,
      GATEWAY_SECRET_KEY: SECRET_KEY,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  void exited.then(() => running.delete(child));
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  await new Promise<void>((resolve, reject) => {
    let stdout = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      if (stdout.includes('gateway service listening')) resolve();
    });
    void exited.then((code) => reject(new Error(`exited ${code}: ${stderr}`)));
  });
  return {
    pid: child.pid as number,
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

const environOf = (pid: number): string[] => readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');

describe.runIf(process.platform === 'linux')('the asixto-gateway bin', () => {
  it('runs the service in Node, in its own process, with glibc trimming freed memory at 128 KiB', async () => {
    expect(existsSync(join(dirname(bin), '..', 'dist', 'cli.js')), 'run npm run build first').toBe(true);
    const service = await serve({});
    try {
      // sh replaced itself with Node: signals and the pid an operator sees reach the service.
      expect(basename(readlinkSync(`/proc/${service.pid}/exe`))).toMatch(/^node/);
      expect(environOf(service.pid)).toContain('MALLOC_TRIM_THRESHOLD_=131072');
    } finally {
      expect(await service.stop()).toBe(0);
    }
  });

  it("keeps the operator's own trim threshold", async () => {
    const service = await serve({ MALLOC_TRIM_THRESHOLD_: '1048576' });
    try {
      expect(environOf(service.pid)).toContain('MALLOC_TRIM_THRESHOLD_=1048576');
    } finally {
      expect(await service.stop()).toBe(0);
    }
  });
});
