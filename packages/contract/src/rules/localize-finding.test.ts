import { describe, expect, it } from 'vitest';
import { checkTool } from './check-tool.js';
import { localizeFinding } from './localize-finding.js';
import { abrirCasoSoporte } from './__fixtures__/tools.js';

describe('localizeFinding', () => {
  it('renders a stored finding again, in the other language, from its message id and data', () => {
    const tool = { ...abrirCasoSoporte(), name: 'Abrir-Caso' };
    const spanish = checkTool(tool, { lang: 'es' });
    const english = checkTool(tool, { lang: 'en' });
    expect(spanish.map((f) => localizeFinding(f, 'en'))).toEqual(english);
    expect(english.map((f) => localizeFinding(f, 'es'))).toEqual(spanish);
    const bad = spanish.find((f) => f.rule === 'tool-name-format');
    expect(bad).toMatchObject({ ok: false, messageId: 'badFormat', data: { name: 'Abrir-Caso' } });
    expect(localizeFinding(bad!, 'en').message).toBe('The name `Abrir-Caso` does not match `^[a-z0-9_]+$`');
  });

  it('gives a passed finding without an id its title, and leaves what it cannot render as it is', () => {
    const passed = {
      rule: 'verb-declared',
      level: 'DEBE' as const,
      ok: true,
      heuristic: false,
      message: 'x',
    };
    expect(localizeFinding(passed, 'en').message).toBe('`_meta` declares `com.asixto/verb`');
    const failed = { ...passed, ok: false, message: 'stored before ids were kept' };
    expect(localizeFinding(failed, 'en')).toEqual(failed);
    const unknown = { ...passed, rule: 'no-such-rule', messageId: 'x' };
    expect(localizeFinding(unknown, 'en')).toEqual(unknown);
  });
});
