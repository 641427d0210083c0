import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { prepared } from './prepared.js';

describe('prepared', () => {
  const a = new Database(':memory:');
  const b = new Database(':memory:');
  afterAll(() => {
    a.close();
    b.close();
  });

  it('compiles a statement once per database and SQL text', () => {
    const sql = 'SELECT ? AS v';
    const first = prepared<[number], { v: number }>(a, sql);
    expect(prepared(a, sql)).toBe(first);
    expect(first.get(7)).toEqual({ v: 7 });
    expect(prepared(a, 'SELECT 1 AS v')).not.toBe(first);
    const other = prepared(b, sql);
    expect(other).not.toBe(first);
    expect(other.database).toBe(b);
  });
});
