import type { Finding } from '@asixto/contract';
import { describe, expect, it } from 'vitest';
import { dedupeFindings } from './dedupe-findings.js';

const f = (rule: string, ok: boolean, message = rule, tool = 't'): Finding => ({
  rule,
  level: 'DEBE',
  ok,
  heuristic: false,
  message,
  tool,
});

describe('dedupeFindings', () => {
  it('keeps one pass per rule and tool, and drops it when that rule also failed there', () => {
    const out = dedupeFindings([
      f('a', true),
      f('a', true),
      f('b', true),
      f('b', false, 'x'),
      f('b', false, 'x'),
      f('b', false, 'y'),
      f('a', true, 'a', 'u'),
    ]);
    expect(out.map((x) => `${x.rule}:${x.tool}:${x.ok}:${x.message}`)).toEqual([
      'a:t:true:a',
      'b:t:false:x',
      'b:t:false:y',
      'a:u:true:a',
    ]);
  });
});
