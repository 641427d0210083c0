/**
 * `npm run demo`: a short scripted conversation against the gateway, as the agent runtime drives
 * it: chat then voice, the catalog per scenario, a call, a truncated result and an idempotent retry.
 *
 * It talks to the `npm start` that is running (found through ./data/stack.json); when none answers,
 * it starts its own stack in a temporary directory on free ports and stops it at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pino from 'pino';
import { loadOrCreateDevCredentials } from './lib/dev-credentials.js';
import { readStackFile } from './lib/stack-file.js';
import { startStack } from './lib/start-stack.js';
import { runDemo } from './lib/run-demo.js';
import { style } from './lib/term.js';

const log = (line = ''): void => void process.stdout.write(`${line}\n`);

async function findRunningGateway(dataDir: string): Promise<string | undefined> {
  const stack = readStackFile(dataDir);
  if (!stack) return undefined;
  try {
    const response = await fetch(`${stack.gatewayUrl}/healthz`, { signal: AbortSignal.timeout(1_500) });
    return response.ok ? stack.gatewayUrl : undefined;
  } catch {
    return undefined; // nothing listening there any more: the stack file is from an earlier run
  }
}

async function main(): Promise<void> {
  const dataDir = resolve(process.env.GATEWAY_DATA_DIR ?? 'data');
  const running = await findRunningGateway(dataDir);
  if (running) {
    const credentials = loadOrCreateDevCredentials(dataDir);
    await runDemo(running, credentials.runtimeToken);
    return;
  }
  log(style.dim('No hay un `npm start` respondiendo; levanto un entorno temporal para la demo…'));
  const tempDir = mkdtempSync(join(tmpdir(), 'asixto-demo-'));
  const logger = pino(
    { level: 'warn' },
    pino.destination({ dest: join(tempDir, 'gateway.log'), sync: true }),
  );
  const stack = await startStack({
    dataDir: tempDir,
    gatewayPort: 0,
    referencePort: 0,
    verbosePort: 0,
    logger,
  });
  try {
    await runDemo(stack.gatewayUrl, stack.credentials.runtimeToken);
  } finally {
    await stack.close();
    rmSync(tempDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`npm run demo falló: ${(error as Error).stack ?? String(error)}\n`);
  process.exitCode = 1;
});
