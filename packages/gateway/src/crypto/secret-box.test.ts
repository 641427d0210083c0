import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, parseSecretKey } from './secret-box.js';

const hexKey = randomBytes(32).toString('hex');

describe('secret box', () => {
  it('round-trips and never stores the plaintext', () => {
    const box = createSecretBox(hexKey);
    const sealed = box.seal('tok_super_secreto', 'srv_1');
    expect(sealed.startsWith('v1:')).toBe(true);
    expect(sealed).not.toContain('tok_super_secreto');
    expect(box.open(sealed, 'srv_1')).toBe('tok_super_secreto');
  });

  it('uses a fresh IV for every seal', () => {
    const box = createSecretBox(hexKey);
    expect(box.seal('x', 'a')).not.toBe(box.seal('x', 'a'));
  });

  it('refuses another server id (AAD) and another key', () => {
    const sealed = createSecretBox(hexKey).seal('t', 'srv_1');
    expect(() => createSecretBox(hexKey).open(sealed, 'srv_2')).toThrow(
      expect.objectContaining({ code: 'GATEWAY_CREDENTIAL_UNREADABLE' }),
    );
    expect(() => createSecretBox(randomBytes(32)).open(sealed, 'srv_1')).toThrow(
      expect.objectContaining({ code: 'GATEWAY_CREDENTIAL_UNREADABLE' }),
    );
  });

  it('accepts hex, base64 and long passphrases; refuses short ones', () => {
    const raw = randomBytes(32);
    expect(parseSecretKey(raw.toString('hex')).equals(raw)).toBe(true);
    expect(parseSecretKey(raw.toString('base64')).equals(raw)).toBe(true);
    const derived = parseSecretKey('una frase de paso bastante larga');
    expect(derived.byteLength).toBe(32);
    expect(parseSecretKey('una frase de paso bastante larga').equals(derived)).toBe(true);
    expect(() => parseSecretKey('corta')).toThrow(
      expect.objectContaining({ code: 'GATEWAY_INVALID_SECRET_KEY' }),
    );
  });
});
