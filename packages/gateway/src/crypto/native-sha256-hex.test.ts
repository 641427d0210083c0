import { sha256Hex } from '@asixto/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nativeSha256Hex } from './native-sha256-hex.js';

describe('nativeSha256Hex', () => {
  it('gives the contract digest for any text, astral and lone surrogates included', () => {
    expect(nativeSha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(nativeSha256Hex('año 🙂 \ud800')).toBe(sha256Hex('año 🙂 \ud800'));
    // Any UTF-16 code unit, lone surrogates included (fast-check's 'binary' unit leaves them out).
    const codeUnit = fc.nat(0xffff).map((unit) => String.fromCharCode(unit));
    fc.assert(
      fc.property(fc.string({ unit: codeUnit }), (text) => nativeSha256Hex(text) === sha256Hex(text)),
    );
  });
});
