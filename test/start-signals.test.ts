// `npm start` as a process manager runs it: SIGTERM goes to the npm process only, and everything
// it started must stop and free its ports. Real npm, real shells, real ports.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import type { Started } from './lib/processes.js';
import { freePort, listening, startGroup, waitFor } from './lib/processes.js';

const run = promisify(execFile);
const started: Started[] = [];
const dirs: string[] = [];

afterEach(() => {
  for (const s of started.splice(0)) s.killGroup();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'asixto-start-'));
  dirs.push(dir);
  return dir;
}

/** True once no process of the group is left (none orphaned, none still shutting down). */
function groupGone(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return false;
  } catch {
    return true;
  }
}

describe('SIGTERM to the npm process', () => {
  it('stops `npm start -w examples/reference-server` and frees its port within 5 s', async () => {
    const port = await freePort();
    const s = startGroup('npm', ['start', '-w', 'examples/reference-server'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        ASIXTO_TOKENS: 'token-de-prueba-senales',
        DATABASE_PATH: join(tempDir(), 'reference.sqlite'),
      },
    });
    started.push(s);
    // `tsc -b` first: quick when the workspace is built (npm test builds before running the suite).
    expect(await waitFor(() => listening(port), 60_000), s.output()).toBe(true);

    process.kill(s.child.pid as number, 'SIGTERM');
    const stoppedAt = Date.now();
    expect(await waitFor(async () => !(await listening(port)), 5_000), s.output()).toBe(true);
    expect(Date.now() - stoppedAt).toBeLessThan(5_000);
    await s.exited;
    expect(
      await waitFor(() => groupGone(s.child.pid as number), 5_000),
      'a process of the group is left',
    ).toBe(true);
    expect(s.output()).toContain('reference server stopped');
  }, 90_000);

  it('stops the root `npm start` with its servers, after it printed a certify command that works as pasted', async () => {
    const [gateway, reference, historial] = [await freePort(), await freePort(), await freePort()];
    const s = startGroup('npm', ['start'], {
      env: {
        ...process.env,
        GATEWAY_PORT: String(gateway),
        REFERENCE_PORT: String(reference),
        HISTORIAL_PORT: String(historial),
        GATEWAY_DATA_DIR: tempDir(),
        NO_COLOR: '1',
      },
    });
    started.push(s);
    expect(await waitFor(() => s.output().includes('Ctrl-C'), 120_000), s.output()).toBe(true);

    // The banner's certify line, pasted into a shell at the repository root.
    const line = s
      .output()
      .split('\n')
      .map((l) => l.trim())
      .find((l) => l.startsWith('npx --no-install asixto-certify '));
    expect(line, s.output()).toBeDefined();
    expect(line).toContain(`http://127.0.0.1:${reference}/mcp`);
    const certified = await run('sh', ['-c', line as string], {
      env: { ...process.env, npm_config_offline: 'true', NO_COLOR: '1' },
    });
    expect(certified.stdout).toContain('CERTIFICADO: nada bloquea');

    process.kill(s.child.pid as number, 'SIGTERM');
    const free = async () =>
      !(await listening(gateway)) && !(await listening(reference)) && !(await listening(historial));
    expect(await waitFor(free, 5_000), s.output()).toBe(true);
    await s.exited;
    expect(
      await waitFor(() => groupGone(s.child.pid as number), 5_000),
      'a process of the group is left',
    ).toBe(true);
    expect(s.output()).toContain('Listo.');
  }, 180_000);
});
