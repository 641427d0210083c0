import { describe, expect, it } from 'vitest';
import { fail, toolErrorResult } from './fail.js';
import { empty, ok } from './ok.js';
import { cutText } from './cut-text.js';
import { page } from './page.js';
import { shapeResult } from './shape-result.js';
import { voiceText } from './voice-text.js';

describe('fail', () => {
  it('produces the exact page-06 shape, details kept out of the text', () => {
    const result = fail.notFound('No encontré una cita con esos datos.', { id: 42 });
    expect(result.isError).toBe(true);
    expect(result.content).toEqual([
      {
        type: 'text',
        text: '{"error":{"error_type":"NOT_FOUND","user_message":"No encontré una cita con esos datos."}}',
      },
    ]);
    expect(result.structuredContent).toEqual({
      error: {
        error_type: 'NOT_FOUND',
        user_message: 'No encontré una cita con esos datos.',
        details: { id: 42 },
      },
    });
    expect(fail.blocker('x').structuredContent).toEqual({
      error: { error_type: 'BLOCKER', user_message: 'x' },
    });
    expect(fail.validation('x').structuredContent).toMatchObject({ error: { error_type: 'VALIDATION' } });
    expect(fail.permission('x').structuredContent).toMatchObject({ error: { error_type: 'PERMISSION' } });
    expect(fail.system('x').structuredContent).toMatchObject({ error: { error_type: 'SYSTEM' } });
  });

  it('keeps user_message within 200 characters, never splitting a surrogate pair', () => {
    const result = toolErrorResult('SYSTEM', 'a'.repeat(500));
    expect((result.structuredContent?.['error'] as { user_message: string }).user_message).toHaveLength(200);
    const emoji = toolErrorResult('SYSTEM', 'a'.repeat(199) + '😀 y más');
    expect((emoji.structuredContent?.['error'] as { user_message: string }).user_message).toBe(
      'a'.repeat(199),
    );
  });
});

describe('ok and empty', () => {
  it('ok carries the summary and the data', () => {
    expect(ok({ a: 1 }, 'Listo.')).toEqual({
      content: [{ type: 'text', text: 'Listo.' }],
      structuredContent: { a: 1 },
    });
  });
  it('empty is a success with total 0', () => {
    const result = empty('citas');
    expect(result.isError).toBeUndefined();
    expect(result.structuredContent).toEqual({ citas: [], total: 0 });
    expect(result.content[0]?.text).toBe('No encontré resultados.');
  });
});

describe('page', () => {
  const items = Array.from({ length: 60 }, (_, i) => ({
    name: `Producto ${i + 1}`,
    text: `Descripción larga del producto número ${i + 1}, `.repeat(4),
  }));
  const render = (item: { name: string; text: string }): string => `${item.name}: ${item.text}`;

  it('defaults to 10 in chat, caps at 25, and says where the next page starts', () => {
    const short = items.map((i) => ({ name: i.name, text: '' }));
    const first = page(short, { channel: 'chat', render });
    expect(first.structuredContent).toMatchObject({ total: 60, limit: 10, offset: 0, next_offset: 10 });
    expect((first.structuredContent?.['items'] as unknown[]).length).toBe(10);
    const big = page(short, { channel: 'chat', render, limit: 100, offset: 50 });
    expect(big.structuredContent).toMatchObject({ limit: 25, offset: 50, next_offset: null });
    expect((big.structuredContent?.['items'] as unknown[]).length).toBe(10);
  });

  it('holds at most 3 items in voice, without markdown or URLs', () => {
    const result = page(
      items.map((i) => ({ ...i, text: 'ver **https://tienda.example.com/p**' })),
      { channel: 'voice', render, limit: 10 },
    );
    expect((result.structuredContent?.['items'] as unknown[]).length).toBe(3);
    expect(result.content[0]?.text).not.toMatch(/https?:|\*\*|\n/);
  });

  it('shrinks the page until text and data fit 3,000 characters', () => {
    const result = page(items, { channel: 'chat', render, limit: 25 });
    const shown = (result.structuredContent?.['items'] as unknown[]).length;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(25);
    expect(result.content[0]?.text.length).toBeLessThanOrEqual(3000);
    expect(JSON.stringify(result.structuredContent).length).toBeLessThanOrEqual(3000);
    expect(result.structuredContent?.['next_offset']).toBe(shown);
  });

  it('uses a caller-fetched slice when total is given', () => {
    const result = page(items.slice(20, 30), {
      channel: 'chat',
      render: (i) => i.name,
      total: 60,
      offset: 20,
    });
    expect(result.structuredContent).toMatchObject({ total: 60, offset: 20, next_offset: 30 });
    expect(result.content[0]?.text).toContain('21 a 30 de 60');
  });

  it('an empty page is a success with total 0', () => {
    const result = page([], { channel: 'chat', render: String, field: 'citas' });
    expect(result.isError).toBeUndefined();
    expect(result.structuredContent).toEqual({
      citas: [],
      total: 0,
      limit: 10,
      offset: 0,
      next_offset: null,
    });
  });
});

describe('voiceText', () => {
  it('removes URLs, markdown and emojis and keeps it short', () => {
    expect(voiceText('**Listo** 🎉: ver [aquí](https://x.co/a) o https://x.co/b')).toBe('Listo: ver aquí o');
    expect(voiceText('- uno\n- dos')).toBe('uno. dos');
    expect(voiceText('El pedido está en_camino; _ojo_ y __fuerte__.')).toBe(
      'El pedido está en camino; ojo y fuerte.',
    );
    expect(voiceText('palabra '.repeat(100)).length).toBeLessThanOrEqual(400);
  });
});

describe('cutText', () => {
  it('cuts to the limit without splitting a surrogate pair', () => {
    expect(cutText('abc', 5)).toBe('abc');
    expect(cutText('abcdef', 4)).toBe('abcd');
    expect(cutText('ab😀', 3)).toBe('ab');
    expect(cutText('ab😀c', 4)).toBe('ab😀');
  });
});

describe('shapeResult', () => {
  it('holds the summary to 3,000 characters and says how much it cut', () => {
    const long = ok({}, 'x'.repeat(2999) + '😀' + 'y'.repeat(2000));
    const shaped = shapeResult(long, 'chat');
    expect(shaped.result.content[0]?.text).toBe('x'.repeat(2999));
    expect(shaped.cut).toBe(2 + 2000);
    expect(shaped.result.structuredContent).toBe(long.structuredContent);
    const extra = { type: 'text' as const, text: 'detalle' };
    const blocks = shapeResult({ content: [{ type: 'text', text: 'a'.repeat(4000) }, extra] }, 'chat');
    expect(blocks.result.content).toEqual([{ type: 'text', text: 'a'.repeat(3000) }, extra]);
  });

  it('leaves a short chat result and every error untouched', () => {
    const short = ok({ a: 1 }, 'Listo: https://x.co');
    expect(shapeResult(short, 'chat')).toEqual({ result: short, cut: 0 });
    const error = fail.notFound('No encontré **nada**.');
    expect(shapeResult(error, 'voice').result).toBe(error);
  });

  it('cleans the summary for voice', () => {
    const shaped = shapeResult(ok({}, '**Listo**: ver https://x.co/a'), 'voice');
    expect(shaped.result.content[0]?.text).toBe('Listo: ver');
    expect(shaped.cut).toBe(0);
  });
});
