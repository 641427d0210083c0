import { createHash, randomUUID } from 'node:crypto';
import { IdempotencyStoreError } from '../errors.js';
import { defaultLogger } from '../server/logger.js';
import type { ToolkitLogger } from '../server/logger.js';
import type { IdempotencyStore } from './idempotency-store.js';
import { KeyListeners } from './key-listeners.js';
import { checkKey, parseStoredResult, storeTiming } from './store-options.js';
import type { IdempotencyStoreTiming } from './store-options.js';

type ScriptOptions = { keys: string[]; arguments: string[] };

/** The subscriber connection the store makes with `duplicate()` (node-redis' client satisfies it). */
export interface RedisIdempotencySubscriber {
  connect(): Promise<unknown>;
  subscribe(channel: string, listener: (message: string) => void): Promise<void>;
  on(event: 'error' | 'ready', listener: (error: Error) => void): unknown;
  close(): Promise<void>;
  destroy(): void;
}

/** What the store uses of a node-redis (`redis`) client; a connected `createClient()` satisfies it. */
export interface RedisIdempotencyClient {
  set(
    key: string,
    value: string,
    options: { condition: 'NX'; expiration: { type: 'PX'; value: number }; GET: true },
  ): Promise<unknown>;
  evalSha(sha1: string, options: ScriptOptions): Promise<unknown>;
  eval(script: string, options: ScriptOptions): Promise<unknown>;
  duplicate(): RedisIdempotencySubscriber;
}

export interface RedisIdempotencyStoreOptions extends IdempotencyStoreTiming {
  /** Prefix of every key the store writes (default `asixto:idem:`); one prefix per tool server. */
  prefix?: string;
  /**
   * Wake waiting duplicates by pub/sub (default true): the store then opens its own subscriber
   * connection (`client.duplicate()`), which it owns and closes on `close()`.
   */
  notify?: boolean;
  /** Where background failures (the subscriber connection) are reported. */
  logger?: ToolkitLogger;
}

// The value of a key: `p:<token>` while claimed, `d:<result JSON>` once done.
const PENDING = 'p:';
const DONE = 'd:';

// Compare-and-set on the holder's token, then tell the waiters; atomic inside Redis.
const COMPLETE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
  redis.call('PUBLISH', ARGV[4], KEYS[1])
  return 1
end
return 0`;
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('DEL', KEYS[1])
  redis.call('PUBLISH', ARGV[2], KEYS[1])
  return 1
end
return 0`;

const sha1 = (text: string): string => createHash('sha1').update(text).digest('hex');

/**
 * The idempotency store on Redis (node-redis, package `redis`): a claim is `SET key NX PX lease`
 * (the holder's lease expires by itself if it dies), a completion a compare-and-set script that
 * stores the answer with a TTL of at least 7 days, waiting duplicates woken by pub/sub.
 *
 * What Redis cannot give: a transaction with your own database. Your effect commits there, the
 * key here, separately: if the process dies between the two, the claim's lease expires and a retry
 * runs the effect again. Make the effect itself idempotent (a unique constraint on the
 * idempotency key in your table, say), or accept that window. A Redis without persistence, or a
 * failover to a replica that missed the last writes, forgets keys the same way. There is no
 * transactional form. The client belongs to the caller (`close()` leaves it open).
 *
 * @example
 * const redis = await createClient({ url: process.env.REDIS_URL }).connect();
 * const store = redisIdempotencyStore(redis, { prefix: 'acme:idem:' });
 */
export function redisIdempotencyStore(
  client: RedisIdempotencyClient,
  options: RedisIdempotencyStoreOptions = {},
): IdempotencyStore<never> {
  const { ttlMs, leaseMs } = storeTiming(options);
  const prefix = options.prefix ?? 'asixto:idem:';
  if (prefix.length === 0 || prefix.length > 100) {
    throw new IdempotencyStoreError('redis prefix must be 1 to 100 characters');
  }
  const channel = `${prefix}changed`;
  const notify = options.notify ?? true;
  const logger = options.logger ?? defaultLogger('asixto-idempotency');
  const listeners = new KeyListeners();
  // Tool names never contain ':' once encoded, so `prefix + scope + ':' + key` is unambiguous.
  const redisKey = (scope: string, key: string): string => `${prefix}${encodeURIComponent(scope)}:${key}`;

  let subscriber: RedisIdempotencySubscriber | undefined;
  let subscribed: Promise<void> | undefined;
  let closed = false;

  async function subscribe(): Promise<void> {
    const sub = client.duplicate();
    // node-redis reconnects by itself; messages sent meanwhile are lost, so wake everyone then.
    sub.on('error', (error) => logger.warn({ err: error }, 'idempotency store: subscriber connection error'));
    sub.on('ready', () => listeners.wakeAll());
    try {
      await sub.connect();
      await sub.subscribe(channel, (message) => listeners.wake(message));
    } catch (error) {
      sub.destroy();
      throw error;
    }
    subscriber = sub;
  }

  function ready(): Promise<void> {
    if (closed) return Promise.reject(new IdempotencyStoreError('idempotency store is closed'));
    if (!notify) return Promise.resolve();
    subscribed ??= subscribe().catch((error: unknown) => {
      subscribed = undefined;
      throw error;
    });
    return subscribed;
  }

  // EVALSHA, falling back to EVAL when Redis does not know the script (restart, SCRIPT FLUSH).
  const scripts = new Map([COMPLETE, RELEASE].map((s) => [s, sha1(s)]));
  async function run(script: string, keys: string[], args: string[]): Promise<unknown> {
    const options = { keys, arguments: args };
    try {
      return await client.evalSha(scripts.get(script) ?? sha1(script), options);
    } catch (error) {
      if (!String((error as Error).message).startsWith('NOSCRIPT')) throw error;
      return client.eval(script, options);
    }
  }

  return {
    async claim(scope, key) {
      checkKey(scope, key);
      await ready();
      const token = randomUUID();
      const previous = await client.set(redisKey(scope, key), PENDING + token, {
        condition: 'NX',
        expiration: { type: 'PX', value: leaseMs },
        GET: true,
      });
      if (previous === null) return { state: 'claimed', claim: { scope, key, token } };
      if (typeof previous !== 'string')
        throw new IdempotencyStoreError(`unexpected SET reply for ${scope}/${key}`);
      if (previous.startsWith(DONE)) {
        return { state: 'done', result: parseStoredResult(previous.slice(DONE.length), scope, key) };
      }
      return { state: 'pending' };
    },
    async complete(claim, result) {
      await ready();
      const done = await run(
        COMPLETE,
        [redisKey(claim.scope, claim.key)],
        [PENDING + claim.token, DONE + JSON.stringify(result), String(ttlMs), channel],
      );
      return done === 1;
    },
    async release(claim) {
      await ready();
      await run(RELEASE, [redisKey(claim.scope, claim.key)], [PENDING + claim.token, channel]);
    },
    async purgeExpired() {
      return 0; // Redis expires keys by itself (PX on the claim, the TTL on the answer)
    },
    subscribe(scope, key, onChange) {
      return listeners.add(redisKey(scope, key), onChange);
    },
    async close() {
      if (closed) return;
      closed = true;
      await subscribed?.catch(() => undefined);
      const sub = subscriber;
      subscriber = undefined;
      if (sub) await sub.close().catch(() => sub.destroy());
      listeners.wakeAll();
    },
  };
}
