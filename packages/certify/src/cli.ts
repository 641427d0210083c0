#!/usr/bin/env node
// asixto-certify: a thin shell over the engine. Sets process.exitCode; never exits mid-output.
import { runCli } from './cli/run-cli.js';

runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
  isTty: process.stdout.isTTY === true,
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // Only a bug of ours lands here (certify never throws for a bad target): one line, exit 2.
    process.stderr.write(`asixto-certify: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
  },
);
