// `asixto-certify` against the reference server behind OAuth: the bin spawned with the new flags,
// a real authorization server (oidc-provider) issuing the tokens, discovery from the server's 401.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { certify } from '@asixto/certify';
import { startReferenceServer } from '@asixto/reference-server';
import type { ReferenceServer } from '@asixto/reference-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestAuthorizationServer,
  TEST_CLIENT_ID,
  TEST_CLIENT_SECRET,
  TEST_JWT_CLIENT_ID,
  TEST_SCOPE,
} from '../../../test/support/test-authorization-server.js';
import type { TestAuthorizationServer } from '../../../test/support/test-authorization-server.js';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../..', import.meta.url));
const cli = join(root, 'packages/certify/src/cli.ts');
const dir = mkdtempSync(join(tmpdir(), 'certify-oauth-'));
const noop = (): undefined => undefined;
const silent = { info: noop, warn: noop, error: noop, debug: noop, child: () => silent };
let as: TestAuthorizationServer;
let reference: ReferenceServer;
/** An authorization server whose metadata names another issuer (RFC 8414 §3.3 broken). */
let impostor: Server;
let impostorUrl: string;
/** A server whose protected-resource metadata names another resource (RFC 9728 §3.3 broken). */
let misnamed: Server;
let misnamedUrl: string;

interface JsonReport {
  summary: { blocking: number };
  findings: { rule: string; ok: boolean; message: string }[];
}

async function certifyCli(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', cli, ...args], {
      cwd: root,
      env: { ...process.env, NO_COLOR: '1', ...env },
      timeout: 100_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

const oauthFindings = (report: JsonReport) =>
  report.findings.filter((f) => f.rule.startsWith('server-oauth')).map((f) => [f.rule, f.ok]);

beforeAll(async () => {
  as = await startTestAuthorizationServer();
  reference = await startReferenceServer({
    databasePath: join(dir, 'reference.db'),
    oauth: { issuer: as.issuer },
    logger: silent,
  });
  impostor = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({ issuer: 'https://someone-else.example.com', token_endpoint: `${impostorUrl}/token` }),
    );
  });
  await new Promise<void>((resolve) => impostor.listen(0, '127.0.0.1', resolve));
  impostorUrl = `http://127.0.0.1:${(impostor.address() as AddressInfo).port}`;
  misnamed = createServer((req, res) => {
    if (req.url?.startsWith('/.well-known/oauth-protected-resource')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          resource: 'https://someone-else.example.com/mcp',
          authorization_servers: [as.issuer],
        }),
      );
      return;
    }
    req.resume();
    res.writeHead(401, {
      'www-authenticate': `Bearer resource_metadata="${misnamedUrl}/.well-known/oauth-protected-resource/mcp"`,
    });
    res.end();
  });
  await new Promise<void>((resolve) => misnamed.listen(0, '127.0.0.1', resolve));
  misnamedUrl = `http://127.0.0.1:${(misnamed.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await reference?.close();
  await as?.close();
  await new Promise((resolve) => impostor?.close(resolve));
  await new Promise((resolve) => misnamed?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

// A spawned CLI took up to 10 s on a busy machine: each test gets ten times that.
describe('asixto-certify behind OAuth', { timeout: 120_000 }, () => {
  it('certifies with --oauth-client-id and --oauth-client-secret, the issuer found from the 401', async () => {
    const before = as.tokensIssued();
    const result = await certifyCli([
      reference.url,
      '--format',
      'json',
      '--oauth-client-id',
      TEST_CLIENT_ID,
      '--oauth-client-secret',
      TEST_CLIENT_SECRET,
      '--oauth-scope',
      TEST_SCOPE,
    ]);
    expect(result.code, result.stderr).toBe(0);
    const report = JSON.parse(result.stdout) as JsonReport;
    expect(report.summary.blocking).toBe(0);
    expect(oauthFindings(report)).toEqual([
      ['server-oauth-resource-metadata', true],
      ['server-oauth-authorization-server', true],
      ['server-oauth-token', true],
    ]);
    // Authentication itself was verified with the issued token.
    expect(report.findings.filter((f) => f.rule.startsWith('server-auth') && f.ok)).toHaveLength(2);
    expect(as.tokensIssued() - before).toBe(1);
  });

  it('certifies with a private key file (private_key_jwt) and the variables instead of flags', async () => {
    const keyFile = join(dir, 'client-key.json');
    writeFileSync(keyFile, JSON.stringify(as.clientPrivateJwk));
    const result = await certifyCli([reference.url, '--format', 'json'], {
      ASIXTO_CERTIFY_OAUTH_CLIENT_ID: TEST_JWT_CLIENT_ID,
      ASIXTO_CERTIFY_OAUTH_PRIVATE_KEY: keyFile,
      ASIXTO_CERTIFY_OAUTH_ISSUER: as.issuer,
    });
    expect(result.code, result.stderr).toBe(0);
    // A known issuer skips the resource metadata: two steps judged.
    expect(oauthFindings(JSON.parse(result.stdout) as JsonReport)).toEqual([
      ['server-oauth-authorization-server', true],
      ['server-oauth-token', true],
    ]);
  });

  it('reports a discovery problem as a finding naming its RFC', async () => {
    const report = await certify(reference.url, {
      lang: 'en',
      oauth: { clientId: TEST_CLIENT_ID, clientSecret: TEST_CLIENT_SECRET, issuer: impostorUrl },
    });
    const failed = report.findings.find((f) => f.rule === 'server-oauth-authorization-server');
    expect(failed).toMatchObject({ ok: false, level: 'DEBE' });
    expect(failed?.message).toContain('RFC 8414 §3.3');
    expect(report.summary.blocking).toBeGreaterThan(0);
  });

  it('reports protected-resource metadata naming another resource, with its RFC', async () => {
    const report = await certify(`${misnamedUrl}/mcp`, {
      lang: 'en',
      oauth: { clientId: TEST_CLIENT_ID, clientSecret: TEST_CLIENT_SECRET },
    });
    const failed = report.findings.find((f) => f.rule === 'server-oauth-resource-metadata');
    expect(failed).toMatchObject({ ok: false });
    expect(failed?.message).toContain('RFC 9728');
  });

  it('reports a wrong client secret as the authorization server refusing the token', async () => {
    const report = await certify(reference.url, {
      lang: 'en',
      oauth: { clientId: TEST_CLIENT_ID, clientSecret: 'wrong' },
    });
    const failed = report.findings.find((f) => f.rule === 'server-oauth-token');
    expect(failed?.message).toBe(
      'RFC 6749 §5.2: the authorization server refused the token: `invalid_client`',
    );
  });

  it('refuses half the credentials on the command line', async () => {
    const result = await certifyCli([reference.url, '--oauth-client-id', TEST_CLIENT_ID, '--lang', 'en']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--oauth-client-id needs --oauth-client-secret or --oauth-private-key');
  });
});
