import { describe, expect, it } from 'vitest';
import { SchemaValidators } from '../schema-validators.js';
import { describeArgumentError } from './validate-arguments.js';

const schema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  additionalProperties: false,
  required: ['documento'],
  properties: {
    documento: { type: 'string', minLength: 3, maxLength: 20 },
    cantidad: { type: 'integer', minimum: 1 },
    correo: { type: ['string', 'null'], format: 'email' },
    direccion: { type: 'object', properties: { ciudad: { type: 'string' } } },
  },
};

// One instance for the table: building ajv (formats included) is the costly part, not validating.
const shared = new SchemaValidators();

function firstError(value: unknown, lang: 'es' | 'en' = 'es'): string {
  const compiled = shared.get('k', schema);
  if (!compiled.ok) throw new Error(compiled.message);
  expect(compiled.validate(value)).toBe(false);
  const error = compiled.validate.errors?.[0];
  if (!error) throw new Error('no error');
  return describeArgumentError(error, lang);
}

describe('describeArgumentError', () => {
  it.each([
    [{}, 'Falta el dato obligatorio «documento».'],
    [{ documento: 'CC1', extra: 1 }, 'El dato «extra» no existe en esta herramienta.'],
    [{ documento: 5 }, 'El dato «documento» debe ser de tipo string.'],
    [{ documento: 'CC' }, 'El dato «documento» debe tener al menos 3 caracteres.'],
    [{ documento: 'C'.repeat(21) }, 'El dato «documento» admite como máximo 20 caracteres.'],
    [{ documento: 'CC1', cantidad: 0 }, 'El dato «cantidad» está fuera del rango permitido.'],
    [{ documento: 'CC1', correo: 'no-es-correo' }, 'El dato «correo» no tiene el formato esperado.'],
    [{ documento: 'CC1', direccion: { ciudad: 3 } }, 'El dato «direccion.ciudad» debe ser de tipo string.'],
  ])('%j → %s', (value, text) => {
    expect(firstError(value)).toBe(text);
  });

  it('speaks English on request', () => {
    expect(firstError({}, 'en')).toBe('The required value «documento» is missing.');
  });

  it('compiles a schema once per key, whatever draft it names', () => {
    const validators = new SchemaValidators();
    const a = validators.get('h1:input', schema);
    const b = validators.get('h1:input', schema);
    expect(a).toBe(b);
    expect(validators.size).toBe(1);
    expect(validators.get('h2:input', { $id: 'same', type: 'object' }).ok).toBe(true);
    expect(validators.get('h3:input', { $id: 'same', type: 'object' }).ok).toBe(true);
    expect(validators.get('bad', { type: 'nonsense' }).ok).toBe(false);
  });

  it('stays within its bound, oldest first', () => {
    const validators = new SchemaValidators({ maxEntries: 2 });
    const first = validators.get('a', schema);
    validators.get('b', schema);
    validators.get('c', schema);
    expect(validators.size).toBe(2);
    expect(validators.get('a', schema)).not.toBe(first); // evicted, compiled again
    expect(validators.size).toBe(2);
  });
});
