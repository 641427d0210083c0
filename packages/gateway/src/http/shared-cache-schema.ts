import { REJECTION_REASONS } from '../catalog/shared-entry-rejections.js';

const count = { type: 'integer', minimum: 0 } as const;
const str = { type: 'string' } as const;
const timestamp = { type: 'string', format: 'date-time' } as const;

/** `/healthz` (admin): the Redis catalog entries this instance refused (see redis-catalog-cache.ts). */
export const sharedCacheSchema = {
  type: 'object',
  description: 'Redis catalog entries this instance refused since it started (cluster mode).',
  required: ['total', 'byReason', 'recent'],
  properties: {
    total: count,
    byReason: {
      type: 'object',
      properties: Object.fromEntries(REJECTION_REASONS.map((r) => [r, count])),
      additionalProperties: false,
    },
    recent: {
      type: 'array',
      items: {
        type: 'object',
        required: ['serverId', 'reason', 'at'],
        properties: {
          serverId: str,
          reason: { type: 'string', enum: [...REJECTION_REASONS] },
          at: timestamp,
        },
      },
    },
  },
} as const;
