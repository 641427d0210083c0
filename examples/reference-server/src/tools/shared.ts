import type Database from 'better-sqlite3';
import { z } from 'zod';
import { prepared } from '../database/prepared.js';
import { DEFAULT_PRICE_LIST, PRICE_LISTS } from '../database/open-database.js';

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
 * Converts a COP amount to the tenant currency with the reference rates of the `tasas` table.
 * Returns null when the currency has no rate (the caller answers an error instead of a wrong amount).
 */
export function inCurrency(db: Database.Database, amountCop: number, currency: string): number | null {
  const rate = prepared<[string], { cop_por_unidad: number }>(
    db,
    'SELECT cop_por_unidad FROM tasas WHERE moneda = ?',
  ).get(currency);
  if (!rate) return null;
  const value = amountCop / rate.cop_por_unidad;
  return WHOLE_CURRENCIES.has(currency) ? Math.round(value) : Math.round(value * 100) / 100;
}

/** Resolves `com.asixto/priceListId` to one of our lists (`mayorista`, `pl_mayorista`…); unknown ⇒ default. */
export function resolvePriceList(priceListId: string | null): { list: string; known: boolean } {
  if (priceListId === null) return { list: DEFAULT_PRICE_LIST, known: true };
  const id = priceListId.toLowerCase().replace(/^pl_/, '');
  return (PRICE_LISTS as readonly string[]).includes(id)
    ? { list: id, known: true }
    : { list: DEFAULT_PRICE_LIST, known: false };
}
