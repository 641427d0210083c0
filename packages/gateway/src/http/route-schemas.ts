import { ACCESS_LEVELS, CHANNELS, LANGS, LIMITS, SCENARIO_KEYS } from '@asixto/contract';
import { upstreamCredentialSchema } from './credential-schemas.js';
import {
  COMPANY_SLUG_PATTERN,
  CONVERSATION_ID_PATTERN,
  OPAQUE_ID_PATTERN,
} from '../context/context-patterns.js';
import type { AgentContextBody } from './request-context.js';

/**
 * JSON Schemas of the HTTP API (validated by Fastify's ajv with `removeAdditional` and type
 * coercion off, so what is not declared is refused with a 400 that names the field).
 */

/** A company slug (the contract's pattern, 1-17 characters). */
export const slug = {
  type: 'string',
  minLength: 1,
  maxLength: LIMITS.companySlugMax,
  pattern: COMPANY_SLUG_PATTERN,
} as const;

const id = { type: 'string', minLength: 1, maxLength: 200 } as const;

/** The agent's per-turn context, as `catalogFor(context)` and `callTool(context, …)` take it. */
export const contextSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['company', 'conversationId', 'channel', 'scenario', 'agentLevel'],
  properties: {
    company: slug,
    conversationId: { type: 'string', minLength: 1, maxLength: 128, pattern: CONVERSATION_ID_PATTERN },
    channel: { type: 'string', enum: [...CHANNELS] },
    scenario: { type: 'string', enum: [...SCENARIO_KEYS] },
    agentLevel: { type: 'string', enum: [...ACCESS_LEVELS] },
    priceListId: { type: ['string', 'null'], minLength: 1, maxLength: 128 },
    currency: { type: ['string', 'null'], pattern: '^[A-Z]{3}$' },
    timezone: { type: ['string', 'null'], minLength: 1, maxLength: 64 },
    requestId: { type: ['string', 'null'], pattern: OPAQUE_ID_PATTERN },
    lang: { type: ['string', 'null'], enum: [...LANGS, null] },
  },
} as const;

export const CATALOG_FORMATS = ['mcp', 'openai', 'anthropic'] as const;
export type CatalogFormat = (typeof CATALOG_FORMATS)[number];

export const catalogBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['context'],
  properties: {
    context: contextSchema,
    format: { type: 'string', enum: [...CATALOG_FORMATS] },
  },
} as const;

/** The body `callBodySchema` admits: `/v1/call` and the console's playground call. */
export interface CallBody {
  context: AgentContextBody;
  name: string;
  arguments?: Record<string, unknown> | null;
}

export const callBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['context', 'name'],
  properties: {
    context: contextSchema,
    name: { type: 'string', minLength: 1, maxLength: LIMITS.providerNameMax, pattern: '^[a-zA-Z0-9_-]+$' },
    // The tool's own schema validates the content; here only the shape (null ≡ absent, page 05).
    arguments: { type: ['object', 'null'] },
  },
} as const;

export const tenantBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['company', 'name', 'currency', 'timezone'],
  properties: {
    company: slug,
    name: { type: 'string', minLength: 1, maxLength: 200 },
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    timezone: { type: 'string', minLength: 1, maxLength: 64 },
    policy: { type: ['object', 'null'] },
  },
} as const;

export const serverBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['url'],
  properties: {
    url: { type: 'string', minLength: 1, maxLength: 2048 },
    token: { type: ['string', 'null'], minLength: 1, maxLength: 4096 },
    credential: upstreamCredentialSchema,
  },
} as const;

/**
 * `PATCH /v1/servers/:id`: a new credential (`token`, or `credential` — not both), test data (the
 * certifier's fixtures format; `null` removes it; its shape is checked by the certifier's own
 * check), the test-environment mark. At least one field.
 */
export const serverPatchBodySchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    token: { type: 'string', minLength: 1, maxLength: 4096 },
    credential: upstreamCredentialSchema,
    testData: { type: ['object', 'null'], maxProperties: 500 },
    testEnvironment: { type: 'boolean' },
  },
  not: { required: ['token', 'credential'] },
} as const;

export const companyParamsSchema = {
  type: 'object',
  required: ['company'],
  properties: { company: slug },
} as const;

export const serverParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id },
} as const;

export const errorResponseSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string' },
        message: { type: 'string' },
        field: { type: 'string' },
        requestId: { type: 'string' },
        /** The server a refused credential belongs to (it is stored: replace its credential). */
        serverId: { type: 'string' },
      },
    },
  },
} as const;

/** The error replies every route may give, declared for serialization and the API description. */
export const ERROR_REPLIES = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  /** Failed authentication from the address throttled (`AUTH_THROTTLED`), or a runtime rate limit. */
  429: errorResponseSchema,
};

const openObject = { type: 'object', additionalProperties: true } as const;

/** An MCP tool as a catalog lists it (open: what a later revision adds is passed on as it is). */
export const mcpToolSchema = {
  type: 'object',
  additionalProperties: true,
  required: ['name', 'description', 'inputSchema'],
  properties: {
    name: { type: 'string' },
    title: { type: 'string' },
    description: { type: 'string' },
    inputSchema: openObject,
    outputSchema: openObject,
    annotations: openObject,
  },
} as const;

/**
 * `/v1/catalog`'s answer. A tool's shape is the provider's (`format`) and carries the tenant's
 * own schemas, so each one is an open object, serialized as it is.
 */
export const catalogReplySchema = {
  type: 'object',
  required: ['tools', 'verbsText', 'requestId'],
  properties: {
    tools: {
      type: 'array',
      description:
        'The exposed tools in the shape `format` asked for: MCP tools (`name`, `title`, `description`, `inputSchema`, …), OpenAI function tools or Anthropic tools.',
      items: openObject,
    },
    verbsText: {
      type: 'string',
      description:
        'One sentence telling the model what it can do in this turn (empty when no tool has a verb).',
    },
    requestId: { type: 'string' },
  },
} as const;
