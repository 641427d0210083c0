import { ACCESS_LEVELS, LIMITS, RULE_LEVELS, RULE_SCOPES, SCENARIO_KEYS } from '@asixto/contract';
import { authTypeSchema, tokenStatusSchema } from './credential-schemas.js';
import { SERVER_STATUSES } from '../registry/registry-store.js';
import { sharedCacheSchema } from './shared-cache-schema.js';
import { COMPANY_SLUG_PATTERN } from '../context/context-patterns.js';
import { contextSchema } from './route-schemas.js';
import { leaksSchema, serverLeaksSchema } from './leak-schemas.js';

/**
 * JSON Schemas of the admin API's answers (and the bodies and queries only it takes). Declaring
 * the success bodies documents them in `/openapi.json` and makes Fastify serialize only the declared
 * fields: a field added to a runtime object by mistake (a credential) cannot leak through them.
 */

const str = { type: 'string' } as const;
const strings = { type: 'array', items: str } as const;
const count = { type: 'integer', minimum: 0 } as const;
const timestamp = { type: 'string', format: 'date-time' } as const;
/** Free-form JSON, passed through as is (a policy, a report, a provider's tool shape). */
const anyJson = {} as const;

const OUTCOMES = ['ok', 'tool_error', 'timeout', 'unavailable', 'rejected'] as const;
const BREAKER = { type: 'string', enum: ['closed', 'open', 'half_open'] } as const;
const STATUS = { type: 'string', enum: [...SERVER_STATUSES] } as const;
const ERA = ['modern', 'legacy', 'unknown'] as const;

const counts = {
  type: 'object',
  required: ['passed', 'blocking', 'warnings'],
  properties: { passed: count, blocking: count, warnings: count },
} as const;
const fatal = {
  type: 'object',
  required: ['code', 'message'],
  properties: { code: str, message: str },
} as const;

export const tenantSchema = {
  type: 'object',
  required: ['company', 'name', 'currency', 'timezone', 'policy', 'createdAt', 'updatedAt'],
  properties: {
    company: str,
    name: str,
    currency: str,
    timezone: str,
    policy: { type: 'object', additionalProperties: true },
    createdAt: timestamp,
    updatedAt: timestamp,
  },
} as const;

export const tenantSummarySchema = {
  type: 'object',
  required: [...tenantSchema.required, 'servers'],
  properties: {
    ...tenantSchema.properties,
    servers: {
      type: 'object',
      required: ['total', 'byStatus'],
      properties: {
        total: count,
        byStatus: {
          type: 'object',
          properties: Object.fromEntries(SERVER_STATUSES.map((s) => [s, count])),
          additionalProperties: false,
        },
      },
    },
  },
} as const;

export const tenantListSchema = {
  type: 'object',
  required: ['tenants'],
  properties: { tenants: { type: 'array', items: tenantSummarySchema } },
} as const;

export const serverViewSchema = {
  type: 'object',
  required: [
    'id',
    'company',
    'url',
    'era',
    'status',
    'hasCredential',
    'certifiedTools',
    'changedTools',
    'lastCertification',
    'breaker',
    'leaks',
    'createdAt',
    'updatedAt',
  ],
  properties: {
    id: str,
    company: str,
    url: str,
    era: { type: ['string', 'null'], enum: [...ERA, null] },
    status: STATUS,
    hasCredential: { type: 'boolean' },
    authType: authTypeSchema,
    oauth: tokenStatusSchema,
    certifiedTools: strings,
    changedTools: strings,
    lastCertification: {
      type: ['object', 'null'],
      required: ['certifiedAt', 'summary'],
      properties: { certifiedAt: timestamp, summary: counts, fatal },
    },
    breaker: BREAKER,
    leaks: serverLeaksSchema,
    createdAt: timestamp,
    updatedAt: timestamp,
  },
} as const;

export const serverListSchema = {
  type: 'object',
  required: ['servers'],
  properties: { servers: { type: 'array', items: serverViewSchema } },
} as const;

export const certificationSummarySchema = {
  type: 'object',
  required: ['status', 'certifiedAt', 'era', 'summary', 'certifiedTools', 'blockingFindings'],
  properties: {
    status: STATUS,
    certifiedAt: timestamp,
    era: { type: 'string', enum: [...ERA] },
    summary: counts,
    certifiedTools: strings,
    blockingFindings: {
      type: 'array',
      items: {
        type: 'object',
        required: ['rule', 'message'],
        properties: { rule: str, tool: str, message: str },
      },
    },
    fatal,
  },
} as const;

export const registeredServerSchema = {
  type: 'object',
  required: ['serverId', 'certification'],
  properties: { serverId: str, certification: certificationSummarySchema },
} as const;

export const certificationDetailSchema = {
  type: 'object',
  required: [...certificationSummarySchema.required, 'serverId', 'report'],
  properties: {
    ...certificationSummarySchema.properties,
    serverId: str,
    // The certifier's report (asixto-certify --json): findings, listed tools, skipped checks.
    report: { type: 'object', additionalProperties: true },
  },
} as const;

export const toolListSchema = {
  type: 'object',
  required: ['tools'],
  properties: {
    tools: {
      type: 'array',
      items: {
        type: 'object',
        required: ['serverId', 'name', 'prefixedName', 'level', 'capabilities', 'pin', 'exposable'],
        properties: {
          serverId: str,
          name: str,
          prefixedName: str,
          title: str,
          level: { type: 'string', enum: [...ACCESS_LEVELS] },
          capabilities: { type: 'array', items: { type: 'string', enum: [...SCENARIO_KEYS] } },
          verb: str,
          pin: { type: 'string', enum: ['certified', 'changed', 'uncertified'] },
          exposable: { type: 'boolean' },
        },
      },
    },
  },
} as const;

export const ruleListSchema = {
  type: 'object',
  required: ['rules'],
  properties: {
    rules: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'level', 'page', 'scope', 'heuristic'],
        properties: {
          id: str,
          level: { type: 'string', enum: [...RULE_LEVELS] },
          page: { type: 'string', enum: ['02', '04', '05', '06', '07'] },
          scope: { type: 'string', enum: [...RULE_SCOPES] },
          heuristic: { type: 'boolean' },
        },
      },
    },
  },
} as const;

export const previewBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['context'],
  properties: { context: contextSchema },
} as const;

export const exposurePreviewSchema = {
  type: 'object',
  required: ['catalog', 'hidden'],
  properties: {
    catalog: {
      type: 'object',
      required: ['tools', 'openai', 'anthropic', 'verbsText'],
      properties: {
        tools: { type: 'array', items: anyJson },
        openai: { type: 'array', items: anyJson },
        anthropic: { type: 'array', items: anyJson },
        verbsText: str,
      },
    },
    hidden: {
      type: 'array',
      items: {
        type: 'object',
        required: ['serverId', 'tool', 'prefixedName', 'reason'],
        properties: {
          serverId: str,
          tool: str,
          prefixedName: str,
          reason: {
            type: 'string',
            enum: ['not_certified', 'changed', 'policy', 'channel', 'scenario', 'level', 'shadowed'],
          },
        },
      },
    },
  },
} as const;

export const callOutcomeSchema = {
  type: 'object',
  required: ['outcome', 'text', 'truncated', 'requestId', 'latencyMs', 'attempts'],
  properties: {
    outcome: { type: 'string', enum: [...OUTCOMES] },
    text: str,
    structured: anyJson,
    errorType: str,
    truncated: { type: 'boolean' },
    requestId: str,
    latencyMs: { type: 'number' },
    attempts: count,
    leaks: leaksSchema,
    reason: str,
  },
} as const;

export const callRecordSchema = {
  type: 'object',
  required: ['at', 'company', 'tool', 'outcome', 'attempts', 'latencyMs', 'truncated', 'requestId'],
  properties: {
    at: timestamp,
    company: str,
    serverId: str,
    tool: str,
    outcome: { type: 'string', enum: [...OUTCOMES] },
    errorType: str,
    attempts: count,
    latencyMs: { type: 'number' },
    truncated: { type: 'boolean' },
    requestId: str,
    leaks: leaksSchema,
  },
} as const;

/** Filters of the recent calls and of their stream (query strings are text: no coercion). */
export const callFilterQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    company: {
      type: 'string',
      minLength: 1,
      maxLength: LIMITS.companySlugMax,
      pattern: COMPANY_SLUG_PATTERN,
    },
    tool: { type: 'string', minLength: 1, maxLength: LIMITS.providerNameMax },
    outcome: { type: 'string', enum: [...OUTCOMES] },
  },
} as const;

export const callListQuerySchema = {
  ...callFilterQuerySchema,
  properties: {
    ...callFilterQuerySchema.properties,
    limit: {
      type: 'string',
      pattern: '^[1-9][0-9]{0,2}$',
      description: 'at most this many (1-999), newest first',
    },
  },
} as const;

export const callListSchema = {
  type: 'object',
  required: ['calls'],
  properties: { calls: { type: 'array', items: callRecordSchema } },
} as const;

const nullableMs = { type: ['number', 'null'] } as const;

export const overviewSchema = {
  type: 'object',
  required: ['windowMinutes', 'generatedAt', 'servers'],
  properties: {
    windowMinutes: count,
    generatedAt: timestamp,
    servers: {
      type: 'array',
      items: {
        type: 'object',
        required: ['serverId', 'company', 'url', 'status', 'breaker', 'minutes', 'totals'],
        properties: {
          serverId: str,
          company: str,
          url: str,
          status: STATUS,
          breaker: BREAKER,
          minutes: {
            type: 'array',
            items: {
              type: 'object',
              required: ['at', 'calls', 'errors', 'p50Ms', 'p99Ms'],
              properties: {
                at: timestamp,
                calls: count,
                errors: count,
                p50Ms: nullableMs,
                p99Ms: nullableMs,
              },
            },
          },
          totals: {
            type: 'object',
            required: ['calls', 'errorRate', 'p50Ms', 'p99Ms'],
            properties: { calls: count, errorRate: { type: 'number' }, p50Ms: nullableMs, p99Ms: nullableMs },
          },
        },
      },
    },
  },
} as const;

/** `/healthz`: `{ status }` for anyone; the admin token also gets the counts, problems and servers. */
export const healthSchema = {
  type: 'object',
  required: ['status'],
  properties: {
    status: { type: 'string', enum: ['ok', 'degraded', 'failing', 'closed'] },
    problems: strings,
    tenants: count,
    servers: {
      type: 'object',
      required: ['total', 'byStatus', 'detail'],
      properties: {
        total: count,
        byStatus: {
          type: 'object',
          properties: Object.fromEntries(SERVER_STATUSES.map((s) => [s, count])),
          additionalProperties: false,
        },
        detail: {
          type: 'array',
          items: {
            type: 'object',
            required: ['id', 'company', 'status', 'breaker'],
            properties: { id: str, company: str, status: STATUS, breaker: BREAKER },
          },
        },
      },
    },
    sharedCache: sharedCacheSchema,
  },
} as const;

export const metricsTextSchema = {
  description: 'Prometheus text exposition format',
  content: { 'text/plain': { schema: { type: 'string' } } },
} as const;
