import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ownVersion, runCreate } from './run-create.js';

let dir: string;
let out: string[];
let err: string[];
const io = () => ({ stdout: (t: string) => out.push(t), stderr: (t: string) => err.push(t) });

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'run-create-'));
  out = [];
  err = [];
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('runCreate', () => {
  it('creates the project with this package version and says the next steps, in Spanish by default', () => {
    expect(runCreate([join(dir, 'mi-servidor')], io())).toBe(0);
    expect(out.join('')).toContain('Listo: creé mi-servidor');
    expect(out.join('')).toContain('npm run certify');
    const pkg = JSON.parse(readFileSync(join(dir, 'mi-servidor', 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(pkg.dependencies['@asixto/toolkit']).toBe(`^${ownVersion()}`);
    const toolkit = JSON.parse(
      readFileSync(new URL('../../toolkit/package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    // Released together: the starter asks for the toolkit of its own version.
    expect(ownVersion()).toBe(toolkit.version);
  });

  it('in English on request; usage errors exit 2 with why and the usage', () => {
    expect(runCreate([join(dir, 'x'), '--lang', 'en'], io())).toBe(0);
    expect(out.join('')).toContain('Done: created x');
    expect(runCreate([join(dir, 'x'), '--lang=en'], io())).toBe(2);
    expect(err.join('')).toContain('exists and is not empty');
    err = [];
    expect(runCreate([], io())).toBe(2);
    expect(err.join('')).toMatch(/^Falta la carpeta del proyecto\.\nUso: npm create asixto-tool-server/);
    expect(runCreate(['a', 'b'], io())).toBe(2);
    expect(runCreate(['--force', 'a'], io())).toBe(2);
    out = [];
    expect(runCreate(['--help'], io())).toBe(0);
    expect(out.join('')).toContain('Uso:');
  });
});
