import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { syncDist } from '../sync-dist.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function write(dir: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
}

function run(staging: string, target: string): void {
  const hook = syncDist({ staging, target }).closeBundle as () => void;
  hook();
}

describe('syncDist', () => {
  it('leaves unchanged files alone, replaces changed ones, removes stale ones, drops the staging folder', () => {
    const root = mkdtempSync(join(tmpdir(), 'sync-dist-'));
    dirs.push(root);
    const staging = join(root, 'staging');
    const target = join(root, 'dist');
    write(target, { 'index.html': 'old page', 'assets/a-1.js': 'same', 'assets/b-1.js': 'stale' });
    const before = statSync(join(target, 'assets/a-1.js')).mtimeMs;
    write(staging, { 'index.html': 'new page', 'assets/a-1.js': 'same', 'assets/c-2.css': 'new' });
    run(staging, target);
    expect(readFileSync(join(target, 'index.html'), 'utf8')).toBe('new page');
    expect(statSync(join(target, 'assets/a-1.js')).mtimeMs).toBe(before);
    expect(readFileSync(join(target, 'assets/c-2.css'), 'utf8')).toBe('new');
    expect(existsSync(join(target, 'assets/b-1.js'))).toBe(false);
    expect(existsSync(staging)).toBe(false);
  });

  it('creates the target on the first build', () => {
    const root = mkdtempSync(join(tmpdir(), 'sync-dist-'));
    dirs.push(root);
    write(join(root, 'staging'), { 'index.html': 'page' });
    run(join(root, 'staging'), join(root, 'dist'));
    expect(readFileSync(join(root, 'dist/index.html'), 'utf8')).toBe('page');
  });
});
