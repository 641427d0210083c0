// `npm test`: the tools over real HTTP, through the official MCP client, with the metadata the
// gateway sends. Runs on Node's own test runner (node --test), against a fresh database each time.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { ToolkitLogger } from '@asixto/toolkit';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createApp } from './app.js';

const TOKEN = 'token-de-prueba';
const dir = mkdtempSync(join(tmpdir(), 'servidor-de-herramientas-'));
const silent: ToolkitLogger = { debug() {}, info() {}, warn() {}, error() {}, child: () => silent };
const { server, db } = createApp({ databasePath: join(dir, 'prueba.db'), tokens: [TOKEN], logger: silent });
let client: Client;

/** What the gateway puts in `_meta` of every call (the idempotency key only on writes). */
function meta(over: Record<string, unknown> = {}) {
  return {
    'com.asixto/conversationId': 'cnv_prueba',
    'com.asixto/requestId': `req_${Math.random().toString(36).slice(2)}`,
    'com.asixto/channel': 'chat',
    'com.asixto/companyId': 'mi-empresa',
    'com.asixto/priceListId': null,
    'com.asixto/currency': 'COP',
    'com.asixto/timezone': 'America/Bogota',
    ...over,
  };
}

before(async () => {
  const { url } = await server.listen();
  client = new Client(
    { name: 'pruebas', version: '1.0.0' },
    { versionNegotiation: { mode: { pin: '2026-07-28' } }, capabilities: {} },
  );
  await client.connect(
    new StreamableHTTPClientTransport(new URL(url), {
      requestInit: { headers: { authorization: `Bearer ${TOKEN}` } },
    }),
  );
});

after(async () => {
  await client?.close();
  await server.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('consultar_pedido', () => {
  it('answers with the status and the date in the time zone of the call', async () => {
    const result = await client.callTool({
      name: 'consultar_pedido',
      arguments: { pedido: 'P-1001', documento: 'CC1032456789' },
      _meta: meta(),
    });
    assert.deepEqual(result.structuredContent, {
      pedido: 'P-1001',
      estado: 'en_camino',
      entrega: '2026-09-03T09:00:00-05:00',
    });
  });

  it("refuses another customer's order, and says when an order does not exist", async () => {
    const theirs = await client.callTool({
      name: 'consultar_pedido',
      arguments: { pedido: 'P-2001', documento: 'CC1032456789' },
      _meta: meta(),
    });
    assert.equal(theirs.isError, true);
    assert.equal(
      (theirs.structuredContent as { error: { error_type: string } }).error.error_type,
      'PERMISSION',
    );
    const none = await client.callTool({
      name: 'consultar_pedido',
      arguments: { pedido: 'P-9999', documento: 'CC1032456789' },
      _meta: meta(),
    });
    assert.equal((none.structuredContent as { error: { error_type: string } }).error.error_type, 'NOT_FOUND');
  });
});

describe('registrar_reclamo', () => {
  const reclamo = (key: string) =>
    client.callTool({
      name: 'registrar_reclamo',
      arguments: { documento: 'CC1032456789', pedido: 'P-1001', motivo: 'demora', detalle: null },
      _meta: meta({ 'com.asixto/idempotencyKey': key }),
    });
  const count = () => (db.prepare('SELECT COUNT(*) AS n FROM reclamos').get() as { n: number }).n;

  it('registers once per idempotency key, however often and however at once it is called', async () => {
    const before = count();
    const [first, twin] = await Promise.all([reclamo('clave-1'), reclamo('clave-1')]);
    const retry = await reclamo('clave-1');
    assert.deepEqual(twin.structuredContent, first.structuredContent);
    assert.deepEqual(retry.structuredContent, first.structuredContent);
    assert.equal(count(), before + 1);
    const other = await reclamo('clave-2');
    assert.notDeepEqual(other.structuredContent, first.structuredContent);
    assert.equal(count(), before + 2);
  });
});
