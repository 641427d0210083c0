import { describe, expect, it } from 'vitest';
import { pointerOf, replaceInJson, walkJson } from './json-walk.js';

describe('walkJson', () => {
  it('visits strings and members with their pointers, in document order', () => {
    const walk = walkJson({ a: ['x', { 'b/c': 'y' }], 'd~': 'z', n: 1 }, { maxNodes: 100, maxDepth: 8 });
    expect(walk.strings.map((s) => [pointerOf(walk, s), s.value])).toEqual([
      ['/a/0', 'x'],
      ['/a/1/b~1c', 'y'],
      ['/d~0', 'z'],
    ]);
    expect(walk.members.map((m) => m.key)).toEqual(['a', 'b/c', 'd~', 'n']);
    expect(pointerOf(walkJson('root', { maxNodes: 1, maxDepth: 0 }), { parent: -1, key: '' })).toBe('');
  });

  it('stops at its bounds and lists what it did not visit', () => {
    let deep: unknown = 'fondo';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    const walk = walkJson(deep, { maxNodes: 1_000_000, maxDepth: 10 });
    expect(walk.strings).toEqual([]);
    expect(walk.cut).toHaveLength(1);
    expect(walkJson(['a', 'b', 'c'], { maxNodes: 2, maxDepth: 4 }).cut).toHaveLength(2);
  });
});

describe('replaceInJson', () => {
  it('copies only the containers on the way to a change', () => {
    const root = { a: { b: 'x' }, c: { d: 'y' } };
    const walk = walkJson(root, { maxNodes: 100, maxDepth: 8 });
    const target = walk.strings.find((s) => s.value === 'x');
    const out = replaceInJson(root, walk, [[target as NonNullable<typeof target>, 'z']]) as typeof root;
    expect(out).toEqual({ a: { b: 'z' }, c: { d: 'y' } });
    expect(out.c).toBe(root.c);
    expect(root.a.b).toBe('x');
  });
});
