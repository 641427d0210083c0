// Test data from --fixtures / the `fixtures` option: the success path of a server that declares no
// `examples`, and every way a fixtures file can be wrong. Real servers on loopback.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isBlocking } from '@asixto/contract';
import { certify, runCli } from '@asixto/certify';
import type { CliIo, JsonReport } from '@asixto/certify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_TOKEN } from './fixtures/broken-servers.js';
import type { RunningFixture, ToolHandler } from './fixtures/fixture-server.js';
import { startFixture } from './fixtures/fixture-server.js';
import { appointmentHandler, businessError, goodTools, makeCreateHandler } from './fixtures/good-tools.js';

/** The only customer the server knows; nothing in its schemas says so. */
const CUSTOMER = '1032456789';

const onlyKnown =
  (inner: ToolHandler): ToolHandler =>
  (args, ctx) =>
    args.documento === CUSTOMER
      ? inner(args, ctx)
      : businessError('NOT_FOUND', 'No encontré un cliente con ese documento.');

const FIXTURES = {
  consultar_cita: [{ documento: '000001' }, { documento: CUSTOMER }],
  abrir_solicitud: [{ documento: CUSTOMER, tipo: 'falla' }],
};

let dir: string;
let fixture: RunningFixture;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'certify-fixtures-'));
  fixture = await startFixture({
    tools: goodTools({
      appointment: { handler: onlyKnown(appointmentHandler) },
      create: { handler: onlyKnown(makeCreateHandler()) },
    }),
    tokens: [FIXTURE_TOKEN],
  });
});

afterAll(async () => {
  await fixture.close();
  rmSync(dir, { recursive: true, force: true });
});

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

function io() {
  const out: string[] = [];
  const err: string[] = [];
  const value: CliIo = { stdout: (t) => out.push(t), stderr: (t) => err.push(t), env: {}, isTty: false };
  return { value, out: () => out.join(''), err: () => err.join('') };
}

describe('a server without examples', () => {
  it('without fixtures never shows its success path, and says so', async () => {
    const report = await certify(fixture.url, { token: FIXTURE_TOKEN, allowWrites: true, lang: 'en' });
    expect(report.findings.filter(isBlocking)).toEqual([]);
    expect(report.idempotency).toBe('not_verified');
    const reasons = report.skipped.map((s) => s.reason).join('\n');
    expect(reasons).toMatch(/consultar_cita.*business error \(NOT_FOUND\).*--fixtures FILE/);
    expect(report.findings.some((f) => f.rule === 'call-date-offset' && f.tool === 'consultar_cita')).toBe(
      false,
    );
  });

  it('with --fixtures (YAML) reaches it: output schema, dates, size and idempotency verified', async () => {
    const yaml = file(
      'fixtures.yaml',
      [
        '# Test data kept out of the model context',
        'consultar_cita:',
        "  - documento: '000001'   # unknown: the next one is used",
        `  - documento: '${CUSTOMER}'`,
        'abrir_solicitud:',
        `  - { documento: '${CUSTOMER}', tipo: falla }`,
        '',
      ].join('\n'),
    );
    const t = io();
    const code = await runCli(
      [fixture.url, '--token', FIXTURE_TOKEN, '--allow-writes', '--fixtures', yaml, '--format', 'json'],
      t.value,
    );
    expect(t.err()).toBe('');
    expect(code).toBe(0);
    const json = JSON.parse(t.out()) as JsonReport;
    expect(json.idempotency).toBe('verified');
    const passed = (rule: string) =>
      json.findings.filter((f) => f.rule === rule && f.tool === 'consultar_cita').map((f) => f.ok);
    expect(passed('call-output-schema')).toContain(true);
    expect(passed('call-date-offset')).toEqual(expect.arrayContaining([true]));
    expect(passed('call-date-offset')).not.toContain(false);
    expect(passed('call-result-size')).toContain(true);
    expect(passed('call-not-found')).toEqual([true]);
    expect(json.findings.filter((f) => !f.ok)).toEqual([]);
  });

  it('with the fixtures option (API) does the same', async () => {
    const report = await certify(fixture.url, {
      token: FIXTURE_TOKEN,
      allowWrites: true,
      fixtures: FIXTURES,
    });
    expect(report.fatal).toBeUndefined();
    expect(report.idempotency).toBe('verified');
    expect(report.skipped.filter((s) => s.tool === 'consultar_cita')).toEqual([]);
    expect(report.findings.filter((f) => !f.ok)).toEqual([]);
  });

  it('with write fixtures but no --allow-writes runs no write', async () => {
    const before = await certify(fixture.url, { token: FIXTURE_TOKEN, fixtures: FIXTURES });
    expect(before.idempotency).toBe('not_verified');
    expect(before.findings.some((f) => f.tool === 'abrir_solicitud' && f.rule.startsWith('call-'))).toBe(
      false,
    );
  });
});

describe('fixtures that cannot be used', () => {
  it('are refused before any call: unknown tool names and arguments that break the inputSchema', async () => {
    let calls = 0;
    const counted = await startFixture({
      tools: goodTools({ appointment: { handler: (a, c) => (calls++, appointmentHandler(a, c)) } }),
      tokens: [FIXTURE_TOKEN],
    });
    try {
      const report = await certify(counted.url, {
        token: FIXTURE_TOKEN,
        lang: 'en',
        fixtures: {
          consultar_citas: [{ documento: CUSTOMER }],
          consultar_cita: [{ documento: 'CC-1' }, { documento: CUSTOMER, extra: 1 }],
        },
      });
      expect(report.fatal?.code).toBe('CERTIFY_FIXTURES_INVALID');
      expect(report.fatal?.message).toMatch(/^The test data \(--fixtures\) cannot be used: /);
      expect(report.fatal?.message).toContain('"consultar_citas" is not a tool of this server');
      expect(report.fatal?.message).toMatch(
        /consultar_cita\[0\] breaks the `inputSchema`: \/documento must match pattern/,
      );
      expect(report.fatal?.message).toMatch(
        /consultar_cita\[1\] breaks the `inputSchema`: \/ must NOT have additional properties/,
      );
      expect(calls).toBe(0);
    } finally {
      await counted.close();
    }
  });

  it('a malformed value passed to the API is a fatal, not an exception', async () => {
    const report = await certify(fixture.url, {
      token: FIXTURE_TOKEN,
      fixtures: { consultar_cita: { documento: CUSTOMER } } as never,
    });
    expect(report.fatal?.code).toBe('CERTIFY_FIXTURES_INVALID');
    expect(report.fatal?.message).toContain('"consultar_cita": se esperaba una lista no vacía');
  });

  it('the CLI exits 2 with one line for a missing, malformed or wrongly shaped file', async () => {
    const cases: [string, RegExp][] = [
      [join(dir, 'no-such-file.yaml'), /ENOENT/],
      [file('bad.json', '{"consultar_cita": [{"documento": '), /bad\.json: .*JSON/],
      [file('bad.yaml', 'consultar_cita:\n  - documento: [unclosed\n'), /bad\.yaml: /],
      [file('shape.yml', 'consultar_cita: 3\n'), /"consultar_cita": expected a non-empty list/],
      [file('list.yaml', '- a\n- b\n'), /expected an object: tool name/],
      [file('bomb.yaml', billionLaughs()), /bomb\.yaml: /],
      [dir, /not a file/],
    ];
    for (const [path, reason] of cases) {
      const t = io();
      expect(await runCli([fixture.url, '--fixtures', path, '--lang', 'en'], t.value), path).toBe(2);
      expect(t.err(), path).toMatch(/^The test data \(--fixtures\) cannot be used: /);
      expect(t.err(), path).toMatch(reason);
      expect(t.err().trim().split('\n'), path).toHaveLength(1);
      expect(t.out()).toBe('');
    }
  });
});

/** A small YAML document whose aliases expand to billions of nodes. */
function billionLaughs(): string {
  const lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
  for (let i = 1; i < 10; i++) {
    const prev = String.fromCharCode(96 + i);
    const next = String.fromCharCode(97 + i);
    lines.push(`${next}: &${next} [${Array(9).fill(`*${prev}`).join(',')}]`);
  }
  return `${lines.join('\n')}\n`;
}
