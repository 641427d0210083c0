import type { Client } from '@modelcontextprotocol/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSilentLogger } from '../src/logger.js';
import { startFixtureServer, toolDefinition, type FixtureServer } from './call-fixtures.js';
import { createUpstream } from '../src/upstream/create-upstream.js';
import { backoffDelay, listenWithBackoff } from '../src/upstream/listen-with-backoff.js';

describe('backoffDelay', () => {
  it('doubles from the initial delay, caps, and jitters within [delay/2, delay]', () => {
    expect(backoffDelay(0, 500, 30_000, () => 1)).toBe(500);
    expect(backoffDelay(3, 500, 30_000, () => 1)).toBe(4000);
    expect(backoffDelay(20, 500, 30_000, () => 1)).toBe(30_000);
    expect(backoffDelay(20, 500, 30_000, () => 0)).toBe(15_000);
  });
});

describe('listenWithBackoff while the server stays unreachable', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('tries again after 100, 200, 400, 800 ms, then every 1 s (cap), until closed', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(1); // no jitter: each delay is its full base
    const attemptsAt: number[] = [];
    const listener = listenWithBackoff({
      connect: () => {
        attemptsAt.push(Date.now());
        return Promise.reject(new TypeError('fetch failed')) as Promise<Client>;
      },
      onToolsChanged: () => undefined,
      changeHandlers: new Set(),
      logger: createSilentLogger(),
      backoff: { initialMs: 100, maxMs: 1000 },
      onClose: () => undefined,
    });
    const start = attemptsAt[0] as number;
    await vi.advanceTimersByTimeAsync(3500);
    expect(attemptsAt.map((t) => t - start)).toEqual([0, 100, 300, 700, 1500, 2500, 3500]);
    await listener.close();
    await vi.advanceTimersByTimeAsync(5000);
    expect(attemptsAt).toHaveLength(7);
  });
});

describe('listenWithBackoff against a server that closes each stream', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** A client whose every listen is accepted, then ends after `lifeMs` (delivering first if asked). */
  function closingClient(
    lifeMs: number,
    changeHandlers: Set<() => void>,
    deliver: boolean,
    opened: number[],
  ) {
    return {
      getServerCapabilities: () => ({ tools: { listChanged: true } }),
      listen: () => {
        opened.push(Date.now());
        const closed = new Promise<string>((resolve) =>
          setTimeout(() => {
            if (deliver) for (const handler of changeHandlers) handler();
            resolve('remote');
          }, lifeMs),
        );
        return Promise.resolve({ closed, close: async () => undefined });
      },
    } as unknown as Client;
  }

  for (const [label, deliver, expected] of [
    [
      'backs off from one that accepts and soon closes each listen, as from one that refuses',
      false,
      [0, 110, 320, 730, 1540, 2550, 3560],
    ],
    ['starts over after a stream that delivered a notification', true, [0, 110, 220, 330, 440]],
  ] as const) {
    it(label, async () => {
      vi.useFakeTimers();
      vi.spyOn(Math, 'random').mockReturnValue(1); // no jitter: each delay is its full base
      const changeHandlers = new Set<() => void>();
      const opened: number[] = [];
      const client = closingClient(10, changeHandlers, deliver, opened); // each stream lives 10 ms
      const listener = listenWithBackoff({
        connect: () => Promise.resolve(client),
        onToolsChanged: () => undefined,
        changeHandlers,
        logger: createSilentLogger(),
        backoff: { initialMs: 100, maxMs: 1000 },
        onClose: () => undefined,
      });
      const start = Date.now();
      await vi.advanceTimersByTimeAsync(expected.at(-1)! + 5);
      expect(opened.map((t) => t - start)).toEqual(expected);
      await listener.close();
    });
  }
});

describe('listen', () => {
  let server: FixtureServer;
  let quiet: FixtureServer;
  beforeAll(async () => {
    server = await startFixtureServer({
      listChanged: true,
      tools: [{ definition: toolDefinition('consultar_cliente'), handler: () => ({ content: [] }) }],
    });
    quiet = await startFixtureServer({
      listChanged: false,
      tools: [{ definition: toolDefinition('consultar_cliente'), handler: () => ({ content: [] }) }],
    });
  });
  afterAll(async () => {
    await server.close();
    await quiet.close();
  });

  it('re-listens after the stream drops and reports a change once back', async () => {
    const upstream = createUpstream({
      serverId: 'l1',
      company: 'acme',
      url: server.url,
      devMode: true,
      logger: createSilentLogger(),
      listenBackoff: { initialMs: 20, maxMs: 100 },
    });
    try {
      let changes = 0;
      let onChange: () => void = () => undefined;
      const listener = upstream.listen(() => {
        changes++;
        onChange();
      });
      expect(await listener.ready).toBe(true);
      const afterReconnect = new Promise<void>((resolve) => {
        onChange = resolve;
      });
      server.dropConnections();
      await afterReconnect;
      expect(changes).toBe(1);
      // And the new stream delivers notifications again.
      const notified = new Promise<void>((resolve) => {
        onChange = resolve;
      });
      void server.handler.notify.toolsChanged();
      await notified;
      expect(changes).toBe(2);
      await listener.close();
    } finally {
      await upstream.close();
    }
  });

  it('is a no-op when the server does not offer tools.listChanged', async () => {
    const upstream = createUpstream({
      serverId: 'l2',
      company: 'acme',
      url: quiet.url,
      devMode: true,
      logger: createSilentLogger(),
    });
    try {
      const listener = upstream.listen(() => undefined);
      expect(await listener.ready).toBe(false);
      expect(quiet.methods).not.toContain('subscriptions/listen');
      await listener.close();
    } finally {
      await upstream.close();
    }
  });
});
