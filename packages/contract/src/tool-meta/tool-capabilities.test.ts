import { describe, expect, it } from 'vitest';
import { toolCapabilities, toolVerb } from './tool-capabilities.js';

const meta = (m: unknown) => ({ name: 't', _meta: m });

describe('toolCapabilities', () => {
  it('reads the list, which replaces the singular key', () => {
    expect(toolCapabilities(meta({ 'com.asixto/capabilities': ['pqr', 'soporte', 'pqr'] }))).toEqual([
      'pqr',
      'soporte',
    ]);
    expect(
      toolCapabilities(meta({ 'com.asixto/capability': 'agenda', 'com.asixto/capabilities': ['pqr'] })),
    ).toEqual(['pqr']);
    expect(toolCapabilities(meta({ 'com.asixto/capability': 'agenda' }))).toEqual(['agenda']);
  });
  it('keeps only canonical keys and is total', () => {
    expect(toolCapabilities(meta({ 'com.asixto/capabilities': ['quejas', 3, 'ventas'] }))).toEqual([
      'ventas',
    ]);
    expect(toolCapabilities(meta({ 'com.asixto/capability': 'quejas' }))).toEqual([]);
    for (const value of [null, 'x', {}, meta('x'), meta(null)]) expect(toolCapabilities(value)).toEqual([]);
  });
});

describe('toolVerb', () => {
  it('reads a trimmed verb or undefined', () => {
    expect(toolVerb(meta({ 'com.asixto/verb': ' agendar una cita ' }))).toBe('agendar una cita');
    for (const value of [null, meta({}), meta({ 'com.asixto/verb': '' }), meta({ 'com.asixto/verb': 1 })]) {
      expect(toolVerb(value)).toBeUndefined();
    }
  });
});
