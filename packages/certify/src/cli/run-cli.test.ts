import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTRACT_DOCS_URL } from '@asixto/contract';
import { describe, expect, it } from 'vitest';
import type { Report } from '../engine/report.js';
import type { CliIo } from './run-cli.js';
import { runCli } from './run-cli.js';

function io(overrides: Partial<CliIo> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const value: CliIo = {
    stdout: (t) => out.push(t),
    stderr: (t) => err.push(t),
    env: {},
    isTty: false,
    ...overrides,
  };
  return { value, out: () => out.join(''), err: () => err.join('') };
}

const fakeReport = (blocking: number): Report => ({
  url: 'u',
  era: 'modern',
  summary: { passed: 1, blocking, warnings: 0 },
  idempotency: 'not_verified',
  findings: [],
  tools: [],
  skipped: [],
  lang: 'es',
  startedAt: new Date(0).toISOString(),
  durationMs: 1,
});

describe('runCli (in process)', () => {
  it('exits 2 on wrong usage, explaining on stderr', async () => {
    const t = io();
    expect(await runCli(['--format', 'xml', 'u'], t.value)).toBe(2);
    expect(t.err()).toMatch(/Uso incorrecto: --format xml/);
    expect(t.out()).toBe('');
  });

  it('prints help and the rule catalog', async () => {
    const help = io();
    expect(await runCli(['--help', '--lang', 'en'], help.value)).toBe(0);
    expect(help.out()).toMatch(/--allow-writes/);
    const rules = io();
    expect(await runCli(['--rules', '--format', 'json'], rules.value)).toBe(0);
    const listed = JSON.parse(rules.out()) as { id: string; docs: string }[];
    expect(listed.map((r) => r.id)).toEqual(
      expect.arrayContaining([
        'server-discover',
        'call-idempotency',
        'tool-name-format',
        'call-no-traces',
        'call-no-secrets',
        'call-no-internal-fields',
      ]),
    );
    for (const r of listed) expect(r.docs).toBe(`${CONTRACT_DOCS_URL}/es/reglas.md#${r.id}`);
    // As a table: the level as a word (DEBERÍA, with its accent) and every rule's link below it.
    const table = io();
    expect(await runCli(['--rules', '--lang', 'en'], table.value)).toBe(0);
    const lines = table.out().split('\n');
    const at = lines.findIndex((l) => l.startsWith('catalog-stable-order '));
    expect(lines[at]).toContain(' DEBERÍA ');
    expect(lines[at + 1]?.trim()).toBe(`${CONTRACT_DOCS_URL}/en/rules.md#catalog-stable-order`);
    expect(table.out()).not.toContain('DEBERIA');
    expect(table.out()).toMatch(/^call-no-traces +DEBE +p\.02 +call +The result carries no stack traces/m);
    expect(table.out()).toMatch(/^call-no-secrets +DEBE +p\.02 +call +The result carries no secrets/m);
    expect(table.out()).toMatch(
      /^call-no-internal-fields +DEBE +p\.02 +call +H `structuredContent` carries no/m,
    );
  });

  it('passes the flags to the engine, colours only on a TTY without NO_COLOR, and returns the exit code', async () => {
    const seen: unknown[] = [];
    const certify = async (url: string, options: unknown) => {
      seen.push({ url, options });
      return fakeReport(1);
    };
    const tty = io({ isTty: true, certify, env: { ASIXTO_CERTIFY_TOKEN: 'E' } });
    expect(await runCli(['http://x/mcp', '--allow-writes', '--timeout', '900'], tty.value)).toBe(1);
    expect(seen[0]).toEqual({
      url: 'http://x/mcp',
      options: { allowWrites: true, lang: 'es', timeoutMs: 900, token: 'E' },
    });
    expect(tty.out()).toContain('\u001b[');
    const noColor = io({ isTty: true, certify, env: { NO_COLOR: '1' } });
    await runCli(['http://x/mcp'], noColor.value);
    expect(noColor.out()).not.toContain('\u001b[');
  });

  it('says on stderr why it could not run when the report is not the terminal one', async () => {
    const fatal = {
      ...fakeReport(0),
      fatal: { code: 'CERTIFY_UNREACHABLE', message: 'No se pudo conectar' },
    };
    const certify = async () => fatal;
    const json = io({ certify });
    expect(await runCli(['http://x/mcp', '--format', 'json'], json.value)).toBe(2);
    expect(JSON.parse(json.out())).toMatchObject({ url: 'u' });
    expect(json.err()).toBe('NO SE PUDO CERTIFICAR (código CERTIFY_UNREACHABLE): No se pudo conectar\n');
    const terminal = io({ certify });
    await runCli(['http://x/mcp'], terminal.value);
    expect(terminal.err()).toBe('');
  });

  it('reads --fixtures (JSON or YAML) and hands the parsed test data to the engine', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'asixto-cli-fixtures-'));
    try {
      const yaml = join(dir, 'f.yaml');
      writeFileSync(yaml, 'consultar_cliente:\n  - documento: CC1032456789\n');
      const json = join(dir, 'f.json');
      writeFileSync(json, '{"buscar_items":[{"texto":"router"}]}');
      const seen: unknown[] = [];
      const certify = async (_url: string, options: unknown) => (seen.push(options), fakeReport(0));
      expect(await runCli(['http://x/mcp', '--fixtures', yaml], io({ certify }).value)).toBe(0);
      expect(await runCli(['http://x/mcp', `--fixtures=${json}`], io({ certify }).value)).toBe(0);
      expect(seen).toEqual([
        expect.objectContaining({ fixtures: { consultar_cliente: [{ documento: 'CC1032456789' }] } }),
        expect.objectContaining({ fixtures: { buscar_items: [{ texto: 'router' }] } }),
      ]);
      const missing = io({ certify });
      expect(await runCli(['http://x/mcp', '--fixtures', join(dir, 'nope.yaml')], missing.value)).toBe(2);
      expect(missing.err()).toBe(
        `Los datos de prueba (--fixtures) no sirven: ${join(dir, 'nope.yaml')}: ENOENT\n`,
      );
      expect(seen).toHaveLength(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('exits 2 with one line when the report cannot be written', async () => {
    const t = io({ certify: async () => fakeReport(0) });
    const file = join(tmpdir(), 'no-such-dir-asixto', 'r.xml');
    expect(await runCli(['http://x/mcp', '--output', file, '--lang', 'en'], t.value)).toBe(2);
    expect(t.err()).toBe(`Could not write the report to ${file} (ENOENT)\n`);
  });
});
