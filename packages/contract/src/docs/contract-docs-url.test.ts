import { describe, expect, it } from 'vitest';
import { CONTRACT_DOCS_URL, contractPageUrl, ruleDocsUrl } from './contract-docs-url.js';

describe('contract docs links', () => {
  it('points a rule at its anchor on the rules page of its language (Spanish by default)', () => {
    expect(ruleDocsUrl('optional-accepts-null')).toBe(
      `${CONTRACT_DOCS_URL}/es/reglas.md#optional-accepts-null`,
    );
    expect(ruleDocsUrl('optional-accepts-null', 'en')).toBe(
      `${CONTRACT_DOCS_URL}/en/rules.md#optional-accepts-null`,
    );
    expect(ruleDocsUrl('x', 'en', 'file:///docs')).toBe('file:///docs/en/rules.md#x');
  });

  it('points a page number at its page', () => {
    expect(contractPageUrl('06')).toBe(`${CONTRACT_DOCS_URL}/es/06-errores.md`);
    expect(contractPageUrl('07', 'en')).toBe(`${CONTRACT_DOCS_URL}/en/07-limits.md`);
  });
});
