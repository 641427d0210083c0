// createToolServer's HTTP surface: health, bearer tokens, body limits, start-up checks.
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createToolServer, defineTool, ToolkitConfigError } from '@asixto/toolkit';
import { connect, crear, leer, silent, url, useNotasServer } from './notas-server.js';

useNotasServer();

describe('createToolServer: HTTP surface', () => {
  it('GET /health answers 200 JSON without auth; other paths 404', async () => {
    const base = url.replace(/\/mcp$/, '');
    const health = await fetch(`${base}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', name: 'notas', tools: 2 });
    expect((await fetch(`${base}/other`)).status).toBe(404);
  });

  it('401 with WWW-Authenticate: Bearer without a token, plus invalid_token with a wrong one', async () => {
    const none = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer realm="notas"$/);
    const wrong = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer nope' },
      body: '{}',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toContain('error="invalid_token"');
  });

  it('accepts every active token (rotation)', async () => {
    for (const token of ['token-a', 'token-b']) {
      const client = await connect(token);
      expect(client.getProtocolEra()).toBe('modern');
      await client.close();
    }
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer token-a' },
      body: JSON.stringify({ pad: 'x'.repeat(100 * 1024) }),
    });
    expect(res.status).toBe(413);
  });

  it('refuses to start without auth, and warns loudly with auth none', () => {
    expect(() =>
      createToolServer({ name: 'x', version: '1', tools: [leer], auth: undefined as never, logger: silent }),
    ).toThrow(ToolkitConfigError);
    const lines: string[] = [];
    const s = createToolServer({
      name: 'x',
      version: '1',
      tools: [leer],
      auth: 'none',
      logger: pino({}, { write: (l: string) => void lines.push(l) }),
    });
    expect(lines.join('')).toContain('AUTH DISABLED');
    void s.close();
  });

  it('checks the catalog: duplicate names refused, review findings logged once at start-up', () => {
    expect(() =>
      createToolServer({ name: 'x', version: '1', tools: [leer, leer], auth: 'none', logger: silent }),
    ).toThrow(/catalog-unique-names/);
    const vague = defineTool({
      ...leer.spec,
      name: 'leer_vago',
      description: 'Lee las notas guardadas del cliente.',
    });
    expect(vague.warnings.map((w) => w.rule)).toContain('description-says-when-not');
    const lines: string[] = [];
    const s = createToolServer({
      name: 'x',
      version: '1',
      tools: [vague],
      auth: 'none',
      logger: pino({}, { write: (l: string) => void lines.push(l) }),
    });
    expect(lines.filter((l) => l.includes('description-says-when-not'))).toHaveLength(1);
    void s.close();
  });

  it('refuses write tools without an idempotency store', () => {
    expect(() =>
      createToolServer({ name: 'x', version: '1', tools: [crear], auth: 'none', logger: silent }),
    ).toThrow(/idempotency store/);
  });

  it('a verifier function decides', async () => {
    const s = createToolServer({
      name: 'v',
      version: '1',
      tools: [leer],
      auth: { verify: async (t) => t === 'ok-token' },
      logger: silent,
    });
    const { url: u } = await s.listen();
    const bad = await fetch(u, { method: 'POST', headers: { authorization: 'Bearer other' }, body: '{}' });
    expect(bad.status).toBe(401);
    const good = await fetch(u, {
      method: 'POST',
      headers: { authorization: 'Bearer ok-token', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(good.status).not.toBe(401);
    await s.close();
  });
});
