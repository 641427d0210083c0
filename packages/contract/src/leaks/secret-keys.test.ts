import { describe, expect, it } from 'vitest';
import { isInternalFieldKey } from './internal-field-keys.js';
import { isSecretKey, isSecretValue } from './secret-keys.js';

describe('isSecretKey', () => {
  it.each([
    'password',
    'Password',
    'PASSWD',
    'pwd',
    'client_secret',
    'apiKey',
    'X-API-Key',
    'access_token',
    'refreshToken',
    'private_key',
    'AccountKey',
    'AWS_SECRET_ACCESS_KEY',
    'contraseña',
    'Contrasena',
    'clave_secreta',
    'clave_de_acceso',
    'llave_privada',
    'cvv2',
  ])('names a secret: %s', (key) => expect(isSecretKey(key)).toBe(true));

  it.each([
    'secretaria',
    'password_hint',
    'reset_password_url',
    'password_policy',
    'page_token',
    'token_pago',
    'clave_producto',
    'palabra_clave',
    'keyboard',
    'tarjeta',
  ])('does not: %s', (key) => expect(isSecretKey(key)).toBe(false));

  it('counts a bare token or pass only as an assignment', () => {
    expect(isSecretKey('token')).toBe(false);
    expect(isSecretKey('token', true)).toBe(true);
    expect(isSecretKey('pass', true)).toBe(true);
  });
});

describe('isSecretValue', () => {
  it('takes one word of 4+ characters that is not a mask or a placeholder', () => {
    expect(isSecretValue('hunter2')).toBe(true);
    for (const value of [
      'abc',
      '********',
      '••••',
      'xxxxxx',
      '0000',
      '<password>',
      '${DB_PASS}',
      'null',
      'dos palabras',
    ])
      expect(isSecretValue(value), value).toBe(false);
  });

  it('after a colon in prose, wants 6+ characters with a digit or a symbol', () => {
    expect(isSecretValue('Abc12345', true)).toBe(true);
    expect(isSecretValue('enviada', true)).toBe(false);
    expect(isSecretValue('Actualizada', true)).toBe(false);
  });
});

describe('isInternalFieldKey', () => {
  it.each([
    '_id',
    '__v',
    '_rev',
    'internal_notes',
    'internalId',
    'codigo_interno',
    'notas_internas',
    'created_by',
    'updatedAt',
    'deleted_at',
    'last_modified',
    'creado_por',
    'fecha_modificación',
    'usuario_creacion',
    'row_id',
    'tenant_id',
    'oid',
  ])('flags %s', (key) => expect(isInternalFieldKey(key)).toBe(true));

  it.each([
    'radicado',
    'codigo_cita',
    'documento',
    'nombre',
    'creado',
    'creado_texto',
    'id_pedido',
    'fecha',
    'estado',
  ])('leaves %s', (key) => expect(isInternalFieldKey(key)).toBe(false));
});
