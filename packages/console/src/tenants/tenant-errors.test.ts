import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { fieldErrorAt, fieldPointer } from '../api/field-pointer';
import { policyPointer, tenantErrors } from './tenant-errors';

const invalid = (code: string, message: string, field?: string) =>
  new ApiError('invalid', 400, code, message, field);

describe('tenantErrors', () => {
  it('sends a policy refusal to the editor at its policy-relative path', () => {
    expect(
      tenantErrors(invalid('GATEWAY_INVALID_POLICY', 'nivel inválido', '/policy/tools/x/level')),
    ).toEqual({
      fields: {},
      policy: { source: 'gateway', message: 'nivel inválido', pointer: '/tools/x/level' },
    });
  });

  it("reads the request-schema check's dotted field names too", () => {
    expect(tenantErrors(invalid('INVALID_REQUEST', 'policy debe ser object', 'policy'))).toMatchObject({
      policy: { pointer: '' },
    });
    expect(tenantErrors(invalid('INVALID_REQUEST', 'currency no cumple', 'currency'))).toEqual({
      fields: { currency: 'currency no cumple' },
    });
  });

  it('keeps anything else general', () => {
    const down = new ApiError('network', 0, 'NETWORK', 'fetch failed');
    expect(tenantErrors(down)).toEqual({ fields: {}, other: down });
    const unknownField = invalid('INVALID_REQUEST', 'x', 'extra');
    expect(tenantErrors(unknownField)).toEqual({ fields: {}, other: unknownField });
  });
});

describe('field pointers', () => {
  it('turns dotted paths into JSON pointers and leaves pointers alone', () => {
    expect(fieldPointer('context.channel')).toBe('/context/channel');
    expect(fieldPointer('/policy/tools/a~1b')).toBe('/policy/tools/a~1b');
    expect(policyPointer('/policy')).toBe('');
    expect(policyPointer('/policyx')).toBeUndefined();
  });
  it('finds the message of a refusal aimed at one field', () => {
    expect(fieldErrorAt(invalid('INVALID_REQUEST', 'url vacía', 'url'), '/url')).toBe('url vacía');
    expect(fieldErrorAt(invalid('INVALID_REQUEST', 'url vacía', 'url'), '/token')).toBeUndefined();
  });
});
