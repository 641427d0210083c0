// `npm run certify`: certifies the server you started with `npm start`, as the gateway will, with the
// test data of certify-fixtures.json, and runs the write tools too to verify idempotency (this is your
// development environment; in CI, point CERTIFY_URL at a test environment, never at production).
// Extra arguments go to asixto-certify (`npm run certify -- --format json`).
import { runCli } from '@asixto/certify';

const url = process.env['CERTIFY_URL'] ?? `http://127.0.0.1:${process.env['PORT'] ?? 3000}/mcp`;
const token = process.env['ASIXTO_CERTIFY_TOKEN'] ?? process.env['ASIXTO_TOKENS']?.split(',')[0];
const args = [url, '--fixtures', 'certify-fixtures.json', '--allow-writes', ...process.argv.slice(2)];
process.exitCode = await runCli(args, {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: { ...process.env, ...(token ? { ASIXTO_CERTIFY_TOKEN: token } : {}) },
  isTty: process.stdout.isTTY === true,
});
