import { CHANNELS, META_KEYS } from '@asixto/contract';
import type { CallMeta, Channel } from '@asixto/contract';
import { isValidTimeZone } from '../say/iso-with-offset.js';

/**
 * The Asixto metadata of one call (page 02), typed and validated. The gateway always sends all
 * eight keys; a direct caller may not, so the keys the toolkit can default are defaulted (channel
 * `chat`, the server's currency and time zone, a generated request id) and the others are `null`.
 */
export interface ToolCallMeta extends Omit<CallMeta, 'idempotencyKey' | 'conversationId' | 'companyId'> {
  idempotencyKey: string | null;
  conversationId: string | null;
  companyId: string | null;
}

export interface MetaDefaults {
  currency: string;
  timezone: string;
  requestId: () => string;
}

export type MetaParse = { ok: true; meta: ToolCallMeta } | { ok: false; problems: string[] };

/**
 * Reads and validates the `com.asixto/*` keys of a call's `_meta`.
 *
 * @example
 * const parsed = parseCallMeta(ctx.mcpReq._meta, { currency: 'COP', timezone: 'America/Bogota', requestId: randomUUID });
 * if (parsed.ok) parsed.meta.channel; // 'chat' | 'voice'
 */
export function parseCallMeta(raw: unknown, defaults: MetaDefaults): MetaParse {
  const source: Record<string, unknown> =
    raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const problems: string[] = [];

  const str = (key: string, { nullable = false } = {}): string | null => {
    const value = source[key];
    if (value === undefined || (nullable && value === null)) return null;
    if (typeof value !== 'string' || value.length === 0 || value.length > 256) {
      problems.push(`${key} must be a non-empty string of at most 256 characters`);
      return null;
    }
    return value;
  };

  const channelValue = source[META_KEYS.channel];
  let channel: Channel = 'chat';
  if (channelValue !== undefined) {
    if (typeof channelValue === 'string' && (CHANNELS as readonly string[]).includes(channelValue)) {
      channel = channelValue as Channel;
    } else problems.push(`${META_KEYS.channel} must be one of ${CHANNELS.join(', ')}`);
  }

  const currency = str(META_KEYS.currency) ?? defaults.currency;
  if (!/^[A-Z]{3}$/.test(currency)) problems.push(`${META_KEYS.currency} must be an ISO 4217 code`);
  const timezone = str(META_KEYS.timezone) ?? defaults.timezone;
  if (!isValidTimeZone(timezone)) problems.push(`${META_KEYS.timezone} is not a known time zone`);

  const meta: ToolCallMeta = {
    idempotencyKey: str(META_KEYS.idempotencyKey),
    conversationId: str(META_KEYS.conversationId),
    requestId: str(META_KEYS.requestId) ?? defaults.requestId(),
    channel,
    companyId: str(META_KEYS.companyId),
    priceListId: str(META_KEYS.priceListId, { nullable: true }),
    currency,
    timezone,
  };
  return problems.length > 0 ? { ok: false, problems } : { ok: true, meta };
}
