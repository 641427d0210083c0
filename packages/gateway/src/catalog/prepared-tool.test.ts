import { canonicalJson, sha256Hex } from '@asixto/contract';
import { describe, expect, it } from 'vitest';
import { definitionHash } from './prepared-tool.js';

describe('definitionHash', () => {
  it('is the contract pin hash (pins already in a registry stay valid), non-ASCII text included', () => {
    const def = {
      name: 'consultar_señal',
      description: 'Consulta la señal del módem 📶 por número de línea.',
      inputSchema: {
        type: 'object',
        properties: { línea: { type: 'string', maxLength: 12 } },
        required: ['línea'],
      },
      annotations: { readOnlyHint: true },
    };
    expect(definitionHash(def)).toBe(sha256Hex(canonicalJson(def)));
    expect(definitionHash({ b: 1, a: 2 })).toBe(definitionHash({ a: 2, b: 1 }));
  });
});
