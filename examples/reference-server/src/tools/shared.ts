import { z } from 'zod';
import { DEFAULT_PRICE_LIST, PRICE_LISTS } from '../database/migrations.js';
import type { Sql } from '../database/sql.js';

/** The customer document, as the customer says it (type prefix + number). */
export const documentoSchema = z
  .string()
  .min(3)
  .max(20)
  .describe('Documento del cliente con su tipo, por ejemplo CC1032456789 o NIT9001234567.');

/** Normalises a document as spoken or typed ("cc 1.032.456.789" ⇒ "CC1032456789"). */
export function normalizeDocumento(documento: string): string {
  return documento.replace(/[\s.-]/g, '').toUpperCase();
}

/** Currencies with cents are rounded to two decimals, pesos to whole units. */
const WHOLE_CURRENCIES = new Set(['COP', 'CLP']);

/**
 * The converter from COP to the tenant currency, with the reference rate of the `tasas` table
 * (read once per call, whatever the number of amounts). Null when the currency has no rate (the
 * caller answers an error instead of a wrong amount).
 */
export async function copConverter(
  sql: Sql,
  currency: string,
): Promise<((amountCop: number) => number) | null> {
  const rate = await sql.one<{ cop_por_unidad: number }>(
    'SELECT cop_por_unidad FROM tasas WHERE moneda = ?',
    [currency],
  );
  if (!rate) return null;
  const perUnit = rate.cop_por_unidad;
  return (amountCop) => {
    const value = amountCop / perUnit;
    return WHOLE_CURRENCIES.has(currency) ? Math.round(value) : Math.round(value * 100) / 100;
  };
}

/** Resolves `com.asixto/priceListId` to one of our lists (`mayorista`, `pl_mayorista`…); unknown ⇒ default. */
export function resolvePriceList(priceListId: string | null): { list: string; known: boolean } {
  if (priceListId === null) return { list: DEFAULT_PRICE_LIST, known: true };
  const id = priceListId.toLowerCase().replace(/^pl_/, '');
  return (PRICE_LISTS as readonly string[]).includes(id)
    ? { list: id, known: true }
    : { list: DEFAULT_PRICE_LIST, known: false };
}
