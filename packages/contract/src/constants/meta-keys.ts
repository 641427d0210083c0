/**
 * The `com.asixto/*` keys of contract page 02: eight the gateway sends in `params._meta` of every
 * `tools/call`, and three a tool declares in the `_meta` of its own definition.
 *
 * @example
 * const meta = { [META_KEYS.idempotencyKey]: key, [META_KEYS.channel]: 'voice' };
 */
export const META_KEYS = {
  idempotencyKey: 'com.asixto/idempotencyKey',
  conversationId: 'com.asixto/conversationId',
  requestId: 'com.asixto/requestId',
  channel: 'com.asixto/channel',
  companyId: 'com.asixto/companyId',
  priceListId: 'com.asixto/priceListId',
  currency: 'com.asixto/currency',
  timezone: 'com.asixto/timezone',
  capability: 'com.asixto/capability',
  capabilities: 'com.asixto/capabilities',
  verb: 'com.asixto/verb',
} as const;

/**
 * The eight keys the gateway sends with every call, in the order page 02 lists them.
 *
 * @example
 * const missing = CALL_META_KEYS.filter((key) => !(key in params._meta));
 */
export const CALL_META_KEYS = [
  META_KEYS.idempotencyKey,
  META_KEYS.conversationId,
  META_KEYS.requestId,
  META_KEYS.channel,
  META_KEYS.companyId,
  META_KEYS.priceListId,
  META_KEYS.currency,
  META_KEYS.timezone,
] as const;

/**
 * The three keys a tool declares in the `_meta` of its definition.
 *
 * @example
 * const declared = TOOL_META_KEYS.filter((key) => tool._meta?.[key] !== undefined);
 */
export const TOOL_META_KEYS = [META_KEYS.capability, META_KEYS.capabilities, META_KEYS.verb] as const;

/**
 * The channels of `com.asixto/channel`: in `voice` the answer is read aloud (page 07).
 *
 * @example
 * const channel = (CHANNELS as readonly string[]).includes(value) ? (value as Channel) : 'chat';
 */
export const CHANNELS = ['chat', 'voice'] as const;
export type Channel = (typeof CHANNELS)[number];

/** The metadata the gateway sends with a call, typed. `priceListId` may be null. */
export interface CallMeta {
  idempotencyKey: string;
  conversationId: string;
  requestId: string;
  channel: Channel;
  companyId: string;
  priceListId: string | null;
  currency: string;
  timezone: string;
}
