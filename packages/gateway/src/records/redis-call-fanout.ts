import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { parseSecretKey } from '../crypto/secret-box.js';
import type { GatewayLogger } from '../logger.js';
import { loadRedis } from '../util/engine-drivers.js';
import { isCallRecord } from './is-call-record.js';
import type { CallRecord } from './call-record.js';

const HMAC_KEY_INFO = 'asixto-gateway/call-records/live/v1';
/** A message is at most this long (a batch of records); longer ones are refused unread. */
const MAX_MESSAGE_BYTES = 256 * 1024;
const MAX_BATCH = 200;

export interface RedisCallFanoutOptions {
  url: string;
  prefix: string;
  instanceId: string;
  secretKey: string | Uint8Array;
  logger: GatewayLogger;
  /** Told of every record another instance made. */
  onRecord(record: CallRecord): void;
  /** Records of this instance are published at most this often, in one message. */
  publishEveryMs?: number;
}

/**
 * The live stream across instances: each instance publishes its new records on one Redis channel
 * (batched, signed with a key derived from the secret key) and hands the others' to `onRecord`.
 * What comes back from Redis is untrusted: size-bounded, its signature checked, each record's
 * shape validated. Live only: a record missed here is still in the registry.
 */
export function createRedisCallFanout(options: RedisCallFanoutOptions) {
  const { logger } = options;
  const channel = `${options.prefix}calls:live`;
  const key = Buffer.from(
    hkdfSync('sha256', parseSecretKey(options.secretKey), Buffer.alloc(0), HMAC_KEY_INFO, 32),
  );
  const sign = (body: string): string => createHmac('sha256', key).update(body).digest('base64url');
  const client = loadRedis().createClient({ url: options.url, disableOfflineQueue: true });
  const subscriber = client.duplicate();
  for (const c of [client, subscriber]) c.on('error', () => undefined); // reconnects; live only
  let pending: CallRecord[] = [];
  let timer: NodeJS.Timeout | undefined;
  let lost = 0;

  function send(): void {
    timer = undefined;
    const batch = pending;
    pending = [];
    if (batch.length === 0 || !client.isReady) return;
    const body = JSON.stringify({ from: options.instanceId, records: batch });
    client.publish(channel, `${sign(body)}.${body}`).catch(() => undefined);
  }
  function onMessage(message: string): void {
    if (message.length > MAX_MESSAGE_BYTES) return void lost++;
    const dot = message.indexOf('.');
    const body = message.slice(dot + 1);
    const tag = Buffer.from(message.slice(0, Math.max(0, dot)), 'base64url');
    const expected = Buffer.from(sign(body), 'base64url');
    if (tag.length !== expected.length || !timingSafeEqual(tag, expected)) return void lost++;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return void lost++;
    }
    const { from, records } = (parsed ?? {}) as { from?: unknown; records?: unknown };
    if (from === options.instanceId || !Array.isArray(records)) return;
    for (const record of records.slice(0, MAX_BATCH)) {
      if (isCallRecord(record)) options.onRecord(record);
      else lost++;
    }
  }

  return {
    publish(record: CallRecord): void {
      if (pending.length >= MAX_BATCH) return void lost++;
      pending.push(record);
      if (timer === undefined) {
        timer = setTimeout(send, options.publishEveryMs ?? 50);
        timer.unref();
      }
    },
    get lost() {
      return lost;
    },
    async start(): Promise<void> {
      await client.connect();
      await subscriber.connect();
      await subscriber.subscribe(channel, onMessage);
      logger.debug({ channel }, 'live call records shared across instances');
    },
    async close(): Promise<void> {
      if (timer) clearTimeout(timer);
      send();
      for (const c of [subscriber, client]) if (c.isOpen) await c.close().catch(() => c.destroy());
    },
  };
}

export type RedisCallFanout = ReturnType<typeof createRedisCallFanout>;
