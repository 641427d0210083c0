import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { GatewayLogger } from '../logger.js';

/** The bounds on the HTTP server's connections (see the service's configuration). */
export interface HttpServerLimits {
  maxConnections: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** 0: no limit. */
  maxRequestsPerConnection: number;
}

/**
 * How often Node checks the headers and request deadlines of open connections (its default, 30 s,
 * would let a 10 s deadline run 40 s). The check walks the connections once per interval.
 */
const CHECK_INTERVAL_MS = 1_000;

/** Fastify's server options for these limits (Fastify's own defaults: no request deadline at all). */
export function fastifyServerOptions(limits: HttpServerLimits) {
  return {
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerConnection,
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: CHECK_INTERVAL_MS },
  };
}

/** Past this share of the cap, connections doing nothing useful are shed to keep room for new ones. */
const SHED_AT = 0.9;
/** A connection that has not completed a request for this long while room is short is stalled. */
const STALLED_MS = 500;

/**
 * What Node's server options leave open, on the server itself:
 * - a connection that sends no byte: Node's headers deadline starts with the first byte, so a
 *   socket opened and left silent would stay open for ever. It must deliver its first request's
 *   headers within `headersTimeoutMs` (and one check interval), or it is destroyed;
 * - a connection cap (`server.maxConnections`): past it Node closes each new connection at once. So
 *   that `/healthz`, the admin routes and calls still find room, connections doing nothing useful
 *   are shed from 90 % of the cap on (at most every 250 ms; every 50 once at the cap): idle keep-alive connections (answered,
 *   no request since), and those stalled for 500 ms or more in the middle of a request (its headers
 *   or body still coming), which a flood of half-open requests would otherwise hold until their
 *   deadlines. A connection just accepted, not yet stalled, is kept; while room stays short the
 *   sweep runs again every 250 ms.
 */
export function boundConnections(server: Server, limits: HttpServerLimits, logger: GatewayLogger): void {
  server.maxConnections = limits.maxConnections;
  const shedAt = Math.floor(limits.maxConnections * SHED_AT);
  /** Open connections: when the current request began, and that exchange once its headers came. */
  const open = new Map<Socket, { since: number; request?: IncomingMessage; response?: ServerResponse }>();
  let lastShed = 0;
  let lastWarned = 0;
  let trailing: NodeJS.Timeout | undefined;

  /**
   * Sheds at most every `spacingMs` (the soft threshold every 250 ms, a refused connection every
   * 50); one asked for sooner runs once the spacing has passed, so none is lost.
   */
  function shed(spacingMs: number): void {
    const now = Date.now();
    const wait = lastShed + spacingMs - now;
    if (wait > 0) {
      trailing ??= setTimeout(() => {
        trailing = undefined;
        shed(0);
      }, wait);
      trailing.unref();
      return;
    }
    lastShed = now;
    let idle = 0;
    let stalled = 0;
    for (const [socket, current] of open) {
      // Not Node's closeIdleConnections: it also closes a connection that has just been accepted
      // and not sent its request yet.
      if (current.response?.writableFinished === true) {
        socket.destroy();
        idle++;
      } else if (now - current.since >= STALLED_MS && current.request?.complete !== true) {
        socket.destroy();
        stalled++;
      }
    }
    // Still short of room (requests too young to be stalled yet): look again in 250 ms.
    if (open.size - idle - stalled >= shedAt) shed(250);
    if (now - lastWarned < 1_000) return;
    lastWarned = now;
    logger.warn(
      { maxConnections: limits.maxConnections, open: open.size, idle, stalled },
      'connections near their cap: idle and stalled ones closed',
    );
  }

  server.on('drop', () => shed(50));
  server.on('connection', (socket: Socket) => {
    open.set(socket, { since: Date.now() });
    // After Node's own check has had its chance to answer partial headers with a 408.
    const silent = setTimeout(() => {
      if (open.get(socket)?.request === undefined) socket.destroy();
    }, limits.headersTimeoutMs + CHECK_INTERVAL_MS);
    silent.unref();
    socket.once('close', () => {
      clearTimeout(silent);
      open.delete(socket);
    });
    if (open.size >= shedAt) shed(250);
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const current = open.get(request.socket);
    // The first request's clock started with the connection; a later one's with its headers.
    const since = current?.request ? Date.now() : (current?.since ?? Date.now());
    open.set(request.socket, { since, request, response });
  });
}
