#!/usr/bin/env node
// create-asixto-tool-server: a thin shell over runCreate. Sets process.exitCode; never exits mid-output.
import { runCreate } from './run-create.js';

try {
  process.exitCode = runCreate(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  });
} catch (error) {
  // A file system failure (permissions, a full disk): one line, exit 2.
  process.stderr.write(
    `create-asixto-tool-server: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 2;
}
