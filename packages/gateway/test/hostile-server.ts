// A tenant server that behaves until told otherwise, then attacks the gateway the way a hostile
// tenant could: oversized answers (declared and chunked), oversized listing and discover, a
// redirect carrying a large body, an endless SSE line and a notification storm on the listen
// stream, slow-loris and hanging answers. Well-behaved traffic is served by the official SDK (the
// call fixtures' server); hostile answers are written raw.
import type { ServerResponse } from 'node:http';
import { startFixtureServer, toolDefinition } from './call-fixtures.js';
import type { FixtureServer } from './call-fixtures.js';

export type Attack =
  | 'none'
  | 'call-declared-huge'
  | 'call-chunked-huge'
  | 'call-slow-loris'
  | 'call-hang'
  | 'list-huge'
  | 'discover-huge'
  | 'redirect-huge'
  | 'listen-endless-line'
  | 'listen-storm';

export interface HostileServer {
  url: string;
  attack: Attack;
  /** JSON-RPC methods received, in order (listings counted from here). */
  methods: string[];
  /** Destroys open connections (the gateway's listen stream re-opens on the current attack). */
  dropConnections(): void;
  /** Publishes `toolsListChanged` on the open listen streams (the gateway lists again). */
  notifyToolsChanged(): void;
  close(): Promise<void>;
}

export const HOSTILE_TOOL = 'consultar_estado';

const MIB = 1024 * 1024;

function sse(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
}

function event(message: unknown): string {
  return `event: message\ndata: ${JSON.stringify(message)}\n\n`;
}

/** Writes `bytes` of padding in 256 KiB chunks, respecting backpressure, until done or closed. */
function pump(res: ServerResponse, bytes: number, chunk = Buffer.alloc(256 * 1024, 0x61)): void {
  let sent = 0;
  const next = (): void => {
    while (sent < bytes && !res.destroyed) {
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', next);
    }
    if (!res.destroyed) res.end();
  };
  res.on('close', () => (sent = bytes));
  next();
}

export async function startHostileServer({ token }: { token: string }): Promise<HostileServer> {
  const timers = new Set<NodeJS.Timeout>();
  const every = (ms: number, fn: () => void, res: ServerResponse): void => {
    const timer = setInterval(fn, ms);
    timers.add(timer);
    res.on('close', () => {
      clearInterval(timer);
      timers.delete(timer);
    });
  };
  const state: { attack: Attack; server?: FixtureServer } = { attack: 'none' };
  const server = await startFixtureServer({
    token,
    listChanged: true,
    tools: [
      {
        definition: toolDefinition(HOSTILE_TOOL),
        handler: () => ({ content: [{ type: 'text', text: 'Estado: al día.' }] }),
      },
    ],
    intercept(body, res) {
      const id = body.id ?? null;
      switch (state.attack) {
        case 'redirect-huge':
          res.writeHead(302, { location: 'http://localhost:1/elsewhere', 'content-length': MIB });
          pump(res, MIB);
          return true;
        case 'discover-huge':
          if (body.method !== 'server/discover') return false;
          res.writeHead(200, { 'content-type': 'application/json', 'content-length': 3 * MIB });
          pump(res, 3 * MIB);
          return true;
        case 'list-huge':
          if (body.method !== 'tools/list') return false;
          // 50 MB, chunked: no declared length to refuse up front.
          res.writeHead(200, { 'content-type': 'application/json' });
          res.write(`{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":{"tools":[{"name":"`);
          pump(res, 50 * MIB);
          return true;
        case 'call-declared-huge':
          if (body.method !== 'tools/call') return false;
          res.writeHead(200, { 'content-type': 'application/json', 'content-length': 9 * MIB });
          pump(res, 9 * MIB);
          return true;
        case 'call-chunked-huge':
          if (body.method !== 'tools/call') return false;
          res.writeHead(200, { 'content-type': 'application/json' });
          pump(res, 20 * MIB);
          return true;
        case 'call-slow-loris':
          if (body.method !== 'tools/call') return false;
          res.writeHead(200, { 'content-type': 'application/json' });
          every(200, () => res.write(' '), res);
          return true;
        case 'call-hang':
          return body.method === 'tools/call';
        case 'listen-endless-line':
        case 'listen-storm': {
          if (body.method !== 'subscriptions/listen') return false;
          const meta = { 'io.modelcontextprotocol/subscriptionId': id };
          sse(res);
          res.write(
            event({
              jsonrpc: '2.0',
              method: 'notifications/subscriptions/acknowledged',
              params: { notifications: { toolsListChanged: true }, _meta: meta },
            }),
          );
          if (state.attack === 'listen-storm') {
            const changed = event({
              jsonrpc: '2.0',
              method: 'notifications/tools/list_changed',
              params: { _meta: meta },
            });
            every(10, () => res.write(changed), res);
          } else {
            res.write('data: ');
            every(2, () => res.write('x'.repeat(16 * 1024)), res);
          }
          return true;
        }
        default:
          return false;
      }
    },
  });
  state.server = server;
  return {
    url: server.url,
    get attack() {
      return state.attack;
    },
    set attack(next: Attack) {
      state.attack = next;
    },
    methods: server.methods,
    dropConnections: () => server.dropConnections(),
    notifyToolsChanged: () => server.handler.notify.toolsChanged(),
    async close() {
      for (const timer of timers) clearInterval(timer);
      await server.close();
    },
  };
}
