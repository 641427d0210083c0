import { RULES, isBlocking } from '@asixto/contract';
import { certifiedToolNames, certify } from '@asixto/certify';
import { startLegacyServer } from './fixtures/legacy-server.js';
import { describe, expect, it } from 'vitest';
import { BROKEN_SERVERS, optionsFor } from './fixtures/broken-servers.js';
import { DEFINITION_FAULTS } from './fixtures/definition-faults.js';
import { startFixture } from './fixtures/fixture-server.js';
import { businessError, goodTools, searchDefinition } from './fixtures/good-tools.js';
import { FIXTURE_TOKEN } from './fixtures/broken-servers.js';

describe('the compliant baseline fixture', () => {
  it('passes with zero blocking findings and verified idempotency', async () => {
    const fixture = await startFixture({ tools: goodTools(), tokens: [FIXTURE_TOKEN] });
    try {
      const report = await certify(fixture.url, { token: FIXTURE_TOKEN, allowWrites: true });
      expect(report.findings.filter((f) => !f.ok)).toEqual([]);
      expect(report.era).toBe('modern');
      expect(report.idempotency).toBe('verified');
    } finally {
      await fixture.close();
    }
  });
});

describe('a compliant server that mirrors a parameter in a header (x-mcp-header)', () => {
  it('is certified clean: the certifier sends Mcp-Param-* like the official client', async () => {
    const tools = goodTools();
    const search = tools[0];
    if (search) {
      const input = searchDefinition.inputSchema;
      search.definition = {
        ...searchDefinition,
        inputSchema: {
          ...input,
          properties: { ...input.properties, texto: { ...input.properties.texto, 'x-mcp-header': 'Texto' } },
        },
      };
    }
    const seen: (string | null)[] = [];
    const fixture = await startFixture({
      tools,
      tokens: [FIXTURE_TOKEN],
      onRequest: (request) => {
        if (request.headers.get('mcp-name') === 'buscar_productos')
          seen.push(request.headers.get('mcp-param-texto'));
      },
    });
    try {
      const report = await certify(fixture.url, { token: FIXTURE_TOKEN });
      expect(report.findings.filter((f) => !f.ok)).toEqual([]);
      expect(seen).toContain('prueba texto');
    } finally {
      await fixture.close();
    }
  });
});

describe('a legacy-era server', () => {
  it('is reported as legacy, and its definitions are still judged through the 2025 handshake', async () => {
    const fixture = await startLegacyServer();
    try {
      const report = await certify(fixture.url);
      expect(report.era).toBe('legacy');
      expect(report.fatal).toBeUndefined();
      const discover = report.findings.find((f) => f.rule === 'server-discover');
      expect(discover).toMatchObject({ ok: false, level: 'DEBE' });
      expect(discover?.message).toContain('createMcpHandler');
      expect(report.tools.map((t) => (t as { name: string }).name)).toEqual(['consultar_saldo']);
      // Its definitions were judged (and this one passes): only the era blocks.
      const capability = report.findings.find(
        (f) => f.rule === 'capability-declared' && f.tool === 'consultar_saldo',
      );
      expect(capability?.ok).toBe(true);
      expect(report.findings.filter(isBlocking).map((f) => f.rule)).toEqual(['server-discover']);
      expect(certifiedToolNames(report)).toEqual([]);
      // Without a token its authentication is not judged, and the report says so.
      const authSkips = report.skipped.filter((s) => s.rule?.startsWith('server-auth'));
      expect(authSkips.map((s) => s.rule)).toEqual(['server-auth-required', 'server-auth-invalid-token']);
      expect(authSkips[0]?.reason).toMatch(/Autenticación no verificada/);
    } finally {
      await fixture.close();
    }
  });

  it('without authentication gets an auth finding: the 2025 initialize answers with no credential', async () => {
    const fixture = await startLegacyServer();
    try {
      const report = await certify(fixture.url, { token: 'un-token-cualquiera', lang: 'en' });
      expect(report.era).toBe('legacy');
      const required = report.findings.find((f) => f.rule === 'server-auth-required');
      expect(required).toMatchObject({ ok: false, level: 'DEBE' });
      expect(required?.message).toMatch(/Without a credential it answered 200/);
      expect(report.findings.find((f) => f.rule === 'server-auth-invalid-token')?.ok).toBe(false);
      expect(
        report.findings
          .filter(isBlocking)
          .map((f) => f.rule)
          .sort(),
      ).toEqual(['server-auth-invalid-token', 'server-auth-required', 'server-discover']);
    } finally {
      await fixture.close();
    }
  });

  it('with authentication passes the auth rules on the 2025 handshake', async () => {
    const fixture = await startLegacyServer({ token: FIXTURE_TOKEN });
    try {
      const report = await certify(fixture.url, { token: FIXTURE_TOKEN });
      expect(report.era).toBe('legacy');
      const auth = report.findings.filter((f) => f.rule.startsWith('server-auth'));
      expect(auth.map((f) => [f.rule, f.ok])).toEqual([
        ['server-auth-required', true],
        ['server-auth-invalid-token', true],
      ]);
      expect(report.tools).toHaveLength(1);
    } finally {
      await fixture.close();
    }
  });
});

describe('the error path', () => {
  it('catches an invalid error_type even when the examples succeed: a record that does not exist is asked for', async () => {
    const server = BROKEN_SERVERS.find((b) => b.name.startsWith('error path: an invalid error_type'));
    const fixture = await (server as NonNullable<typeof server>).start();
    try {
      const report = await certify(fixture.url, { token: FIXTURE_TOKEN, lang: 'en' });
      const of = (rule: string) =>
        report.findings.filter((f) => f.rule === rule && f.tool === 'consultar_cita');
      // The success path was seen (examples) and passes…
      expect(of('call-output-schema').map((f) => f.ok)).toEqual([true]);
      expect(report.skipped.filter((s) => s.tool === 'consultar_cita')).toEqual([]);
      // …and the lookup of a document nobody has reveals the bad error type.
      const shape = of('call-error-shape');
      expect(shape.map((f) => [f.ok, f.heuristic])).toEqual([[false, false]]);
      expect(shape[0]?.message).toContain('"NO_EXISTE"');
      expect(report.findings.filter(isBlocking).map((f) => f.rule)).toEqual(['call-error-shape']);
      expect(of('call-not-found')).toMatchObject([{ ok: true }]);
    } finally {
      await fixture.close();
    }
  });
});

describe('coverage is reported honestly', () => {
  it('says when a test call only ever saw a business error', async () => {
    const fixture = await startFixture({
      tools: goodTools({
        appointment: { handler: () => businessError('NOT_FOUND', 'No encontré la cita.') },
      }),
      tokens: [FIXTURE_TOKEN],
    });
    try {
      const report = await certify(fixture.url, { token: FIXTURE_TOKEN, lang: 'en' });
      expect(report.findings.filter(isBlocking)).toEqual([]);
      const skip = report.skipped.find((s) => s.tool === 'consultar_cita');
      expect(skip?.reason).toMatch(/business error \(NOT_FOUND\).*examples/);
    } finally {
      await fixture.close();
    }
  });
});

describe('without a token or write permission', () => {
  it('says authentication and idempotency were not verified, in those words', async () => {
    const fixture = await startFixture({ tools: goodTools() });
    try {
      const report = await certify(fixture.url);
      expect(report.findings.filter(isBlocking)).toEqual([]);
      expect(report.idempotency).toBe('not_verified');
      const reasons = report.skipped.map((s) => s.reason).join('\n');
      expect(reasons).toMatch(/Autenticación no verificada/);
      expect(reasons).toMatch(/Idempotencia no verificada/);
      expect(reasons).toMatch(/abrir_solicitud/);
      expect(report.findings.some((f) => f.rule.startsWith('server-auth'))).toBe(false);
    } finally {
      await fixture.close();
    }
  });
});

describe('the corpus', () => {
  it('has a broken server for every rule of the contract catalog', () => {
    // The OAuth discovery rules need an authorization server: their broken servers (a misnamed
    // resource, an impostor issuer, a refused client) live in oauth-cli.test.ts beside a real one.
    const covered = new Set([
      ...[...BROKEN_SERVERS, ...DEFINITION_FAULTS].map((s) => s.rule),
      'server-oauth-resource-metadata',
      'server-oauth-authorization-server',
      'server-oauth-token',
    ]);
    expect(RULES.map((r) => r.id).filter((id) => !covered.has(id))).toEqual([]);
  });
});

// Each broken server is its own loopback server and certification: they run a few at a time.
describe('broken servers, each flagged by its own rule', () => {
  it.concurrent.for([...BROKEN_SERVERS, ...DEFINITION_FAULTS])('$name: $rule', async (server, { expect }) => {
    const fixture = await server.start();
    try {
      const url = server.url ? server.url(fixture) : fixture.url;
      const report = await certify(url, optionsFor(server, fixture));
      expect(report.fatal).toBeUndefined();
      const own = report.findings.filter((f) => f.rule === server.rule && !f.ok);
      expect(
        own,
        JSON.stringify(
          report.findings.filter((f) => !f.ok),
          null,
          1,
        ),
      ).not.toEqual([]);
      const allowed = new Set([server.rule, ...(server.alsoFails ?? [])]);
      const unrelated = report.findings.filter((f) => isBlocking(f) && !allowed.has(f.rule));
      expect(unrelated).toEqual([]);
    } finally {
      await fixture.close();
    }
  });
});
