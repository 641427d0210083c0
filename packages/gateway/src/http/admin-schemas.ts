import { ACCESS_LEVELS, RULE_LEVELS, RULE_SCOPES, SCENARIO_KEYS } from '@asixto/contract';
import { authTypeSchema, tokenStatusSchema } from './credential-schemas.js';
import { SERVER_STATUSES } from '../registry/registry-store.js';
import { sharedCacheSchema } from './shared-cache-schema.js';
import { contextSchema, mcpToolSchema } from './route-schemas.js';
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
    'hasTestData',
    'testEnvironment',
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
    hasTestData: { type: 'boolean' },
    testEnvironment: { type: 'boolean' },
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
        tools: { type: 'array', items: mcpToolSchema },
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
