import { describe, expect, it } from 'vitest';
import { findHidden } from './invisible-characters.js';

describe('findHidden', () => {
  it('finds tags, zero-width characters, variation selectors and bidi controls, with the first code', () => {
    expect(findHidden('ok\u{E0049}\u{E0047}')).toEqual({ count: 2, first: 'U+E0049', kind: 'tag' });
    expect(findHidden('a\u200Bb\u2060c')).toEqual({ count: 2, first: 'U+200B', kind: 'zero-width' });
    expect(findHidden('\uFEFFx')).toEqual({ count: 1, first: 'U+FEFF', kind: 'zero-width' });
    expect(findHidden('x\u{E0100}')).toEqual({ count: 1, first: 'U+E0100', kind: 'variation-selector' });
    expect(findHidden('x\u202Ey')).toEqual({ count: 1, first: 'U+202E', kind: 'bidi' });
    expect(findHidden('x\u061C')).toMatchObject({ kind: 'bidi', first: 'U+061C' });
  });

  it('finds nothing in ordinary text, emoji sequences included', () => {
    expect(findHidden('Señora Núñez, ¿confirma la cita? 👩🏽‍💻 🏳️‍🌈')).toBeUndefined();
    expect(findHidden('a\u200Db')).toMatchObject({ first: 'U+200D' });
  });
});
