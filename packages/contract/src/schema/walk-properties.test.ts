import { describe, expect, it } from 'vitest';
import { walkProperties } from './walk-properties.js';

describe('walkProperties', () => {
  it('visits nested properties, nullable branches and array items in document order', () => {
    const schema = {
      type: 'object',
      required: ['a'],
      properties: {
        a: { type: 'string' },
        b: {
          anyOf: [
            { type: 'object', properties: { c: { type: 'integer' } }, required: ['c'] },
            { type: 'null' },
          ],
        },
        l: { type: 'array', items: { $ref: '#/$defs/item' } },
      },
      $defs: { item: { type: 'object', properties: { d: { type: 'boolean' } } } },
    };
    const seen: string[] = [];
    const objects: string[] = [];
    const walk = walkProperties(schema, {
      property: (p) => seen.push(`${p.name}@${p.depth}${p.required ? '!' : ''} ${p.path}`),
      object: (o) => objects.push(`${o.path}@${o.depth}`),
    });
    expect(walk.complete).toBe(true);
    expect(seen).toEqual([
      'a@1! /properties/a',
      'b@1 /properties/b',
      'b.c@2! /properties/b/properties/c',
      'l@1 /properties/l',
      'l[].d@2 /properties/l/items/properties/d',
    ]);
    expect(objects).toEqual(['@0', '/properties/b@1', '/properties/l/items@1']);
  });

  it('is total on junk and stops on self-references', () => {
    for (const junk of [null, 3, 'x', [], { properties: 'x' }, { properties: { a: null } }]) {
      expect(() => walkProperties(junk, { property: () => undefined })).not.toThrow();
    }
    const tree = { type: 'object', properties: { hijo: { $ref: '#' } } };
    const names: string[] = [];
    walkProperties(tree, { property: (p) => names.push(p.name) });
    expect(names).toEqual(['hijo', 'hijo.hijo']);
  });

  it('reports an incomplete walk when the step budget runs out', () => {
    const defs: Record<string, unknown> = { d30: { type: 'string' } };
    for (let i = 0; i < 30; i++) {
      const next = { $ref: `#/$defs/d${i + 1}` };
      defs[`d${i}`] = { type: 'object', properties: { a: next, b: next } };
    }
    const walk = walkProperties(
      { type: 'object', properties: { r: { $ref: '#/$defs/d0' } }, $defs: defs },
      {},
    );
    expect(walk.complete).toBe(false);
  });
});
