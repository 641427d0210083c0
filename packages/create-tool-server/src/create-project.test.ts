import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createProject } from './create-project.js';
import { CreateError } from './errors.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'create-project-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('createProject', () => {
  it('writes the template with the name and version filled in, the dotfiles under their names and a .env', () => {
    const target = join(dir, 'mi-servidor');
    const created = createProject(target, { version: '9.8.7', token: 'tok-fijo' });
    expect(created.name).toBe('mi-servidor');
    expect(created.files).toEqual([
      '.env',
      '.env.example',
      '.gitignore',
      'README.md',
      'certify-fixtures.json',
      'package.json',
      'src/app.test.ts',
      'src/app.ts',
      'src/certify.ts',
      'src/database.ts',
      'src/server.ts',
      'src/tools/consultar-pedido.ts',
      'src/tools/registrar-reclamo.ts',
      'tsconfig.json',
    ]);
    const pkg = JSON.parse(readFileSync(join(target, 'package.json'), 'utf8')) as {
      name: string;
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
      scripts: Record<string, string>;
    };
    expect(pkg.name).toBe('mi-servidor');
    expect(pkg.dependencies['@asixto/toolkit']).toBe('^9.8.7');
    expect(pkg.devDependencies['@asixto/certify']).toBe('^9.8.7');
    expect(Object.keys(pkg.scripts)).toEqual(['build', 'start', 'test', 'certify']);
    expect(readFileSync(join(target, 'src/app.ts'), 'utf8')).toContain("name: 'mi-servidor'");
    const env = readFileSync(join(target, '.env'), 'utf8');
    expect(env).toMatch(/^ASIXTO_TOKENS=tok-fijo$/m);
    expect(statSync(join(target, '.env')).mode & 0o077).toBe(0);
    expect(readFileSync(join(target, '.gitignore'), 'utf8')).toMatch(/^\.env$/m);
    for (const file of created.files)
      expect(readFileSync(join(target, file), 'utf8')).not.toMatch(/\{\{\w+\}\}/);
  });

  it('makes a different random token for every project', () => {
    createProject(join(dir, 'a'), { version: '1.0.0' });
    createProject(join(dir, 'b'), { version: '1.0.0' });
    const token = (p: string) =>
      /^ASIXTO_TOKENS=(.*)$/m.exec(readFileSync(join(dir, p, '.env'), 'utf8'))?.[1];
    expect(token('a')).toMatch(/^[\w-]{32}$/);
    expect(token('a')).not.toBe(token('b'));
  });

  it('refuses a folder that holds anything, and a name npm would refuse, writing nothing', () => {
    const used = join(dir, 'usado');
    mkdirSync(used);
    writeFileSync(join(used, 'x.txt'), 'mío');
    expect(() => createProject(used, { version: '1.0.0' })).toThrow(
      expect.objectContaining({ code: 'CREATE_NOT_EMPTY' }),
    );
    expect(() => createProject(join(dir, 'Mi Servidor'), { version: '1.0.0' })).toThrow(CreateError);
    expect(() => createProject(join(dir, 'ok'), { version: '1.0.0', name: '.oculto' })).toThrow(
      expect.objectContaining({ code: 'CREATE_INVALID_NAME' }),
    );
    mkdirSync(join(dir, 'vacia'));
    expect(createProject(join(dir, 'vacia'), { version: '1.0.0' }).files.length).toBeGreaterThan(10);
  });
});
