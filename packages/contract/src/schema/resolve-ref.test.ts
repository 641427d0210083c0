import { describe, expect, it } from 'vitest';
import { deref, resolveLocalRef } from './resolve-ref.js';

const root = {
  $defs: { 'a/b': { type: 'string' }, 'c~d': { type: 'integer' }, list: [{ type: 'null' }] },
  definitions: { x: { $ref: '#/definitions/y' }, y: { type: 'boolean' } },
};

describe('resolveLocalRef', () => {
  it('follows JSON pointers with escapes and array indexes', () => {
    expect(resolveLocalRef(root, '#')).toBe(root);
    expect(resolveLocalRef(root, '#/$defs/a~1b')).toEqual({ type: 'string' });
    expect(resolveLocalRef(root, '#/$defs/c~0d')).toEqual({ type: 'integer' });
    expect(resolveLocalRef(root, '#/$defs/list/0')).toEqual({ type: 'null' });
  });
  it('returns undefined for remote, missing or inherited targets', () => {
    for (const ref of [
      'https://x.co/s.json',
      '#/$defs/zz',
      '#/$defs/list/01',
      '#/constructor',
      '#/$defs/%E0%A4%A',
    ]) {
      expect(resolveLocalRef(root, ref), ref).toBeUndefined();
    }
  });
});

describe('deref', () => {
  it('follows chains, merges siblings and stops cycles', () => {
    expect(deref({ $ref: '#/definitions/x', description: 'd' }, root, new Set())).toMatchObject({
      ok: true,
      schema: { type: 'boolean', description: 'd' },
    });
    const cyclic = { $defs: { a: { $ref: '#/$defs/b' }, b: { $ref: '#/$defs/a' } } };
    expect(deref({ $ref: '#/$defs/a' }, cyclic, new Set())).toMatchObject({ ok: false, reason: 'cycle' });
    expect(deref({ $ref: '#/nope' }, cyclic, new Set())).toMatchObject({ ok: false, reason: 'unresolved' });
  });
});
