import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGS } from '@asixto/contract';
import { CONSOLE_MESSAGES } from './console-messages';

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !path.includes('test-support')
      ? [path]
      : [];
  });
}

describe('CONSOLE_MESSAGES', () => {
  it('has every message in every language, with the same placeholders', () => {
    for (const [id, template] of Object.entries(CONSOLE_MESSAGES)) {
      for (const lang of LANGS) expect(template[lang].trim(), `${id}.${lang}`).not.toBe('');
      expect(placeholders(template.en), id).toEqual(placeholders(template.es));
    }
  });

  it('declares only messages the console uses', () => {
    const srcDir = fileURLToPath(new URL('..', import.meta.url));
    const code = sources(srcDir)
      .filter((path) => !path.endsWith('console-messages.ts'))
      .map((path) => readFileSync(path, 'utf8'))
      .join('\n');
    const unused = Object.keys(CONSOLE_MESSAGES).filter((id) => !code.includes(`'${id}'`));
    expect(unused).toEqual([]);
  });
});
