import { ERROR_TYPES, LIMITS } from '@asixto/contract';
import { SERVER_STATUSES } from '../registry/registry-store.js';
import { COMPANY_SLUG_PATTERN } from '../context/context-patterns.js';
import { RECORD_OUTCOMES } from '../records/call-record.js';
import { leaksSchema } from './leak-schemas.js';

/** JSON Schemas of the call records' routes: `/v1/calls`, its stream, `/v1/overview`, `/v1/usage`. */

const str = { type: 'string' } as const;
const count = { type: 'integer', minimum: 0 } as const;
const timestamp = { type: 'string', format: 'date-time' } as const;
const nullableMs = { type: ['number', 'null'] } as const;
const company = {
  type: 'string',
  minLength: 1,
  maxLength: LIMITS.companySlugMax,
  pattern: COMPANY_SLUG_PATTERN,
} as const;
/** A query-string instant: ISO 8601 with a zone (`Z` or an offset). */
const instant = {
  type: 'string',
  maxLength: 40,
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})$',
} as const;

export const callRecordSchema = {
  type: 'object',
  required: [
    'id',
    'at',
    'kind',
    'company',
    'tool',
    'outcome',
    'errorClass',
    'attempts',
    'latencyMs',
    'truncated',
    'requestId',
    'instance',
  ],
  properties: {
    id: str,
    at: timestamp,
    kind: { type: 'string', enum: ['call', 'catalog'] },
    company: str,
    serverId: str,
    tool: str,
    outcome: { type: 'string', enum: [...RECORD_OUTCOMES] },
    errorType: str,
    errorClass: { type: 'string', enum: ['none', 'business', 'technical'] },
    attempts: count,
    latencyMs: { type: 'number' },
    truncated: { type: 'boolean' },
    requestId: str,
    instance: { ...str, description: 'the gateway instance that served it' },
    keyId: { ...str, description: 'the managed key of the request (absent for an environment token)' },
    conversation: { ...str, description: 'keyed hash (HMAC) of the conversation id, never the id' },
    leaks: leaksSchema,
  },
} as const;

/** Filters of the calls and of their stream (query strings are text: no coercion). */
export const callFilterQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    company,
    tool: { type: 'string', minLength: 1, maxLength: LIMITS.providerNameMax },
    outcome: { type: 'string', enum: [...RECORD_OUTCOMES] },
    errorType: { type: 'string', enum: [...ERROR_TYPES] },
    kind: { type: 'string', enum: ['call', 'catalog'] },
  },
} as const;

export const callListQuerySchema = {
  ...callFilterQuerySchema,
  properties: {
    ...callFilterQuerySchema.properties,
    since: { ...instant, description: 'records at or after this instant' },
    until: { ...instant, description: 'records before this instant' },
    limit: {
      type: 'string',
      pattern: '^[1-9][0-9]{0,2}$',
      description: 'at most this many (1-999, default 100), newest first',
    },
    cursor: {
      type: 'string',
      maxLength: 200,
      pattern: '^[A-Za-z0-9_-]+$',
      description: 'the `next` of the previous page',
    },
  },
} as const;

export const callListSchema = {
  type: 'object',
  required: ['calls'],
  properties: {
    calls: { type: 'array', items: callRecordSchema },
    next: { ...str, description: 'cursor of the next (older) page; absent on the last one' },
  },
} as const;

export const overviewQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    windowMinutes: {
      type: 'string',
      pattern: '^[1-9][0-9]{0,5}$',
      description: 'the window ending now, in minutes (default 15, at most the retention)',
    },
  },
} as const;

const errorCounts = {
  calls: count,
  errors: { ...count, description: 'technical errors (timeout, unavailable, SYSTEM)' },
  businessErrors: count,
  technicalErrors: count,
} as const;

export const overviewSchema = {
  type: 'object',
  required: ['windowMinutes', 'bucketMinutes', 'generatedAt', 'scope', 'servers'],
  properties: {
    windowMinutes: count,
    bucketMinutes: { ...count, description: 'minutes per point (1 up to 6 h windows, more beyond)' },
    generatedAt: timestamp,
    scope: { type: 'string', enum: ['cluster'], description: 'computed from every instance’s records' },
    servers: {
      type: 'array',
      items: {
        type: 'object',
        required: ['serverId', 'company', 'url', 'status', 'breaker', 'minutes', 'totals'],
        properties: {
          serverId: str,
          company: str,
          url: str,
          status: { type: 'string', enum: [...SERVER_STATUSES] },
          breaker: { type: 'string', enum: ['closed', 'open', 'half_open'] },
          minutes: {
            type: 'array',
            items: {
              type: 'object',
              required: ['at', 'calls', 'errors', 'businessErrors', 'technicalErrors', 'p50Ms', 'p99Ms'],
              properties: { at: timestamp, ...errorCounts, p50Ms: nullableMs, p99Ms: nullableMs },
            },
          },
          totals: {
            type: 'object',
            required: ['calls', 'errorRate', 'businessErrors', 'technicalErrors', 'p50Ms', 'p99Ms'],
            properties: {
              calls: count,
              errorRate: { type: 'number', description: 'technical errors / calls' },
              businessErrors: count,
              technicalErrors: count,
              p50Ms: nullableMs,
              p99Ms: nullableMs,
            },
          },
        },
      },
    },
  },
} as const;

export const usageQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['company'],
  properties: {
    company,
    from: { ...instant, description: 'inclusive (default: 30 days before `to`)' },
    to: { ...instant, description: 'exclusive (default: now)' },
    granularity: { type: 'string', enum: ['day', 'hour'], description: 'UTC days or hours (default day)' },
  },
} as const;

export const usageSchema = {
  type: 'object',
  required: ['company', 'from', 'to', 'granularity', 'rows'],
  properties: {
    company: str,
    from: timestamp,
    to: timestamp,
    granularity: { type: 'string', enum: ['day', 'hour'] },
    rows: {
      type: 'array',
      items: {
        type: 'object',
        required: [
          'period',
          'tool',
          'calls',
          'businessErrors',
          'technicalErrors',
          'outcomes',
          'p50Ms',
          'p99Ms',
        ],
        properties: {
          period: timestamp,
          tool: str,
          calls: count,
          businessErrors: count,
          technicalErrors: count,
          outcomes: {
            type: 'object',
            required: [...RECORD_OUTCOMES],
            properties: Object.fromEntries(RECORD_OUTCOMES.map((o) => [o, count])),
          },
          p50Ms: nullableMs,
          p99Ms: nullableMs,
        },
      },
    },
  },
} as const;
