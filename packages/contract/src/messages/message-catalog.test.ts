import { describe, expect, it } from 'vitest';
import { ContractError } from '../errors.js';
import { defineMessages, formatMessage, renderMessage } from './message-catalog.js';

const M = defineMessages({ saludo: { es: 'Hola, {nombre}.', en: 'Hi, {nombre}.' } });

describe('message catalog', () => {
  it('renders Spanish by default and English on request, leaving unknown placeholders visible', () => {
    expect(renderMessage(M, 'saludo', undefined, { nombre: 'Ana' })).toBe('Hola, Ana.');
    expect(renderMessage(M, 'saludo', 'en', { nombre: 'Ana' })).toBe('Hi, Ana.');
    expect(formatMessage('{a} y {b}', { a: 1 })).toBe('1 y {b}');
    expect(formatMessage('{constructor}')).toBe('{constructor}');
  });

  it('throws a ContractError with a stable code for an unknown id', () => {
    const unknown = 'nope' as keyof typeof M;
    expect(() => renderMessage(M, unknown)).toThrow(ContractError);
    expect(() => renderMessage(M, unknown)).toThrow(
      expect.objectContaining({ code: 'CONTRACT_UNKNOWN_MESSAGE' }),
    );
  });
});
