import { LEAK_RULE_IDS } from '@asixto/contract';

// What the result guard (call stage 7b) removed, as the admin API documents and serializes it.

const count = { type: 'integer', minimum: 0 } as const;
const rule = { type: 'string', enum: [...LEAK_RULE_IDS] } as const;

/** On a call's outcome and record: what the guard removed from its answer, per rule. */
export const leaksSchema = {
  type: 'array',
  description: 'what the result guard removed from the answer before the model, per rule',
  items: { type: 'object', required: ['rule', 'count'], properties: { rule, count } },
} as const;

/** On a server's view: the calls whose answer the guard had to clean lately (a server that keeps leaking). */
export const serverLeaksSchema = {
  type: 'object',
  description:
    "answers this instance's result guard had to clean in the last minutes (a server that keeps leaking)",
  required: ['windowMinutes', 'calls', 'lastAt', 'rules'],
  properties: {
    windowMinutes: count,
    calls: count,
    lastAt: { type: ['string', 'null'], format: 'date-time' },
    rules: { type: 'array', items: rule },
  },
} as const;
