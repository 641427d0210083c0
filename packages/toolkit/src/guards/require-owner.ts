import { renderMessage, TOOLKIT_MESSAGES } from '@asixto/contract';
import type { Lang } from '@asixto/contract';
import { ToolFailure } from '../errors.js';

/** Normalises identifiers for comparison: case, spaces, dots and dashes do not make a different owner. */
function normalise(id: string): string {
  return id.replace(/[\s.-]/g, '').toUpperCase();
}

/**
 * Guarantee 2 (page 05): the record must belong to the customer the conversation identified.
 * Throws a `ToolFailure` that the server turns into `PERMISSION` with a message that reveals nothing
 * about the record's real owner.
 *
 * @example
 * requireOwner(cita.documento, args.documento); // throws PERMISSION when they differ
 */
export function requireOwner(
  recordOwner: string | null | undefined,
  identifiedCustomer: string | null | undefined,
  options: { userMessage?: string; lang?: Lang } = {},
): void {
  if (recordOwner && identifiedCustomer && normalise(recordOwner) === normalise(identifiedCustomer)) return;
  throw new ToolFailure(
    'PERMISSION',
    options.userMessage ?? renderMessage(TOOLKIT_MESSAGES, 'notOwner', options.lang),
  );
}
