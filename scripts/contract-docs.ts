/**
 * `npm run docs:contract`: writes the generated parts of docs/contract/ from the rule catalog of
 * @asixto/contract (each language's rules page, and the rule list at the end of every page). With
 * `--check` it writes nothing and exits 1 when a file is stale. test/docs/contract-docs.test.ts
 * fails when they are.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RULES } from '@asixto/contract';
import { contractDocs } from './lib/contract-docs/contract-docs.js';

const dir = fileURLToPath(new URL('../docs/contract/', import.meta.url));
const check = process.argv.includes('--check');
const read = (path: string): string => readFileSync(join(dir, path), 'utf8');
const current = (path: string): string | undefined => {
  try {
    return read(path);
  } catch {
    return undefined;
  }
};
const { files, problems } = contractDocs(RULES, read);
for (const problem of problems) process.stderr.write(`${problem}\n`);
const stale = [...files].filter(([path, text]) => current(path) !== text);
for (const [path, text] of stale) {
  if (check) process.stderr.write(`stale: docs/contract/${path}\n`);
  else writeFileSync(join(dir, path), text);
}
if (!check) process.stdout.write(`docs/contract: ${stale.length} of ${files.size} files rewritten\n`);
process.exitCode = problems.length > 0 || (check && stale.length > 0) ? 1 : 0;
