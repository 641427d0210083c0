import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certifiedToolNames, certify } from '@asixto/certify';
import { startReferenceServer } from '@asixto/reference-server';
import type { ReferenceServer } from '@asixto/reference-server';

// The example verifies itself: the certifier, with write probes allowed, finds nothing that blocks,
// whichever language the server replies in (lang is per-server configuration).
describe.each(['es', 'en'] as const)('reference server certification (lang %s)', (lang) => {
  const dir = mkdtempSync(join(tmpdir(), `reference-cert-${lang}-`));
  let ref: ReferenceServer;

  beforeAll(async () => {
    ref = await startReferenceServer({
      tokens: ['cert-token'],
      databasePath: join(dir, 'ref.db'),
      logger: pino({ level: 'silent' }),
      lang,
    });
  });

  afterAll(async () => {
    await ref.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('passes clean, idempotency verified, every tool certified', async () => {
    const report = await certify(ref.url, { token: 'cert-token', allowWrites: true });
    const failed = report.findings.filter((f) => !f.ok).map((f) => `${f.rule} ${f.tool ?? ''}: ${f.message}`);
    expect(report.fatal).toBeUndefined();
    expect(report.era).toBe('modern');
    expect(failed).toEqual([]);
    expect(report.summary.blocking).toBe(0);
    expect(report.idempotency).toBe('verified');
    expect(certifiedToolNames(report)).toHaveLength(6);
  });

  it('is refused without the token', async () => {
    const report = await certify(ref.url, {});
    expect(report.summary.blocking > 0 || report.fatal !== undefined).toBe(true);
  });
});
