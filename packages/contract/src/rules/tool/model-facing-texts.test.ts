import { describe, expect, it } from 'vitest';
import { abrirCasoSoporte } from '../__fixtures__/tools.js';
import { modelFacingTexts } from './model-facing-texts.js';

describe('modelFacingTexts', () => {
  it('lists every text the model reads, with its pointer and kind', () => {
    const tool = {
      ...abrirCasoSoporte(),
      annotations: { title: 'Abrir caso', readOnlyHint: false },
      outputSchema: { type: 'object', properties: { radicado: { type: 'string', $comment: 'RAD-…' } } },
    };
    const texts = modelFacingTexts(tool);
    const at = (path: string) => texts.find((t) => t.path === path && t.kind !== 'schema-key');
    expect(at('/name')).toMatchObject({ kind: 'name', text: 'abrir_caso_soporte' });
    expect(at('/title')?.kind).toBe('title');
    expect(at('/annotations/title')).toMatchObject({ kind: 'title', text: 'Abrir caso' });
    expect(at('/description')?.kind).toBe('description');
    expect(at('/_meta/com.asixto~1verb')).toMatchObject({ kind: 'verb', text: 'abrir un caso de soporte' });
    expect(texts).toContainEqual({
      kind: 'schema-key',
      text: 'documento',
      path: '/inputSchema/properties/documento',
    });
    expect(at('/inputSchema/properties/tipo/enum/1')).toMatchObject({
      kind: 'schema-value',
      text: 'instalacion',
    });
    expect(at('/outputSchema/properties/radicado/$comment')).toMatchObject({ kind: 'schema-prose' });
  });

  it('reaches nested parameters, $defs and combinator branches without following $ref', () => {
    const tool = {
      name: 'x',
      inputSchema: {
        type: 'object',
        properties: { a: { anyOf: [{ $ref: '#/$defs/b' }, { type: 'null' }] } },
        $defs: { b: { type: 'object', properties: { c: { type: 'string', description: 'hondo' } } } },
      },
    };
    const paths = modelFacingTexts(tool).map((t) => t.path);
    expect(paths).toContain('/inputSchema/$defs/b/properties/c/description');
    expect(paths).toContain('/inputSchema/properties/a/anyOf/0/$ref');
  });

  it('is total and safe on cycles and huge definitions', () => {
    expect(modelFacingTexts(null)).toEqual([]);
    expect(modelFacingTexts('x')).toEqual([]);
    const cyclic: Record<string, unknown> = { type: 'object' };
    cyclic.properties = { self: cyclic };
    expect(modelFacingTexts({ name: 'x', inputSchema: cyclic }).length).toBeGreaterThan(0);
    let deep: Record<string, unknown> = { description: 'fondo' };
    for (let i = 0; i < 100_000; i++) deep = { items: deep };
    const texts = modelFacingTexts({ name: 'x', inputSchema: deep });
    expect(texts.at(-1)?.text).toBe('fondo');
  });
});
