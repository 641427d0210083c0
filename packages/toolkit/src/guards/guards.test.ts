import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ToolFailure } from '../errors.js';
import { confirmation } from './confirmation.js';
import { requireOwner } from './require-owner.js';
import { requireState } from './require-state.js';

function failureOf(fn: () => void): ToolFailure {
  try {
    fn();
  } catch (error) {
    if (error instanceof ToolFailure) return error;
    throw error;
  }
  throw new Error('expected a ToolFailure');
}

describe('guards', () => {
  it('requireOwner accepts the same document however it is written, refuses another without naming it', () => {
    expect(() => requireOwner('CC1032456789', 'cc 1032.456.789')).not.toThrow();
    const failure = failureOf(() => requireOwner('CC8891234567', 'CC1032456789'));
    expect(failure.errorType).toBe('PERMISSION');
    expect(failure.userMessage).not.toContain('8891234567');
    expect(failureOf(() => requireOwner(null, 'CC1')).errorType).toBe('PERMISSION');
  });

  it('requireState names the current state', () => {
    expect(() => requireState('programada', ['programada'])).not.toThrow();
    const failure = failureOf(() => requireState('cancelada', ['programada', 'confirmada']));
    expect(failure.errorType).toBe('VALIDATION');
    expect(failure.userMessage).toContain('cancelada');
    const english = failureOf(() => requireState('en_curso', ['programada'], { lang: 'en' }));
    expect(english.userMessage).toContain('en curso');
  });

  it('confirmation accepts only true', () => {
    const schema = z.strictObject({ confirmacion: confirmation() });
    expect(schema.safeParse({ confirmacion: true }).success).toBe(true);
    expect(schema.safeParse({ confirmacion: false }).success).toBe(false);
    expect(schema.safeParse({}).success).toBe(false);
    expect(z.toJSONSchema(schema).properties?.['confirmacion']).toMatchObject({ const: true });
  });
});
