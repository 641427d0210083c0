import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Plugin } from 'vite';

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/**
 * Vite writes the build into `staging` (emptied first); this plugin then brings `target` to the same
 * files without ever leaving it empty or half-written: a file whose bytes did not change is not
 * touched, a changed or new one is written beside and renamed over (atomic on one file system), and
 * files no longer built are removed last. So a gateway serving `target` while `npm run build` runs
 * again keeps answering (a rebuild used to empty the folder under it).
 */
export function syncDist({ staging, target }: { staging: string; target: string }): Plugin {
  return {
    name: 'asixto-sync-dist',
    apply: 'build',
    closeBundle() {
      const built = filesUnder(staging);
      for (const file of built) {
        const bytes = readFileSync(join(staging, file));
        const destination = join(target, file);
        if (existsSync(destination) && readFileSync(destination).equals(bytes)) continue;
        mkdirSync(dirname(destination), { recursive: true });
        const temporary = `${destination}.${process.pid}.tmp`;
        writeFileSync(temporary, bytes);
        renameSync(temporary, destination);
      }
      const keep = new Set(built);
      for (const file of filesUnder(target)) {
        if (!keep.has(file)) rmSync(join(target, file), { force: true });
      }
      rmSync(staging, { recursive: true, force: true });
    },
  };
}
