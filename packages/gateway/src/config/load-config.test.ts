import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatConfigProblems, loadConfig } from './load-config.js';

const RUNTIME = 'rt-0123456789abcdef';
const ADMIN = 'ad-0123456789abcdef';
const KEY = 'k'.repeat(40);
const base = { GATEWAY_RUNTIME_TOKENS: RUNTIME, GATEWAY_ADMIN_TOKENS: ADMIN, GATEWAY_SECRET_KEY: KEY };
const dir = mkdtempSync(join(tmpdir(), 'gw-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('loadConfig', () => {
  it('applies the defaults when only the required settings are given', () => {
    const result = loadConfig(base);
    expect(result).toEqual({
      ok: true,
      config: {
        port: 8080,
        host: '127.0.0.1',
        dataDir: './data',
        runtimeTokens: [RUNTIME],
        adminTokens: [ADMIN],
        secretKey: KEY,
        devMode: false,
        logLevel: 'info',
        metricsPublic: false,
        bodyLimitBytes: 1024 * 1024,
        shutdownTimeoutMs: 10_000,
        lang: 'es',
        maxDiscoverBytes: 256 * 1024,
        maxListBytes: 2 * 1024 * 1024,
        maxCallBytes: 8 * 1024 * 1024,
        maxListenEventBytes: 64 * 1024,
        maxJsonDepth: 64,
        maxJsonElements: 100_000,
        refreshBackoffMaxMs: 60_000,
        maxCallsPerServer: 32,
        breakerFailures: 5,
        breakerHalfOpenMs: 10_000,
        refreshMinIntervalMs: 2_000,
        rateLimitPerSecond: 200,
        rateLimitBurst: 400,
        authFailuresPerSecond: 10,
        authFailuresBurst: 20,
        auditRetentionDays: 400,
        callRecordRetentionDays: 30,
        callRecordQueue: 10_000,
        maxConnections: 4096,
        headersTimeoutMs: 10_000,
        requestTimeoutMs: 30_000,
        keepAliveTimeoutMs: 72_000,
        maxRequestsPerConnection: 1_000,
        maxListenStreams: 1_024,
        maxListenStreamsPerCompany: 64,
        listenIdleTimeoutMs: 600_000,
        listenMaxLifetimeMs: 3_600_000,
        redisPrefix: 'asixto:gateway:',
        instanceId: expect.stringMatching(/-\d+-[0-9a-f]{6}$/),
      },
    });
  });

  it('reads the access settings: failed-authentication throttle, audit retention, trusted proxies', () => {
    const ok = loadConfig({
      ...base,
      GATEWAY_AUTH_FAILURES_PER_SECOND: '0',
      GATEWAY_AUTH_FAILURES_BURST: '5',
      GATEWAY_AUDIT_RETENTION_DAYS: '30',
      GATEWAY_TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
    });
    expect(ok).toMatchObject({
      ok: true,
      config: {
        authFailuresPerSecond: 0,
        authFailuresBurst: 5,
        auditRetentionDays: 30,
        trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      },
    });
    expect(loadConfig({ ...base, GATEWAY_TRUST_PROXY: '2' })).toMatchObject({ config: { trustProxy: 2 } });
    const bad = loadConfig(
      { ...base, GATEWAY_AUDIT_RETENTION_DAYS: '0', GATEWAY_TRUST_PROXY: 'everyone' },
      { lang: 'en' },
    );
    expect(bad.ok ? [] : bad.problems).toEqual([
      'GATEWAY_AUDIT_RETENTION_DAYS: must be an integer between 1 and 36500 (got "0").',
      'GATEWAY_TRUST_PROXY: use a hop count (1–100) or comma-separated addresses/CIDRs (got "everyone").',
    ]);
  });

  it('reads the socket and stream bounds, and refuses headers slower than the whole request', () => {
    const ok = loadConfig({
      ...base,
      GATEWAY_MAX_CONNECTIONS: '500',
      GATEWAY_MAX_LISTEN_STREAMS_PER_COMPANY: '8',
      GATEWAY_LISTEN_IDLE_TIMEOUT_MS: '60000',
    });
    expect(ok).toMatchObject({
      ok: true,
      config: { maxConnections: 500, maxListenStreamsPerCompany: 8, listenIdleTimeoutMs: 60_000 },
    });
    const bad = loadConfig(
      { ...base, GATEWAY_HEADERS_TIMEOUT_MS: '20000', GATEWAY_REQUEST_TIMEOUT_MS: '10000' },
      { lang: 'en' },
    );
    expect(bad).toEqual({
      ok: false,
      problems: [
        'GATEWAY_HEADERS_TIMEOUT_MS cannot be larger than GATEWAY_REQUEST_TIMEOUT_MS: the headers are part of the request.',
      ],
    });
  });

  it('reads the engines of a scaled-out deployment and refuses bad URLs and Redis alone', () => {
    const ok = loadConfig({
      ...base,
      GATEWAY_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/gw',
      GATEWAY_REDIS_URL: 'redis://127.0.0.1:6379',
      GATEWAY_REDIS_PREFIX: 'blue:',
      GATEWAY_INSTANCE_ID: 'gw-a',
    });
    expect(ok).toMatchObject({
      ok: true,
      config: {
        databaseUrl: 'postgres://postgres@127.0.0.1:5432/gw',
        redisUrl: 'redis://127.0.0.1:6379',
        redisPrefix: 'blue:',
        instanceId: 'gw-a',
      },
    });
    const bad = loadConfig({
      ...base,
      GATEWAY_DATABASE_URL: 'mysql://user:hunter2@db/gw',
      GATEWAY_REDIS_URL: 'not a url',
    });
    const problems = bad.ok ? [] : bad.problems;
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('GATEWAY_DATABASE_URL');
    expect(problems[1]).toContain('GATEWAY_REDIS_URL');
    // A URL may carry a password: never echoed.
    expect(problems.join('\n')).not.toContain('hunter2');
    const alone = loadConfig({ ...base, GATEWAY_REDIS_URL: 'redis://127.0.0.1:6379' }, { lang: 'en' });
    expect(alone.ok ? [] : alone.problems).toEqual([
      'GATEWAY_REDIS_URL needs GATEWAY_DATABASE_URL: several instances share the registry in PostgreSQL.',
    ]);
  });

  it('reads the bounds on tenant servers and refuses values out of range', () => {
    const ok = loadConfig({ ...base, GATEWAY_MAX_CALL_BYTES: '1048576', GATEWAY_BREAKER_FAILURES: '3' });
    expect(ok).toMatchObject({ ok: true, config: { maxCallBytes: 1_048_576, breakerFailures: 3 } });
    const bad = loadConfig({ ...base, GATEWAY_MAX_CALLS_PER_SERVER: '0', GATEWAY_MAX_LIST_BYTES: 'lots' });
    expect(bad.ok).toBe(false);
    const problems = bad.ok ? [] : bad.problems;
    expect(problems.join('\n')).toContain('GATEWAY_MAX_CALLS_PER_SERVER');
    expect(problems.join('\n')).toContain('GATEWAY_MAX_LIST_BYTES');
  });

  it('reads comma-separated tokens and flags from the environment', () => {
    const result = loadConfig({
      ...base,
      GATEWAY_RUNTIME_TOKENS: ` ${RUNTIME} , rt-second-token-000000 ,`,
      GATEWAY_PORT: '0',
      GATEWAY_DEV_MODE: '1',
      GATEWAY_LOG_LEVEL: 'DEBUG',
    });
    expect(result.ok && result.config).toMatchObject({
      runtimeTokens: [RUNTIME, 'rt-second-token-000000'],
      port: 0,
      devMode: true,
      logLevel: 'debug',
    });
  });

  it('lists every problem at once, naming the variable and what to do', () => {
    const result = loadConfig(
      {
        GATEWAY_PORT: '80a',
        GATEWAY_RUNTIME_TOKENS: 'short',
        GATEWAY_SECRET_KEY: 'tiny',
        GATEWAY_DEV_MODE: 'maybe',
      },
      { lang: 'en' },
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toHaveLength(5);
    const text = result.problems.join('\n');
    expect(text).toContain('GATEWAY_PORT');
    expect(text).toContain('GATEWAY_RUNTIME_TOKENS: token #1 has 5 characters');
    expect(text).toContain('GATEWAY_ADMIN_TOKENS is missing');
    expect(text).toContain('GATEWAY_SECRET_KEY has 4 characters');
    expect(text).toContain('GATEWAY_DEV_MODE');
    expect(formatConfigProblems(result.problems, 'en')).toMatch(
      /^The gateway configuration is not valid \(5/,
    );
  });

  it('refuses a token used both as runtime and admin token', () => {
    const result = loadConfig({ ...base, GATEWAY_ADMIN_TOKENS: RUNTIME });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems[0]).toMatch(/runtime y de administración/);
  });

  it('reads the JSON file and lets a set environment variable win over it', () => {
    const file = join(dir, 'gateway.json');
    writeFileSync(
      file,
      JSON.stringify({
        port: 9090,
        host: '0.0.0.0',
        runtimeTokens: [RUNTIME],
        adminTokens: [ADMIN],
        secretKey: KEY,
      }),
    );
    const result = loadConfig({ GATEWAY_CONFIG: file, GATEWAY_PORT: '9191' });
    expect(result.ok && result.config).toMatchObject({
      port: 9191,
      host: '0.0.0.0',
      runtimeTokens: [RUNTIME],
    });
  });

  it('reports an unreadable, non-JSON or unknown-key file', () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{ port: ');
    expect(loadConfig({ ...base, GATEWAY_CONFIG: bad })).toMatchObject({
      ok: false,
      problems: [expect.stringContaining('no es JSON válido')],
    });
    const missing = loadConfig({ ...base }, { file: join(dir, 'absent.json') });
    expect(!missing.ok && missing.problems[0]).toMatch(/No se pudo leer/);
    const unknown = join(dir, 'unknown.json');
    writeFileSync(unknown, JSON.stringify({ prot: 1 }));
    const result = loadConfig(base, { file: unknown });
    expect(!result.ok && result.problems[0]).toMatch(/Clave desconocida "prot"/);
  });
});
