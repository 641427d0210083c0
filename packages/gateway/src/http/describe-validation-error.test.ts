import { describe, expect, it } from 'vitest';
import { describeValidationError } from './describe-validation-error.js';

describe('describeValidationError', () => {
  it('names the missing field with its full path', () => {
    const r = describeValidationError(
      [{ keyword: 'required', instancePath: '/context', params: { missingProperty: 'channel' } }],
      'body',
      'es',
    );
    expect(r).toEqual({ field: 'context.channel', message: 'Falta el campo obligatorio "context.channel".' });
  });

  it('lists the allowed values of an enum and the expected type', () => {
    expect(
      describeValidationError(
        [{ keyword: 'enum', instancePath: '/context/channel', params: { allowedValues: ['chat', 'voice'] } }],
        'body',
        'en',
      ).message,
    ).toBe('The field "context.channel" must be one of: chat, voice.');
    expect(
      describeValidationError(
        [{ keyword: 'type', instancePath: '', params: { type: 'object' } }],
        'body',
        'es',
      ),
    ).toEqual({ field: 'body', message: 'El campo "body" debe ser de tipo object.' });
  });

  it('says to remove an unexpected field and prefixes params', () => {
    expect(
      describeValidationError(
        [{ keyword: 'additionalProperties', instancePath: '', params: { additionalProperty: 'extra' } }],
        'body',
        'es',
      ).message,
    ).toBe('El campo "extra" no se admite aquí; quítelo.');
    expect(
      describeValidationError(
        [{ keyword: 'pattern', instancePath: '/company', params: { pattern: '^[a-z0-9]+$' } }],
        'params',
        'en',
      ).field,
    ).toBe('params.company');
  });
});
