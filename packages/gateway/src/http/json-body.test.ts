import { describe, expect, it } from 'vitest';
import { findForbiddenKey } from './json-body.js';

describe('findForbiddenKey', () => {
  it('finds __proto__, constructor and prototype at any depth, with a dotted path', () => {
    expect(findForbiddenKey(JSON.parse('{"context":{"__proto__":{"admin":true}}}'))).toEqual({
      key: '__proto__',
      field: 'context.__proto__',
    });
    expect(findForbiddenKey(JSON.parse('{"policy":{"tools":{"constructor":{"prototype":{}}}}}'))).toEqual({
      key: 'constructor',
      field: 'policy.tools.constructor',
    });
    expect(findForbiddenKey([{ a: 1 }, { prototype: 1 }])).toEqual({
      key: 'prototype',
      field: '1.prototype',
    });
  });

  it('leaves honest bodies alone, words inside values included', () => {
    expect(
      findForbiddenKey({ description: 'the constructor of __proto__', list: ['prototype'] }),
    ).toBeUndefined();
  });

  it('walks a body nested far deeper than the call stack goes', () => {
    const depth = 200_000;
    const deep = JSON.parse(`${'{"a":'.repeat(depth)}{"constructor":1}${'}'.repeat(depth)}`) as unknown;
    const found = findForbiddenKey(deep);
    expect(found?.key).toBe('constructor');
    expect(found?.field).toBe(`${'a.'.repeat(depth)}constructor`);
    expect(findForbiddenKey(JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`))).toBeUndefined();
  });
});
