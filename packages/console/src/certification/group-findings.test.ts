import { describe, expect, it } from 'vitest';
import type { Finding, RuleInfo } from '../api/api-types';
import { groupFindings, markOf, toolNameOf } from './group-findings';

const rules: RuleInfo[] = [
  { id: 'server-https', level: 'DEBE', page: '02', scope: 'server', heuristic: false },
  { id: 'catalog-unique-names', level: 'DEBE', page: '02', scope: 'catalog', heuristic: false },
  { id: 'tool-description', level: 'DEBERIA', page: '02', scope: 'tool', heuristic: false },
  { id: 'verb-infinitive', level: 'DEBE', page: '04', scope: 'tool', heuristic: true },
];

const f = (rule: string, ok: boolean, extra: Partial<Finding> = {}): Finding => ({
  rule,
  level: rules.find((r) => r.id === rule)?.level ?? 'DEBE',
  ok,
  heuristic: rules.find((r) => r.id === rule)?.heuristic ?? false,
  message: `${rule} ${ok ? 'ok' : 'ko'}`,
  ...extra,
});

describe('groupFindings', () => {
  it('groups like the CLI report: server, catalog, then each tool in listing order', () => {
    const groups = groupFindings(
      {
        tools: [{ name: 'consultar_cliente' }, { name: 'agendar_cita' }, { nope: 1 }, null],
        findings: [
          f('tool-description', false, { tool: 'agendar_cita' }),
          f('catalog-unique-names', true),
          f('server-https', false),
          f('tool-description', true, { tool: 'consultar_cliente' }),
          f('verb-infinitive', false, { tool: 'consultar_cliente' }),
          f('tool-description', true, { tool: 'fantasma' }),
        ],
        skipped: [{ reason: 'sin token' }, { tool: 'agendar_cita', reason: 'escribe' }],
      },
      rules,
    );
    expect(groups.map((g) => g.key)).toEqual([
      'server',
      'catalog',
      'tool:consultar_cliente',
      'tool:agendar_cita',
      'tool:fantasma',
    ]);
    const [server, catalog, consultar, agendar] = groups;
    expect(server?.problems.map((x) => x.rule)).toEqual(['server-https']);
    expect(server?.skipped).toEqual([{ reason: 'sin token' }]);
    expect(catalog?.passed.map((x) => x.rule)).toEqual(['catalog-unique-names']);
    expect(consultar?.problems.map((x) => x.rule)).toEqual(['verb-infinitive']);
    expect(consultar?.passed.map((x) => x.rule)).toEqual(['tool-description']);
    expect(agendar?.skipped).toEqual([{ tool: 'agendar_cita', reason: 'escribe' }]);
  });

  it('puts a finding of a rule it does not know, without a tool, under the catalog', () => {
    const groups = groupFindings({ tools: [], findings: [f('future-rule', false)], skipped: [] }, rules);
    expect(groups.map((g) => g.key)).toEqual(['catalog']);
  });

  it('leaves out listed tools with nothing to say', () => {
    expect(groupFindings({ tools: [{ name: 'a' }], findings: [], skipped: [] }, rules)).toEqual([]);
  });
});

describe('markOf', () => {
  it('blocks on a failed, non-heuristic DEBE only', () => {
    expect(markOf(f('server-https', false))).toBe('block');
    expect(markOf(f('verb-infinitive', false))).toBe('warn');
    expect(markOf(f('tool-description', false))).toBe('warn');
    expect(markOf(f('server-https', true))).toBe('pass');
  });
});

describe('toolNameOf', () => {
  it('reads a name only when it is a string', () => {
    expect(toolNameOf({ name: 'x' })).toBe('x');
    expect(toolNameOf({ name: 3 })).toBeUndefined();
    expect(toolNameOf('x')).toBeUndefined();
  });
});
