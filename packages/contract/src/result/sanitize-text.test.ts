import { describe, expect, it } from 'vitest';
import { sanitizeText } from './sanitize-text.js';

describe('sanitizeText', () => {
  it('removes C0/C1 controls but keeps newlines and tabs', () => {
    expect(sanitizeText('a\u0000b\r\nc\td\u0085e\u007F')).toBe('ab\nc\tde');
  });

  it('removes every bidirectional control, keeping the visible text', () => {
    const bidi = [
      '\u061C',
      '\u200E',
      '\u200F',
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ];
    for (const mark of bidi) expect(sanitizeText(`saldo${mark} 89.900`)).toBe('saldo 89.900');
  });

  it('keeps joiners that build emoji sequences and ordinary accented text', () => {
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}';
    expect(sanitizeText(`Señora Núñez ${family}`)).toBe(`Señora Núñez ${family}`);
  });

  it('replaces lone surrogates so the result is well-formed UTF-16', () => {
    expect(sanitizeText('x\uD800y\uDC00z')).toBe('x\uFFFDy\uFFFDz');
  });
});
