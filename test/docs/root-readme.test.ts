// The root README is a newcomer's first page: short, with the way to register a server, and every
// `npm run` / `npm start` it names is a script of the workspace it names (or of the root).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../lib/processes.js';

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const scriptsOf = (dir: string): Record<string, string> =>
  (JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) as { scripts?: Record<string, string> })
    .scripts ?? {};

describe('the root README', () => {
  it('stays at most 250 lines, with a section to register your own tool server', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(250);
    expect(readme).toMatch(/^## Register your own tool server$/m);
  });

  it('names only npm scripts that exist', () => {
    const named = [...readme.matchAll(/`npm (start|test|run(?: -s)? ([\w:-]+))((?: -w [\w/-]+)?)/g)];
    expect(named.length).toBeGreaterThan(5);
    for (const [text, verb, script, workspace] of named) {
      const dir = workspace ? workspace.replace(' -w ', '') : '.';
      const name = script ?? verb!;
      expect(Object.keys(scriptsOf(dir)), text).toContain(name);
    }
  });
});
