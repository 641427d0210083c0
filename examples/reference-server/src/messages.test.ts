import { describe, expect, it } from 'vitest';
import { isLang } from './is-lang.js';
import { messagesIn, REFERENCE_MESSAGES, stateLabel } from './messages.js';

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

describe('reference messages', () => {
  it('every message has both languages with the same placeholders', () => {
    for (const [id, { es, en }] of Object.entries(REFERENCE_MESSAGES)) {
      expect(es.trim(), id).not.toBe('');
      expect(en.trim(), id).not.toBe('');
      expect(placeholders(en), id).toEqual(placeholders(es));
    }
  });

  it('renders in the language asked for', () => {
    expect(messagesIn('es')('updated', { campos: 'correo' })).toBe('Listo, actualicé correo.');
    expect(messagesIn('en')('updated', { campos: 'email' })).toBe('Done, I updated email.');
  });

  it('reads stored states aloud, and an unknown state as stored', () => {
    expect(stateLabel('es', 'casoState', 'en_cola')).toBe('en cola de atención');
    expect(stateLabel('en', 'casoState', 'en_cola')).toBe('queued for attention');
    expect(stateLabel('en', 'citaState', 'reprogramada')).toBe('reprogramada');
  });

  it('accepts only the supported reply languages (ASIXTO_LANG)', () => {
    expect(isLang('es')).toBe(true);
    expect(isLang('en')).toBe(true);
    expect(isLang('fr')).toBe(false);
    expect(isLang('EN')).toBe(false);
  });
});
