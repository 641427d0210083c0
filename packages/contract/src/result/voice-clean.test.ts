import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collapseBlankLines, dropRules, dropTableSeparators, voiceClean } from './voice-clean.js';

// The patterns the helpers replaced, as the reference for their output. The first is quadratic on a
// long line of dashes; the other two throw a RangeError on a few million dashes or blank lines.
const QUADRATIC_SEPARATOR = /^[ \t|:-]*--[ \t|:-]*$/gm;
const DEEP_RULE = /^[ \t]*(?:[-*_][ \t]*){3,}$/gm;
const DEEP_BLANK_LINES = /\n[ \t]*\n(?:[ \t]*\n)+/g;
// Line-shaped text: blanks, the marks both line patterns look for, and every line terminator.
const lineText = fc.string({
  unit: fc.constantFrom(' ', '\t', '|', ':', '-', '--', '*', '_', '\n', '\r', '\u2028', 'x'),
  maxLength: 60,
});

describe('voiceClean', () => {
  it('removes markdown, keeping link labels', () => {
    const md = [
      '## Tu cita',
      '- **Martes** 3 de septiembre, _nueve de la mañana_',
      '* Sede: [Centro](https://example.com/sedes/centro)',
      '1. Lleve su `documento`',
      '> Nota importante',
      '---',
      '```',
      'code',
      '```',
      '![mapa](https://x.co/m.png)',
    ].join('\n');
    expect(voiceClean(md)).toBe(
      'Tu cita\nMartes 3 de septiembre, nueve de la mañana\nSede: Centro\nLleve su documento\nNota importante\n\ncode',
    );
  });

  it('turns tables into plain rows', () => {
    expect(voiceClean('| Plan | Precio |\n|---|---:|\n| Hogar | 89.900 pesos |')).toBe(
      'Plan, Precio\n\nHogar, 89.900 pesos',
    );
  });

  it('removes URLs and emojis', () => {
    expect(voiceClean('Listo ✅ 👍🏽 🇨🇴. Más en https://asixto.co/ayuda?x=1 o www.asixto.co.')).toBe(
      'Listo. Más en o.',
    );
    expect(voiceClean('Familia 👨‍👩‍👧 feliz')).toBe('Familia feliz');
  });

  it('keeps underscores inside words and plain text intact', () => {
    expect(voiceClean('caso sla_horas 24')).toBe('caso sla_horas 24');
    expect(voiceClean('Su caso quedó abierto.')).toBe('Su caso quedó abierto.');
  });

  it('drops table separators exactly as the quadratic pattern did', () => {
    const cases = [
      '| Plan | Precio |\n|---|---:|\n| Hogar | 89.900 pesos |',
      '|:--|:--:|--:|',
      '| --- |',
      '| - | - |',
      '---',
      '--',
      '-',
      '- - -',
      ' -- ',
      '\t--\t',
      '|',
      '||',
      ':',
      '   ',
      '\t \t',
      '',
      '\n\n',
      '\n---\n',
      'a---',
      '--- a',
      '|---|x',
      '---\r\n| a |\r\n|---|\r\n',
      '\r---\r--\r',
      '---\u2028---\u2029-- --',
      '-:-:-',
      '--\n\n--\n \n--',
      '-'.repeat(50) + 'x',
    ];
    for (const text of cases) {
      expect(dropTableSeparators(text), JSON.stringify(text)).toBe(text.replace(QUADRATIC_SEPARATOR, ''));
    }
    expect(dropTableSeparators('| a |\n|---|:-:|\n| 1 |\n| - |\n   \n---')).toBe(
      '| a |\n\n| 1 |\n| - |\n   \n',
    );
    fc.assert(
      fc.property(lineText, (text) => {
        expect(dropTableSeparators(text)).toBe(text.replace(QUADRATIC_SEPARATOR, ''));
      }),
      { numRuns: 2000 },
    );
  });

  it('drops horizontal rules and collapses blank lines exactly as the deep patterns did', () => {
    const cases = [
      '---',
      '***',
      '___',
      '- - -',
      ' * * * ',
      '-*_',
      '--',
      '- -',
      '-- x',
      '\t-\t-\t-\t',
      '   ',
      '',
      'a\n---\r\n* * *\r\nb',
      '-\u2028--\u2029---',
      'a\n\nb',
      'a\n\n\nb',
      'a\n \n\t\n  \nb',
      '\n\n\n',
      '\n \n \n x',
      'a\n\r\n\nb',
      'a \n\n\n b\n\n\n\n',
    ];
    for (const text of cases) {
      expect(dropRules(text), JSON.stringify(text)).toBe(text.replace(DEEP_RULE, ''));
      expect(collapseBlankLines(text), JSON.stringify(text)).toBe(text.replace(DEEP_BLANK_LINES, '\n\n'));
    }
    fc.assert(
      fc.property(lineText, (text) => {
        expect(dropRules(text)).toBe(text.replace(DEEP_RULE, ''));
        expect(collapseBlankLines(text)).toBe(text.replace(DEEP_BLANK_LINES, '\n\n'));
      }),
      { numRuns: 2000 },
    );
  });

  it('handles a 200,000-character line of dashes (the old separator pattern took minutes)', () => {
    const dashes = '-'.repeat(200_000);
    expect(voiceClean(`${dashes}x`)).toBe(`${dashes}x`);
    expect(voiceClean(`Total\n${dashes}x\n${dashes}\n|${dashes}|\nfin`)).toBe(`Total\n${dashes}x\n\nfin`);
    expect(voiceClean(`${'-- '.repeat(70_000)}x`)).toBe(`${'-- '.repeat(70_000)}x`);
  });

  it('handles runs of millions of dashes, stars and blank lines (the old patterns threw a RangeError)', () => {
    const dashes = '-'.repeat(4_000_000);
    expect(dropRules(`${dashes}x\n${dashes}\n${'* '.repeat(2_000_000)}`)).toBe(`${dashes}x\n\n`);
    expect(collapseBlankLines(`a${'\n'.repeat(4_000_000)}b${' \n'.repeat(2_000_000)}c`)).toBe('a\n\nb \n\nc');
    expect(voiceClean(`a\n${dashes}\n${'\n'.repeat(4_000_000)}b`)).toBe('a\n\nb');
  });
});
