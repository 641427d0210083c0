import { ACCESS_ROLES, ALL_COMPANIES } from '../access/access-role.js';
import { KEY_ID_PATTERN } from '../access/api-key.js';
import { AUDIT_ACTIONS } from '../access/audit-actions.js';
import { slug } from './route-schemas.js';

/** JSON Schemas of the keys, audit and whoami routes: what they take and what they answer. */

const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const timestamp = { type: 'string', format: 'date-time' } as const;
const nullableTimestamp = { type: ['string', 'null'], format: 'date-time' } as const;
const role = { type: 'string', enum: [...ACCESS_ROLES] } as const;
const companies = { type: 'array', items: str } as const;

/** A label people read in listings and the audit trail: printable, no control characters. */
const LABEL_PATTERN = '^[^\\u0000-\\u001f\\u007f]+$';

export const keyBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['role', 'label'],
  properties: {
    role,
    companies: {
      type: ['array', 'null'],
      minItems: 1,
      maxItems: 100,
      items: { anyOf: [slug, { const: ALL_COMPANIES }] },
      description: 'company slugs; `["*"]` (every company) only for runtime keys made by a platform admin',
    },
    label: { type: 'string', minLength: 1, maxLength: 100, pattern: LABEL_PATTERN },
    expiresAt: { type: ['string', 'null'], format: 'date-time', maxLength: 40 },
  },
} as const;

export const keyParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: KEY_ID_PATTERN } },
} as const;

const keyFields = {
  id: str,
  role,
  companies,
  label: str,
  createdAt: timestamp,
  expiresAt: nullableTimestamp,
} as const;

export const createdKeySchema = {
  type: 'object',
  required: ['id', 'key', 'role', 'companies', 'label', 'createdAt', 'expiresAt'],
  properties: {
    ...keyFields,
    key: { type: 'string', description: 'the secret key (`asxk_…`): shown in this answer only' },
  },
} as const;

export const keySchema = {
  type: 'object',
  required: [
    'id',
    'role',
    'companies',
    'label',
    'createdAt',
    'createdBy',
    'expiresAt',
    'revokedAt',
    'lastUsedAt',
  ],
  properties: {
    ...keyFields,
    createdBy: { type: 'string', description: 'the creating key id, or `env`' },
    revokedAt: nullableTimestamp,
    lastUsedAt: { ...nullableTimestamp, description: 'updated at most once a minute' },
  },
} as const;

export const keyListSchema = {
  type: 'object',
  required: ['keys'],
  properties: { keys: { type: 'array', items: keySchema } },
} as const;

export const auditQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    company: slug,
    actor: {
      type: 'string',
      pattern: `^(env|${KEY_ID_PATTERN.slice(1, -1)})$`,
      description: 'a key id, or `env`',
    },
    action: { type: 'string', enum: [...AUDIT_ACTIONS] },
    since: { type: 'string', format: 'date-time', maxLength: 40 },
    cursor: {
      type: 'string',
      pattern: '^[1-9][0-9]{0,15}$',
      description: "the previous page's `nextCursor`",
    },
    limit: {
      type: 'string',
      pattern: '^[1-9][0-9]{0,2}$',
      description: 'at most this many (1-999, default 100)',
    },
  },
} as const;

export const auditListSchema = {
  type: 'object',
  required: ['entries', 'nextCursor'],
  properties: {
    entries: {
      type: 'array',
      items: {
        type: 'object',
        required: ['at', 'actor', 'actorLabel', 'role', 'action', 'company', 'target', 'outcome'],
        properties: {
          at: timestamp,
          actor: { type: 'string', description: 'a key id, or `env`' },
          actorLabel: nullableStr,
          role,
          action: str,
          company: nullableStr,
          target: nullableStr,
          outcome: { type: 'string', description: '`ok`, or the error code the API answered' },
        },
      },
    },
    nextCursor: { ...nullableStr, description: 'pass as `cursor` for older entries; null at the end' },
  },
} as const;

export const whoamiSchema = {
  type: 'object',
  required: ['source', 'keyId', 'label', 'role', 'companies', 'expiresAt'],
  properties: {
    source: { type: 'string', enum: ['env', 'key'] },
    keyId: nullableStr,
    label: nullableStr,
    role,
    companies,
    expiresAt: nullableTimestamp,
  },
} as const;
