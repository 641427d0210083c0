import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULES } from '../rules/index.js';
import { RULE_TABLE_END, RULE_TABLE_START, ruleTable } from './rule-table.js';

const path = new URL('../../README.md', import.meta.url);

describe('package README', () => {
  it('holds the generated rule table (UPDATE_README=1 npx vitest run packages/contract/src/docs rewrites it)', () => {
    let readme = readFileSync(path, 'utf8');
    const start = readme.indexOf(RULE_TABLE_START);
    const end = readme.indexOf(RULE_TABLE_END);
    expect(start, 'rule table start marker').toBeGreaterThanOrEqual(0);
    expect(end, 'rule table end marker').toBeGreaterThan(start);
    const expected = `${RULE_TABLE_START}\n${ruleTable(RULES)}\n${RULE_TABLE_END}`;
    if (process.env.UPDATE_README === '1') {
      readme = readme.slice(0, start) + expected + readme.slice(end + RULE_TABLE_END.length);
      writeFileSync(path, readme);
    }
    const from = readme.indexOf(RULE_TABLE_START);
    expect(readme.slice(from, readme.indexOf(RULE_TABLE_END) + RULE_TABLE_END.length)).toBe(expected);
  });

  it('names every rule id', () => {
    const readme = readFileSync(path, 'utf8');
    for (const rule of RULES) expect(readme, rule.id).toContain(`\`${rule.id}\``);
  });
});
