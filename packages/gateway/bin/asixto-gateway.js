#!/bin/sh
//bin/sh -c :; MALLOC_TRIM_THRESHOLD_="${MALLOC_TRIM_THRESHOLD_:-131072}" exec node "$0" "$@"
// The `asixto-gateway` bin, started by sh first: the line above is a comment to JavaScript and, to
// sh, a no-op (`//bin/sh` is line 1's /bin/sh) followed by this same file run with Node and glibc's
// malloc trim threshold fixed at 128 KiB, unless the operator set one. glibc's default threshold
// rises with the largest block freed, which kept what the certify worker and V8's helper threads
// free after a registration burst resident (~15 MiB); the gateway README's paragraph on memory
// settings has the figures. Other C libraries ignore the variable.
//
// npm links a package's bin at install time only when its target exists,
// and dist/ appears only after `npm run build`: a bin pointing at dist/cli.js left a fresh clone
// without the command ("could not determine executable to run"). This committed file always
// exists, so the link always does; it runs the built CLI, or says how to build it (exit 2).
// No Node flags: capping V8's young generation held idle RSS ~15 MiB lower but cost 10-45 % of
// the CPU per call under load (see the gateway README, the paragraph on Node flags).
import { existsSync } from 'node:fs';
import process from 'node:process';
import { URL } from 'node:url';

const cli = new URL('../dist/cli.js', import.meta.url);
if (existsSync(cli)) {
  await import(cli.href);
} else {
  process.stderr.write(
    process.env.GATEWAY_LANG === 'en'
      ? 'asixto-gateway is not built yet (dist/cli.js is missing): run `npm run build` at the root of the repository.\n'
      : 'asixto-gateway aún no está compilado (falta dist/cli.js): ejecute `npm run build` en la raíz del repositorio.\n',
  );
  process.exitCode = 2;
}
