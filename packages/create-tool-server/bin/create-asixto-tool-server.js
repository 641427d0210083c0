#!/usr/bin/env node
// The `create-asixto-tool-server` bin (what `npm create asixto-tool-server` runs). A committed shim,
// as asixto-certify's: in this repository the bin is linked before `npm run build` makes dist/.
import { existsSync } from 'node:fs';
import process from 'node:process';
import { URL } from 'node:url';

const cli = new URL('../dist/cli.js', import.meta.url);
if (existsSync(cli)) {
  await import(cli.href);
} else {
  process.stderr.write(
    'create-asixto-tool-server aún no está compilado (falta dist/cli.js): ejecute `npm run build` en la raíz del repositorio.\n',
  );
  process.exitCode = 2;
}
