/** What changed in the shared registry: each instance reloads that much from the store. */
export type RegistryNotice =
  | { kind: 'tenant'; company: string }
  /** Registered, re-registered (new credential), certified or re-pinned. */
  | { kind: 'server'; serverId: string }
  | { kind: 'server-removed'; serverId: string }
  /** A managed key revoked: every instance drops what it cached of it (see `access/`). */
  | { kind: 'key'; keyId: string };

export interface RegistryNoticeHandlers {
  /** A notice from another instance (an instance never hears its own). */
  notice(notice: RegistryNotice): void;
  /**
   * The feed (re)connected after a loss: notices may have been missed meanwhile, so the whole
   * registry is to be reloaded.
   */
  resync(): void;
}

/**
 * Change notices between the instances sharing one registry. Without them another instance
 * would go on serving what it loaded at start until it restarts.
 */
export interface RegistryNotices {
  /** Connects and starts delivering; resolves once listening, rejects when it cannot connect. */
  start(handlers: RegistryNoticeHandlers): Promise<void>;
  /** Tells the other instances; rejects when the feed is down (they resync when it returns). */
  publish(notice: RegistryNotice): Promise<void>;
  /** Why the feed is down, or undefined while it is up. */
  problem(): string | undefined;
  close(): Promise<void>;
}

/** Parses a notice's wire form (`{ from, notice }`), refusing anything else. */
export function parseNoticeMessage(text: string): { from: string; notice: RegistryNotice } | undefined {
  if (text.length > 4096) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const { from, notice } = (value ?? {}) as { from?: unknown; notice?: Record<string, unknown> };
  if (typeof from !== 'string' || typeof notice !== 'object' || notice === null) return undefined;
  if (notice['kind'] === 'tenant' && typeof notice['company'] === 'string') {
    return { from, notice: { kind: 'tenant', company: notice['company'] } };
  }
  if (
    (notice['kind'] === 'server' || notice['kind'] === 'server-removed') &&
    typeof notice['serverId'] === 'string'
  ) {
    return { from, notice: { kind: notice['kind'], serverId: notice['serverId'] } };
  }
  if (notice['kind'] === 'key' && typeof notice['keyId'] === 'string') {
    return { from, notice: { kind: 'key', keyId: notice['keyId'] } };
  }
  return undefined;
}
