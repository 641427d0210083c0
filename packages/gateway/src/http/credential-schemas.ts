// The upstream credential in the HTTP API: what registration accepts (never echoed back) and what
// a server's view shows of an OAuth token (its expiry and last refresh, never the token).
const field = { type: 'string', minLength: 1, maxLength: 1024 } as const;

export const upstreamCredentialSchema = {
  oneOf: [
    {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'token'],
      properties: {
        type: { const: 'bearer' },
        token: { type: 'string', minLength: 1, maxLength: 4096 },
      },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'clientId'],
      properties: {
        type: { const: 'oauth-client-credentials' },
        clientId: field,
        clientSecret: field,
        privateKeyJwk: {
          type: 'object',
          maxProperties: 16,
          additionalProperties: { type: 'string', maxLength: 4096 },
        },
        scope: field,
        issuer: { type: 'string', minLength: 1, maxLength: 2048 },
      },
    },
  ],
} as const;

const timestampOrNull = { type: ['string', 'null'], format: 'date-time' } as const;

/** An OAuth server's token, as its status shows it; absent for other credentials. */
export const tokenStatusSchema = {
  type: 'object',
  required: ['expiresAt', 'lastRefreshAt', 'lastError'],
  properties: {
    expiresAt: timestampOrNull,
    lastRefreshAt: timestampOrNull,
    lastError: {
      type: ['object', 'null'],
      required: ['code', 'problem', 'at'],
      properties: {
        code: { type: 'string' },
        problem: { type: 'string' },
        at: { type: 'string', format: 'date-time' },
      },
    },
  },
} as const;

export const authTypeSchema = {
  type: ['string', 'null'],
  enum: ['bearer', 'oauth', null],
} as const;
