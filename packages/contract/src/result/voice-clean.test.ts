import { describe, expect, it } from 'vitest';
import { voiceClean } from './voice-clean.js';

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
});
