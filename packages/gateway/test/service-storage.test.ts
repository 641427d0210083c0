// A registry that cannot be written is reported, not served as 500s: at start the CLI exits 2 with
// the cause, and at run time /healthz answers 503 with the reason, then recovers by itself. The
// disk is real: a small tmpfs (needs root, as CI on this machine), remounted read-only for the
// start, and filled up at run time (Linux refuses to remount read-only a file system with files
// open for writing, which the running registry has; a full disk fails the same writes).
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGatewayService } from '@asixto/gateway/service';
import type { GatewayService } from '@asixto/gateway/service';
import { tempDir } from './gateway-helpers.js';
import { ADMIN_TOKEN, RUNTIME_TOKEN, SECRET_KEY, http, memoryLogger, testConfig } from './service-helpers.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const cli = join(root, 'packages', 'gateway', 'src', 'cli.ts');

function tryMount(dir: string): string | undefined {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m,mode=0700', 'tmpfs', dir], { stdio: 'pipe' });
    return undefined;
  } catch (error) {
    return (error as Error).message.split('\n')[0];
  }
}

const remount = (dir: string, mode: 'ro' | 'rw'): void => {
  execFileSync('mount', ['-o', `remount,${mode}`, dir], { stdio: 'pipe' });
};

const temp = tempDir('gw-storage-');
const mountPoint = join(temp.dir, 'disk');
mkdirSync(mountPoint);
const cannotMount = tryMount(mountPoint);
if (cannotMount) {
  console.warn(`SKIPPED: the read-only registry tests need to mount a tmpfs (root): ${cannotMount}`);
}

describe.skipIf(cannotMount !== undefined)('a registry that cannot be written', () => {
  let service: GatewayService;
  let base = '';

  beforeAll(async () => {
    const { logger } = memoryLogger('silent');
    service = createGatewayService(testConfig(join(mountPoint, 'data')), { logger, defaultMetrics: false });
    base = await service.listen();
  });

  afterAll(async () => {
    await service?.close();
    execFileSync('umount', ['-l', mountPoint], { stdio: 'pipe' });
    temp.cleanup();
  });

  it('answers 503 with the reason while the disk is full, and recovers when there is room again', async () => {
    expect((await http(base, 'GET', '/healthz')).status).toBe(200);
    const filler = join(mountPoint, 'filler');
    execFileSync('sh', ['-c', `dd if=/dev/zero of=${filler} bs=64k 2>/dev/null || true`]);
    // The check runs at most every 5 s, with a real write.
    await vi.waitFor(
      async () => {
        const r = await http(base, 'GET', '/healthz');
        expect(r.status).toBe(503);
        expect(r.json).toEqual({ status: 'failing' });
      },
      { timeout: 8_000, interval: 250 },
    );
    const detail = await http(base, 'GET', '/healthz', { token: ADMIN_TOKEN });
    expect(detail.json.problems.join(' ')).toMatch(/registry not writable: .*full/i);
    // Reads keep working from memory: the process is up and answers.
    expect((await http(base, 'GET', '/metrics', { token: ADMIN_TOKEN })).status).toBe(200);
    rmSync(filler);
    await vi.waitFor(async () => expect((await http(base, 'GET', '/healthz')).status).toBe(200), {
      timeout: 8_000,
      interval: 250,
    });
    await service.close();
  }, 30_000);

  it('exits 2 with the cause when the registry is read-only at start', async () => {
    const dataDir = join(mountPoint, 'data');
    await service.close(); // nothing may hold the disk open for writing
    remount(mountPoint, 'ro');
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', cli, 'serve'], {
        cwd: root,
        env: {
          PATH: process.env.PATH ?? '',
          GATEWAY_PORT: '0',
          GATEWAY_DATA_DIR: dataDir,
          GATEWAY_RUNTIME_TOKENS: RUNTIME_TOKEN,
          GATEWAY_ADMIN_TOKENS: ADMIN_TOKEN,
          GATEWAY_SECRET_KEY: SECRET_KEY,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(2);
      expect(stderr).toContain(dataDir);
      expect(stderr).toMatch(/readonly|read-only/i);
      expect(stderr).not.toMatch(/\n\s+at /);
    } finally {
      remount(mountPoint, 'rw');
    }
  }, 30_000);
});
