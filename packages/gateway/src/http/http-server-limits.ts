import type { Server } from 'node:http';
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

/**
 * What Node's server options leave open, on the server itself:
 * - a connection cap (`server.maxConnections`): past it Node closes each new connection at once;
 *   idle keep-alive connections are then closed too (at most once a second), so the room they held
 *   goes to the clients that need it (`/healthz`, calls) rather than to connections doing nothing;
 * - a connection that sends no byte: Node's headers deadline starts with the first byte, so a
 *   socket opened and left silent would stay open for ever. It must deliver its first request's
 *   headers within `headersTimeoutMs` (and one check interval), or it is destroyed.
 */
export function boundConnections(server: Server, limits: HttpServerLimits, logger: GatewayLogger): void {
  server.maxConnections = limits.maxConnections;
  let lastSweep = 0;
  server.on('drop', () => {
    const now = Date.now();
    if (now - lastSweep < 1_000) return;
    lastSweep = now;
    logger.warn(
      { maxConnections: limits.maxConnections },
      'connection cap reached: new connections refused, idle ones closed',
    );
    server.closeIdleConnections();
  });
  const waiting = new Map<Socket, NodeJS.Timeout>();
  server.on('connection', (socket: Socket) => {
    // After Node's own check has had its chance to answer partial headers with a 408.
    const timer = setTimeout(() => socket.destroy(), limits.headersTimeoutMs + CHECK_INTERVAL_MS);
    timer.unref();
    waiting.set(socket, timer);
    socket.once('close', () => {
      clearTimeout(timer);
      waiting.delete(socket);
    });
  });
  server.on('request', (request: { socket: Socket }) => {
    const timer = waiting.get(request.socket);
    if (timer === undefined) return;
    clearTimeout(timer);
    waiting.delete(request.socket);
  });
}
