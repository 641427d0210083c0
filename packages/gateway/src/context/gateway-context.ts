import { randomUUID } from 'node:crypto';
import { ACCESS_LEVELS, CHANNELS, LANGS, DEFAULT_LANG, isScenarioKey } from '@asixto/contract';
import type { AccessLevel, Channel, Lang, ScenarioKey } from '@asixto/contract';
import { GatewayError } from '../errors.js';
import { isCompanySlug, isCurrencyCode, isTimeZone } from '../tenants/tenant.js';
import type { Tenant } from '../tenants/tenant.js';
import { CONVERSATION_ID, OPAQUE_ID, TRACEPARENT } from './context-patterns.js';

/**
 * What the agent runtime sends with every catalog request and every call. `currency`, `timezone`
 * and `priceListId` default to the tenant's values (null price list); `requestId` is generated
 * when absent; `lang` (es|en) only selects the language of the gateway's own texts.
 */
export interface GatewayContextInput {
  company: string;
  conversationId: string;
  channel: Channel;
  scenario: ScenarioKey;
  agentLevel: AccessLevel;
  priceListId?: string | null;
  currency?: string;
  timezone?: string;
  requestId?: string;
  /** W3C trace context, forwarded upstream in `_meta.traceparent`. */
  traceparent?: string;
  lang?: Lang;
  /** The managed key of the request, set by the HTTP layer from the credential (never the body). */
  keyId?: string;
}

/** A validated context, tenant defaults filled in. */
export interface GatewayContext {
  company: string;
  conversationId: string;
  channel: Channel;
  scenario: ScenarioKey;
  agentLevel: AccessLevel;
  priceListId: string | null;
  currency: string;
  timezone: string;
  requestId: string;
  traceparent?: string;
  lang: Lang;
  keyId?: string;
}

function invalid(field: string, message: string): GatewayError {
  return new GatewayError('GATEWAY_INVALID_CONTEXT', `invalid context: ${message}`, { data: { field } });
}

/** Reads the company of a raw context (to find the tenant) or throws GATEWAY_INVALID_CONTEXT. */
export function contextCompany(input: unknown): string {
  if (typeof input !== 'object' || input === null) throw invalid('', 'context must be an object');
  const company = (input as { company?: unknown }).company;
  if (!isCompanySlug(company)) throw invalid('company', 'company must be a registered slug');
  return company;
}

/**
 * Validates a raw context against the tenant it names. Throws GatewayError
 * `GATEWAY_INVALID_CONTEXT` naming the first field at fault.
 */
export function parseGatewayContext(input: unknown, tenant: Tenant): GatewayContext {
  const company = contextCompany(input);
  const c = input as Partial<Record<keyof GatewayContextInput, unknown>>;
  if (company !== tenant.company) throw invalid('company', 'context company does not match the tenant');
  if (typeof c.conversationId !== 'string' || !CONVERSATION_ID.test(c.conversationId)) {
    throw invalid(
      'conversationId',
      'conversationId must be 1-128 printable characters (no control, format or bidi characters)',
    );
  }
  if (!(CHANNELS as readonly unknown[]).includes(c.channel))
    throw invalid('channel', 'channel must be chat or voice');
  if (!isScenarioKey(c.scenario))
    throw invalid('scenario', 'scenario must be a canonical scenario key (page 04)');
  if (!(ACCESS_LEVELS as readonly unknown[]).includes(c.agentLevel)) {
    throw invalid('agentLevel', 'agentLevel must be read, write or admin');
  }
  if (c.priceListId !== undefined && c.priceListId !== null) {
    if (typeof c.priceListId !== 'string' || c.priceListId.length === 0 || c.priceListId.length > 128) {
      throw invalid('priceListId', 'priceListId must be a string of at most 128 characters or null');
    }
  }
  if (c.currency !== undefined && !isCurrencyCode(c.currency))
    throw invalid('currency', 'currency must be ISO 4217');
  if (c.timezone !== undefined && !isTimeZone(c.timezone))
    throw invalid('timezone', 'timezone must be an IANA zone');
  if (c.requestId !== undefined && (typeof c.requestId !== 'string' || !OPAQUE_ID.test(c.requestId))) {
    throw invalid('requestId', 'requestId must be 1-128 characters of [A-Za-z0-9._:@-]');
  }
  if (
    c.traceparent !== undefined &&
    (typeof c.traceparent !== 'string' || !TRACEPARENT.test(c.traceparent))
  ) {
    throw invalid('traceparent', 'traceparent must be a W3C trace context header value');
  }
  if (c.lang !== undefined && !(LANGS as readonly unknown[]).includes(c.lang))
    throw invalid('lang', 'lang must be es or en');
  const context: GatewayContext = {
    company,
    conversationId: c.conversationId,
    channel: c.channel as Channel,
    scenario: c.scenario,
    agentLevel: c.agentLevel as AccessLevel,
    priceListId: (c.priceListId as string | null | undefined) ?? null,
    currency: (c.currency as string | undefined) ?? tenant.currency,
    timezone: (c.timezone as string | undefined) ?? tenant.timezone,
    requestId: (c.requestId as string | undefined) ?? `req_${randomUUID()}`,
    lang: (c.lang as Lang | undefined) ?? DEFAULT_LANG,
  };
  if (typeof c.traceparent === 'string') context.traceparent = c.traceparent;
  if (typeof c.keyId === 'string' && OPAQUE_ID.test(c.keyId)) context.keyId = c.keyId;
  return context;
}
