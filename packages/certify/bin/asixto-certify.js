#!/usr/bin/env node
// The `asixto-certify` bin. npm links a package's bin at install time only when its target exists,
// and dist/ appears only after `npm run build`: a bin pointing at dist/cli.js left a fresh clone
// without the command, and `npx asixto-certify` went looking for a package of that name on the
// registry. This committed file always exists, so the link always does; it runs the built CLI, or
// says how to build it (exit 2). Building during install (`prepare`) was rejected: it runs tsc over
// the whole workspace on every install and turns a type error into a failed install.
import { existsSync } from 'node:fs';
import process from 'node:process';
import { URL } from 'node:url';

const cli = new URL('../dist/cli.js', import.meta.url);
if (existsSync(cli)) {
  await import(cli.href);
} else {
  const args = process.argv.slice(2);
  const english = args.some((arg, i) => arg === '--lang=en' || (arg === '--lang' && args[i + 1] === 'en'));
  process.stderr.write(
    english
      ? 'asixto-certify is not built yet (dist/cli.js is missing): run `npm run build` at the root of the repository.\n'
      : 'asixto-certify aún no está compilado (falta dist/cli.js): ejecute `npm run build` en la raíz del repositorio.\n',
  );
  process.exitCode = 2;
}
