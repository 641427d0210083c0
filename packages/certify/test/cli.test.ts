import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { runCli } from '@asixto/certify';
import { CONTRACT_DOCS_URL } from '@asixto/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningFixture } from './fixtures/fixture-server.js';
import { startFixture } from './fixtures/fixture-server.js';
import { closedPort } from './fixtures/bad-targets.js';
import { FIXTURE_TOKEN, LEAKED_JWT, startLeakingServer } from './fixtures/broken-servers.js';
import { businessError, goodTools } from './fixtures/good-tools.js';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../..', import.meta.url));
const packageDir = join(root, 'packages/certify');
// Spawned from its sources through tsx, like the rest of the suite runs from sources (the root
// tsconfig maps @asixto/* to src): no build inside a test, nothing written to dist. `npm test`
// builds dist separately; the shipped bin is that same file compiled (see the last test).
const cli = join(packageDir, 'src/cli.ts');
/**
 * One run compiles the CLI through tsx and certifies in ~2 s alone; eight at once beside a busy
 * machine took over 30 s. Two minutes bounds a hung process, not the work.
 */
const CLI_TIMEOUT_MS = 120_000;

let good: RunningFixture;
let broken: RunningFixture;
let leaking: RunningFixture;
let dir: string;

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

async function certifyCli(args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', cli, ...args], {
      cwd: root,
      env: { ...process.env, NO_COLOR: '1', ...env },
      timeout: CLI_TIMEOUT_MS,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

/** The same CLI in process (runCli is all of cli.ts but the process wiring): for the report files. */
async function certifyInProcess(args: string[]): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    env: {},
    isTty: false,
  });
  return { code, stdout, stderr };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'certify-cli-'));
  good = await startFixture({ tools: goodTools(), tokens: [FIXTURE_TOKEN] });
  broken = await startFixture({
    tools: goodTools({ appointment: { handler: () => businessError('TIMEOUT', 'Falla <b>&</b> "rara".') } }),
    tokens: [FIXTURE_TOKEN],
  });
  leaking = await startLeakingServer();
});

afterAll(async () => {
  await Promise.all([good?.close(), broken?.close(), leaking?.close()]);
  rmSync(dir, { recursive: true, force: true });
});

// Each case spawns its own process against its own or a shared read-only fixture: they run at once.
describe.concurrent('asixto-certify (spawned as a tenant runs it)', { timeout: CLI_TIMEOUT_MS }, () => {
  it("exits 0 and prints the JSON contract (plus each rule's docs link) for a compliant server", async () => {
    const result = await certifyCli([good.url, '--token', FIXTURE_TOKEN, '--format', 'json']);
    expect(result.code).toBe(0);
    const json = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(Object.keys(json)).toEqual(['url', 'era', 'summary', 'idempotency', 'findings']);
    expect(json.era).toBe('modern');
    expect(json.idempotency).toBe('not_verified');
    expect(Object.keys(json.summary as object)).toEqual(['passed', 'blocking', 'warnings']);
    const findings = json.findings as Record<string, unknown>[];
    expect(findings.length).toBeGreaterThan(10);
    // The documented shape, in order, then the one addition: where the rule is explained.
    for (const f of findings) {
      expect(Object.keys(f)).toEqual(['rule', 'level', 'ok', 'heuristic', 'tool', 'message', 'docs']);
      expect(f.docs).toBe(`${CONTRACT_DOCS_URL}/es/reglas.md#${String(f.rule)}`);
    }
    expect(findings.some((f) => f.tool === null)).toBe(true);
  });

  it('exits 1 when something blocks, and the terminal report groups by tool and ends with the verdict', async () => {
    const result = await certifyCli([broken.url, '--lang', 'en'], { ASIXTO_CERTIFY_TOKEN: FIXTURE_TOKEN });
    expect(result.code).toBe(1);
    const out = result.stdout;
    expect(out.indexOf('Server')).toBeLessThan(out.indexOf('Tool consultar_cita'));
    expect(out).toMatch(/✗ call-error-shape \(page 06\)/);
    expect(out).toContain(`\n      ${CONTRACT_DOCS_URL}/en/rules.md#call-error-shape\n`);
    expect(out).toMatch(/✓ server-discover \(page 02\)/);
    expect(out).toMatch(/Idempotency not verified/);
    expect(out).not.toContain(String.fromCharCode(27));
    const lines = out.trim().split('\n');
    expect(lines.at(-2)).toMatch(/^NOT CERTIFIED/);
    expect(lines.at(-3)).toMatch(/^Protocol era: modern/);
    expect(lines.at(-1)).toMatch(/passed · \d+ blocking/);
  });

  it('exits 1 for answers with a JWT and a Node stack trace, naming both rules and repeating neither', async () => {
    const json = await certifyCli([leaking.url, '--token', FIXTURE_TOKEN, '--format', 'json']);
    expect(json.code).toBe(1);
    const report = JSON.parse(json.stdout) as { findings: { rule: string; ok: boolean; tool: string }[] };
    const failed = report.findings.filter((f) => !f.ok).map((f) => `${f.rule} ${f.tool}`);
    expect(failed).toEqual(['call-no-traces consultar_cita', 'call-no-secrets consultar_cita']);
    const terminal = await certifyCli([leaking.url, '--token', FIXTURE_TOKEN, '--lang', 'en']);
    expect(terminal.code).toBe(1);
    expect(terminal.stdout).toMatch(/✗ call-no-traces \(page 02\)/);
    expect(terminal.stdout).toMatch(/✗ call-no-secrets \(page 02\)/);
    expect(terminal.stdout).toMatch(/The result carries a JWT at `\/content\/0\/text`/);
    expect(json.stdout + terminal.stdout).not.toContain(LEAKED_JWT.slice(0, 24));
  });

  it('exits 2 when it cannot run, with one clear line and no stack trace', async () => {
    const result = await certifyCli([await closedPort()]);
    expect(result.code).toBe(2);
    expect(result.stdout).toMatch(/NO SE PUDO CERTIFICAR \(código CERTIFY_UNREACHABLE\)/);
    expect(result.stdout + result.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('asixto-certify --output (in process)', () => {
  it('writes JUnit XML that parses, with failures for blocking rules and escaped text', async () => {
    const file = join(dir, 'report.xml');
    const result = await certifyInProcess([
      broken.url,
      '--token',
      FIXTURE_TOKEN,
      '--format',
      'junit',
      '--output',
      file,
    ]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`Informe escrito en ${file}\n`);
    const xml = readFileSync(file, 'utf8');
    expect(xml.startsWith('<?xml')).toBe(true);
    expect(wellFormed(xml)).toBe(true);
    expect(xml).toMatch(
      /<testcase classname="asixto-certify.tool:consultar_cita" name="call-error-shape \(p. 06\)">\s*<failure/,
    );
    expect(xml).toMatch(/<testsuites [^>]*failures="1"/);
  });

  it('writes a single self-contained HTML file with the findings, escaped', async () => {
    const file = join(dir, 'report.html');
    const result = await certifyInProcess([
      broken.url,
      '--token',
      FIXTURE_TOKEN,
      '--format',
      'html',
      '--output',
      file,
    ]);
    expect(result.code).toBe(1);
    const html = readFileSync(file, 'utf8');
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<style>');
    expect(html).not.toMatch(/<script|<link|src="http/);
    expect(html).toContain('call-error-shape');
    expect(html).toContain('NO CERTIFICADO');
    expect(html).not.toContain('<b>&</b>');
  });
});

describe('the shipped bin', () => {
  const shim = join(packageDir, 'bin/asixto-certify.js');

  it('is a committed shim that loads dist/cli.js (compiled from src/cli.ts); both start with a node shebang', () => {
    const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
      bin: Record<string, string>;
      files: string[];
    };
    expect(pkg.bin).toEqual({ 'asixto-certify': './bin/asixto-certify.js' });
    expect(pkg.files).toContain('bin');
    expect(readFileSync(shim, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(readFileSync(shim, 'utf8')).toContain("new URL('../dist/cli.js', import.meta.url)");
    expect(readFileSync(cli, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
  });

  it('says how to build, and exits 2, when dist/cli.js is missing', async () => {
    // A copy of the shim in a folder without dist/: what a fresh clone has before `npm run build`.
    const copy = join(dir, 'bin', 'asixto-certify.js');
    mkdirSync(join(dir, 'bin'), { recursive: true });
    copyFileSync(shim, copy);
    for (const [args, message] of [
      [['--help'], 'asixto-certify aún no está compilado (falta dist/cli.js): ejecute `npm run build`'],
      [
        ['--help', '--lang', 'en'],
        'asixto-certify is not built yet (dist/cli.js is missing): run `npm run build`',
      ],
    ] as const) {
      const result = await run(process.execPath, [copy, ...args]).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      );
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(message);
    }
  });
});

/** A small well-formedness check: balanced tags, quoted attributes, no raw `<` or `&` in text. */
function wellFormed(xml: string): boolean {
  const body = xml.replace(/^<\?xml[^?]*\?>/, '');
  if (/&(?!(amp|lt|gt|quot|apos);)/.test(body)) return false;
  const stack: string[] = [];
  for (const match of body.matchAll(/<(\/?)([a-zA-Z][\w.-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|</g)) {
    if (match[2] === undefined) return false;
    if (match[1]) {
      if (stack.pop() !== match[2]) return false;
    } else if (!match[4]) stack.push(match[2]);
  }
  return stack.length === 0;
}
