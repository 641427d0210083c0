import { describe, expect, it } from 'vitest';
import { buildVerbsText } from './verbs-text.js';

describe('verbs text', () => {
  it('follows the example of the issue', () => {
    expect(
      buildVerbsText([
        'identificar al cliente por su documento',
        'abrir un caso de soporte y entregar el radicado',
      ]),
    ).toBe(
      'Puedes: identificar al cliente por su documento; abrir un caso de soporte y entregar el radicado.',
    );
  });

  it('skips tools without a verb, repeats no verb, and is empty when nothing is left', () => {
    expect(buildVerbsText([undefined, 'consultar un caso', 'consultar un caso.', ' '])).toBe(
      'Puedes: consultar un caso.',
    );
    expect(buildVerbsText([])).toBe('');
    expect(buildVerbsText([undefined])).toBe('');
  });

  it('speaks English on request', () => {
    expect(buildVerbsText(['consultar un caso'], 'en')).toBe('You can: consultar un caso.');
  });
});
