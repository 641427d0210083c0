// A newcomer's first minutes: clone, `npm install`, then the two CLIs through `npx --no-install`.
// The clone is of this repository's HEAD (committed work only), installed offline from the npm cache
// (CI's `npm ci` fills it), with npx offline too: nothing can come from the registry.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './lib/processes.js';

const run = promisify(execFile);
const BUILT = ['contract', 'certify', 'gateway'] as const;

let dir: string;
let clone: string;
let installMs = 0;

interface Result {
  code: number;
  stdout: string;
  stderr: string;
}

async function npx(bin: string, args: string[]): Promise<Result> {
  try {
    const { stdout, stderr } = await run('npx', ['--no-install', bin, ...args], {
      cwd: clone,
      env: { ...process.env, npm_config_offline: 'true', npm_config_update_notifier: 'false' },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: unknown; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'asixto-clone-'));
  clone = join(dir, 'repo');
  await run('git', ['clone', '--quiet', ROOT, clone]);
  const started = Date.now();
  // Bin links do not depend on install scripts or dev dependencies, so both are left out: the
  // scripts compile better-sqlite3 from source when offline (minutes of CPU), and the dev tree
  // doubles the install time. Measured on the 2-core box: about 15 s instead of 30 s.
  await run('npm', ['install', '--offline', '--ignore-scripts', '--omit=dev', '--no-audit', '--no-fund'], {
    cwd: clone,
    env: { ...process.env, npm_config_update_notifier: 'false' },
    timeout: 170_000,
  }).catch((error: { stderr?: string }) => {
    throw new Error(
      `npm install --offline failed (is the npm cache filled? CI's npm ci does it): ${error.stderr}`,
    );
  });
  installMs = Date.now() - started;
}, 200_000);

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('a fresh clone after npm install', () => {
  it('has both bins linked, even though nothing is built yet', async () => {
    for (const bin of ['asixto-certify', 'asixto-gateway']) {
      expect(existsSync(join(clone, 'node_modules', '.bin', bin)), bin).toBe(true);
    }
    expect(existsSync(join(clone, 'packages', 'certify', 'dist'))).toBe(false);
    // Reported so CI logs show what this test costs.
    process.stderr.write(`fresh-clone: npm install --offline took ${installMs} ms\n`);
  });

  it('says to run npm run build (exit 2) before the build, never reaching for the registry', async () => {
    const [certify, gateway] = await Promise.all([
      npx('asixto-certify', ['--help']),
      npx('asixto-gateway', ['--help']),
    ]);
    expect(certify.code, certify.stderr).toBe(2);
    expect(certify.stderr).toContain(
      'asixto-certify aún no está compilado (falta dist/cli.js): ejecute `npm run build`',
    );
    expect(gateway.code, gateway.stderr).toBe(2);
    expect(gateway.stderr).toContain('asixto-gateway aún no está compilado');
    for (const { stderr } of [certify, gateway]) {
      expect(stderr).not.toMatch(/registry|E404|ENOTCACHED|could not determine executable/i);
    }
  });

  it('runs both CLIs with --help once built', async () => {
    // This repository's own build stands in for `npm run build` in the clone (same sources at HEAD;
    // `npm test` builds before the suite), which saves a whole tsc run here.
    for (const pkg of BUILT) {
      const built = join(ROOT, 'packages', pkg, 'dist');
      expect(existsSync(built), `${built} is missing: run npm run build first (npm test does)`).toBe(true);
      cpSync(built, join(clone, 'packages', pkg, 'dist'), { recursive: true });
    }
    const [certify, gateway] = await Promise.all([
      npx('asixto-certify', ['--help', '--lang', 'en']),
      npx('asixto-gateway', ['--help']),
    ]);
    expect(certify.code, certify.stderr).toBe(0);
    expect(certify.stdout).toContain('asixto-certify <url> [options]');
    expect(certify.stdout).toContain('--fixtures FILE');
    expect(gateway.code, gateway.stderr).toBe(0);
    expect(gateway.stdout).toContain('Usage: asixto-gateway serve');
  });
});
