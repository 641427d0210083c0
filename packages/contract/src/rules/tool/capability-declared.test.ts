import { describe, expect, it } from 'vitest';
import { abrirCasoSoporte } from '../__fixtures__/tools.js';
import { failures } from '../__fixtures__/run-rule.js';
import { capabilityDeclared } from './capability-declared.js';

const withMeta = (meta: unknown) => ({ ...abrirCasoSoporte(), _meta: meta });

describe('capability-declared', () => {
  it('passes a canonical key or list', () => {
    expect(failures(capabilityDeclared, abrirCasoSoporte())).toEqual([]);
    expect(failures(capabilityDeclared, withMeta({ 'com.asixto/capability': 'agenda' }))).toEqual([]);
  });
  it('fails a missing, empty, malformed or invented key', () => {
    const messages = (meta: unknown) => failures(capabilityDeclared, withMeta(meta)).map((f) => f.message);
    expect(messages(undefined)[0]).toContain('lacks `com.asixto/capability`');
    expect(messages({ 'com.asixto/capabilities': 'pqr' })[0]).toContain('must be a list');
    expect(messages({ 'com.asixto/capabilities': [] })[0]).toContain('is empty');
    expect(messages({ 'com.asixto/capabilities': ['pqr', 7, 'quejas'] })).toEqual([
      'Scenario key 7 is not a string',
      'Scenario key `quejas` does not exist in page 04',
    ]);
    // The list replaces the singular key, so a valid singular does not rescue a bad list.
    expect(messages({ 'com.asixto/capability': 'pqr', 'com.asixto/capabilities': ['x'] })).toHaveLength(1);
  });
});
