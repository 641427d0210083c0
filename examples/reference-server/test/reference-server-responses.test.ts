// The reference server's answers (page 07: size, voice, empty searches, prices and dates), and its
// README's demo data.
import { describe, expect, it } from 'vitest';
import type { CallResult } from './reference-client.js';
import { call, meta, useReferenceServer } from './reference-fixture.js';

useReferenceServer();

describe('reference server: responses (page 07)', () => {
  it('no result text over 3,000 characters; paging walks the whole catalog', async () => {
    const seen: string[] = [];
    let offset: number | null = 0;
    let pages = 0;
    while (offset !== null && pages < 20) {
      const result: CallResult = await call('buscar_items', { limit: 25, offset });
      expect(result.content[0]?.text.length).toBeLessThanOrEqual(3000);
      expect(JSON.stringify(result.structuredContent).length).toBeLessThanOrEqual(3000);
      const items = result.structuredContent?.['items'] as { nombre: string }[];
      seen.push(...items.map((i) => i.nombre));
      offset = result.structuredContent?.['next_offset'] as number | null;
      pages++;
    }
    expect(new Set(seen).size).toBe(41);
    expect(pages).toBeGreaterThan(2);
    const others = [
      await call('consultar_cliente', { documento: 'CC1032456789' }),
      await call('consultar_estado_caso', { radicado: 'RAD-2026-000101', documento: 'CC1032456789' }),
    ];
    for (const r of others) expect(r.content[0]?.text.length).toBeLessThanOrEqual(3000);
  });

  it('voice: at most 3 items, short, no URL', async () => {
    const voice = meta({ 'com.asixto/channel': 'voice' });
    const items = await call('buscar_items', { limit: 10 }, voice);
    expect((items.structuredContent?.['items'] as unknown[]).length).toBeLessThanOrEqual(3);
    const cliente = await call('consultar_cliente', { documento: 'CC1032456789' }, voice);
    for (const r of [items, cliente]) {
      expect(r.content[0]?.text).not.toMatch(/https?:\/\/|www\.|\*\*|\n/);
      expect(r.content[0]?.text.length).toBeLessThanOrEqual(400);
    }
  });

  it('an empty search is a success with total 0', async () => {
    const result = await call('buscar_items', { texto: 'unicornio' });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ items: [], total: 0 });
  });

  it('prices come from the price list and are in the tenant currency; dates carry the tenant offset', async () => {
    const general = await call('buscar_items', { texto: 'Taladro' });
    const mayorista = await call(
      'buscar_items',
      { texto: 'Taladro' },
      meta({ 'com.asixto/priceListId': 'pl_mayorista' }),
    );
    const precio = (r: CallResult): number =>
      (r.structuredContent?.['items'] as { precio: number }[])[0]?.precio ?? NaN;
    expect(precio(mayorista)).toBeLessThan(precio(general));
    const usd = await call('buscar_items', { texto: 'Taladro' }, meta({ 'com.asixto/currency': 'USD' }));
    expect((usd.structuredContent?.['items'] as { moneda: string }[])[0]?.moneda).toBe('USD');
    expect(Math.abs(precio(usd) - precio(general) / 4000)).toBeLessThanOrEqual(0.005 + 1e-9);
    const mx = await call(
      'consultar_cliente',
      { documento: 'CC79456123' },
      meta({ 'com.asixto/timezone': 'America/Mexico_City' }),
    );
    const citas = mx.structuredContent?.['citas_vigentes'] as { fecha: string }[];
    expect(citas[0]?.fecha).toBe('2026-09-08T15:00:00-06:00');
  });
});

describe('reference server README', () => {
  it('lists every seeded customer, appointment, case and item', async () => {
    const { SEED_CASOS, SEED_CITAS, SEED_CLIENTES, SEED_ITEMS } = await import('@asixto/reference-server');
    const { readFileSync } = await import('node:fs');
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    for (const c of SEED_CLIENTES) expect(readme).toContain(`| \`${c.documento}\` | ${c.nombre} |`);
    for (const c of SEED_CITAS) expect(readme).toContain(`| \`${c.codigo}\` | ${c.documento} |`);
    for (const c of SEED_CASOS) expect(readme).toContain(`| \`${c.radicado}\` | ${c.documento} |`);
    for (const i of SEED_ITEMS) expect(readme).toContain(`| ${i.nombre} | ${i.categoria} |`);
  });
});
