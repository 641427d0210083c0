import { defineTool, fail, page, say } from '@asixto/toolkit';
import { z } from 'zod';
import type { TenantData } from '../database/sql.js';
import { messagesIn } from '../messages.js';
import { copConverter, resolvePriceList } from './shared.js';

const CATEGORIAS = ['herramientas', 'electricidad', 'plomeria', 'pintura', 'jardineria'] as const;

interface ItemRow {
  nombre: string;
  categoria: string;
  descripcion: string;
  disponible: number;
  precio_cop: number;
}

/** buscar_items (R): catalog search, price from the conversation's price list, paginated. */
export function buscarItems(data: TenantData) {
  return defineTool({
    name: 'buscar_items',
    title: 'Buscar productos',
    description:
      'Busca productos del catálogo por texto o categoría y devuelve nombre, precio final y disponibilidad, por páginas. No la uses para consultar pedidos, citas ni casos.',
    input: z.strictObject({
      texto: z
        .string()
        .max(80)
        .nullable()
        .optional()
        .describe('Palabras a buscar en el nombre o la descripción.'),
      categoria: z.enum(CATEGORIAS).nullable().optional().describe('Categoría del catálogo.'),
      limit: z
        .number()
        .int()
        .min(1)
        .max(25)
        .nullable()
        .optional()
        .describe('Cuántos resultados devolver (10 por omisión).'),
      offset: z
        .number()
        .int()
        .min(0)
        .max(10_000)
        .nullable()
        .optional()
        .describe('Desde qué resultado seguir (0 por omisión).'),
    }),
    output: z.object({
      items: z.array(
        z.object({
          nombre: z.string(),
          categoria: z.enum(CATEGORIAS),
          descripcion: z.string(),
          precio: z.number(),
          moneda: z.string(),
          precio_texto: z.string(),
          disponible: z.boolean(),
        }),
      ),
      total: z.number().int(),
      limit: z.number().int(),
      offset: z.number().int(),
      next_offset: z.number().int().nullable(),
    }),
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    capabilities: ['informacion_productos', 'ventas'],
    verb: 'buscar productos y precios',
    handler: async ({ texto, categoria, limit, offset }, { meta, lang, log }) => {
      const t = messagesIn(lang);
      const { list, known } = resolvePriceList(meta.priceListId);
      if (!known) log.warn({ priceListId: meta.priceListId }, 'unknown price list: using the default one');
      const where: string[] = ['p.lista = ?'];
      const params: unknown[] = [list];
      if (texto) {
        // lower() on both sides: each engine folds the text and the pattern the same way.
        where.push('(lower(i.nombre) LIKE lower(?) OR lower(i.descripcion) LIKE lower(?))');
        const q = `%${texto.replace(/[%_]/g, '')}%`;
        params.push(q, q);
      }
      if (categoria) {
        where.push('i.categoria = ?');
        params.push(categoria);
      }
      // The WHERE clause is one of four fixed texts, never built from input: values go in parameters.
      const rows = await data.read.all<ItemRow>(
        `SELECT i.nombre, i.categoria, i.descripcion, i.disponible, p.precio_cop
           FROM items i JOIN precios p ON p.item_id = i.id WHERE ${where.join(' AND ')} ORDER BY i.id`,
        params,
      );
      // Any price needs the currency's rate (never a wrong amount); an empty search needs none.
      const toCurrency =
        (await copConverter(data.read, meta.currency)) ?? (rows.length === 0 ? () => 0 : null);
      if (!toCurrency) return fail.system(t('pricesCurrency'), { currency: meta.currency });
      const items = rows.map((row) => {
        const precio = toCurrency(row.precio_cop);
        return {
          nombre: row.nombre,
          categoria: row.categoria as (typeof CATEGORIAS)[number],
          descripcion: row.descripcion,
          precio,
          moneda: meta.currency,
          precio_texto: say.money(precio, meta.currency, lang),
          disponible: row.disponible === 1,
        };
      });
      return page(items, {
        limit,
        offset,
        channel: meta.channel,
        lang,
        emptyText: t('itemsEmpty'),
        render: (i) =>
          meta.channel === 'voice'
            ? t(i.disponible ? 'itemVoice' : 'itemVoiceSoldOut', { nombre: i.nombre, precio: i.precio_texto })
            : t(i.disponible ? 'itemChat' : 'itemChatSoldOut', {
                nombre: i.nombre,
                precio: i.precio_texto,
                descripcion: i.descripcion,
              }),
      });
    },
  });
}
