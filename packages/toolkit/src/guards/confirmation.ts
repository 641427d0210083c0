import { z } from 'zod';

/**
 * The explicit confirmation field guarantee 4 (page 05) asks of every irreversible operation:
 * `true` only, required. The model must set it after the customer said yes; anything else is
 * refused by schema validation before the handler runs.
 *
 * @example
 * input: z.strictObject({ documento: z.string().max(20), confirmacion: confirmation() }),
 */
export function confirmation(
  description = 'Debe ser true, y solo después de que el cliente confirmó explícitamente la operación.',
): z.ZodLiteral<true> {
  return z.literal(true).describe(description);
}
