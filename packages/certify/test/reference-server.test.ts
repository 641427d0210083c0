import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { isBlocking, localizeCertification } from '@asixto/contract';
import { certifiedToolNames, certify, exitCode } from '@asixto/certify';
import type { Report } from '@asixto/certify';
import type { ReferenceServer } from '@asixto/reference-server';
import { startReferenceServer } from '@asixto/reference-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const TOKEN = 'token-de-referencia';
let dir: string;
let databasePath: string;
let reference: ReferenceServer;

function countCases(): number {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM casos').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'certify-reference-'));
  databasePath = join(dir, 'reference.sqlite');
  reference = await startReferenceServer({ tokens: [TOKEN], databasePath, logger: silentLogger() });
});

afterAll(async () => {
  await reference.close();
  rmSync(dir, { recursive: true, force: true });
});

function silentLogger() {
  const noop = () => undefined;
  const logger = { info: noop, warn: noop, error: noop, debug: noop, child: () => logger };
  return logger;
}

describe('the reference server', () => {
  it('comes out with zero blocking findings, without touching data', async () => {
    const before = countCases();
    const report = await certify(reference.url, { token: TOKEN });
    expect(report.fatal).toBeUndefined();
    expect(report.era).toBe('modern');
    expect(report.findings.filter(isBlocking)).toEqual([]);
    expect(exitCode(report)).toBe(0);
    expect(report.idempotency).toBe('not_verified');
    expect(report.skipped.map((s) => s.reason).join('\n')).toMatch(/idempotencia no verificada/i);
    // Authentication was verified (a token was given): both probes passed.
    expect(report.findings.filter((f) => f.rule.startsWith('server-auth') && f.ok)).toHaveLength(2);
    expect(certifiedToolNames(report)).toEqual(report.tools.map((t) => (t as { name: string }).name));
    expect(countCases()).toBe(before);
  });

  it('gives the same words in English whether run in English or run in Spanish and localized later', async () => {
    const [spanish, english] = await Promise.all([
      certify(reference.url, { token: TOKEN, lang: 'es' }),
      certify(reference.url, { token: TOKEN, lang: 'en' }),
    ]);
    const words = (r: Report) => ({ lang: r.lang, findings: r.findings, skipped: r.skipped });
    expect(words(localizeCertification(spanish, 'en'))).toEqual(words(english));
    expect(words(localizeCertification(english, 'es'))).toEqual(words(spanish));
    // Not the same words to begin with: the English run is in English.
    expect(english.skipped.map((s) => s.reason)).not.toEqual(spanish.skipped.map((s) => s.reason));
    expect(english.findings.map((f) => f.message)).not.toEqual(spanish.findings.map((f) => f.message));
  });

  it('has honest descriptions: every model-text rule passes on every tool', async () => {
    const report = await certify(reference.url, { token: TOKEN });
    for (const rule of [
      'model-text-no-injection',
      'model-text-no-tool-references',
      'model-text-no-secret-requests',
      'model-text-no-invisible-characters',
    ]) {
      const findings = report.findings.filter((f) => f.rule === rule);
      expect(findings.map((f) => f.tool).sort(), rule).toEqual(
        report.tools.map((t) => (t as { name: string }).name).sort(),
      );
      expect(
        findings.every((f) => f.ok),
        rule,
      ).toBe(true);
    }
  });

  it('with allowWrites verifies idempotency: one case per key, whatever the repetitions', async () => {
    const before = countCases();
    const report = await certify(reference.url, { token: TOKEN, allowWrites: true, lang: 'en' });
    expect(report.findings.filter(isBlocking)).toEqual([]);
    expect(report.idempotency).toBe('verified');
    expect(
      report.findings.some((f) => f.rule === 'call-idempotency' && f.tool === 'abrir_caso_soporte' && f.ok),
    ).toBe(true);
    // Keys a (twice in sequence), b (twice at once) and c: three cases, not five.
    expect(countCases()).toBe(before + 3);
  });

  it('without a token cannot run and says a credential is needed', async () => {
    const report = await certify(reference.url, { lang: 'en' });
    expect(report.fatal?.code).toBe('CERTIFY_AUTH_REQUIRED');
    expect(report.fatal?.message).toMatch(/--token/);
    // JSON has no `fatal`: the server-discover finding carries the same actionable sentence.
    expect(report.findings.find((f) => f.rule === 'server-discover')?.message).toMatch(/--token/);
    expect(exitCode(report)).toBe(2);
  });
});
