import { describe, expect, it } from 'vitest';
import { LIMITS } from './limits.js';

describe('LIMITS', () => {
  it('holds the numbers of pages 02, 05, 06 and 07', () => {
    expect(LIMITS).toMatchObject({
      toolNameMax: 40,
      descriptionMax: 700,
      paramDescriptionMax: 200,
      providerNameMax: 64,
      providerDescriptionMax: 1024,
      prefixBudget: 24,
      companySlugMax: 17,
      resultMaxChars: 3000,
      voiceMaxItems: 3,
      chatDefaultItems: 10,
      chatMaxItems: 25,
      voiceContentMaxChars: 400,
      userMessageMax: 200,
      callDeadlineMs: { chat: 8000, voice: 4000 },
      droppedConnectionRetries: 2,
      catalogCacheTtlMs: 15 * 60 * 1000,
      toolsPerServer: 50,
      idempotencyTtlMs: 7 * 24 * 60 * 60 * 1000,
    });
    expect(LIMITS.toolNamePattern.test('abrir_caso_soporte')).toBe(true);
    expect(LIMITS.toolNamePattern.test('Abrir-Caso')).toBe(false);
    expect(LIMITS.providerNamePattern.test('ext__demo__abrir_caso_soporte')).toBe(true);
    expect(LIMITS.providerNamePattern.test('a'.repeat(65))).toBe(false);
  });

  it('fits the longest prefixed name in the provider limit (page 02)', () => {
    const prefix = `ext__${'a'.repeat(LIMITS.companySlugMax)}__`;
    expect(prefix).toHaveLength(LIMITS.prefixBudget);
    expect(LIMITS.prefixBudget + LIMITS.toolNameMax).toBe(LIMITS.providerNameMax);
  });
});
