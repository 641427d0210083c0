import type { CallProbe, IdempotencyProbe } from '../call-probe.js';

/** A compliant nominal chat call; override one part to break it. */
export function callProbe(overrides: Partial<CallProbe> = {}): CallProbe {
  return {
    tool: 'buscar_productos',
    purpose: 'nominal',
    channel: 'chat',
    timezone: 'Asia/Kathmandu',
    nullParams: [],
    outcome: 'result',
    httpStatus: 200,
    resultType: 'complete',
    isError: false,
    text: 'Encontré 1 producto.',
    firstText: 'Encontré 1 producto.',
    structuredContent: { items: [{ nombre: 'Router' }], total: 1 },
    hasOutputSchema: true,
    outputSchemaErrors: [],
    ...overrides,
  };
}

/** The page 06 error result, as a call snapshot. */
export function errorProbe(error: Record<string, unknown>, overrides: Partial<CallProbe> = {}): CallProbe {
  const text = JSON.stringify({ error });
  return callProbe({ isError: true, text, firstText: text, structuredContent: { error }, ...overrides });
}

export function idempotencyProbe(overrides: Partial<IdempotencyProbe> = {}): IdempotencyProbe {
  return {
    tool: 'abrir_caso_soporte',
    firstOk: true,
    sequentialSame: true,
    concurrentSame: true,
    differentKeyChanged: true,
    ...overrides,
  };
}
