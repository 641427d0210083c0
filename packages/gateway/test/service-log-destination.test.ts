import { spawn } from 'node:child_process';
import fs, { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LOG_BATCH_BYTES,
  LOG_FLUSH_MS,
  flushLogDestination,
  serviceLogDestination,
} from '../src/service/service-log-destination.js';

const dirs: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function logFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'asixto-log-'));
  dirs.push(dir);
  return join(dir, 'service.log');
}
const lines = (file: string): string[] => readFileSync(file, 'utf8').split('\n').filter(Boolean);

describe('serviceLogDestination', () => {
  it('writes a lone line within the flush period, with no later line to push it out', async () => {
    const file = logFile();
    const destination = serviceLogDestination(file);
    const logger = pino({ level: 'info' }, destination);
    logger.info({ requestId: 'req_1' }, 'tool call');
    await sleep(LOG_FLUSH_MS * 3);
    expect(lines(file).map((l) => (JSON.parse(l) as { requestId: string }).requestId)).toEqual(['req_1']);
    destination.end();
  });

  it('writes nothing while nothing is logged: an idle service does not wake for empty writes', async () => {
    const write = vi.spyOn(fs, 'write');
    const destination = serviceLogDestination(logFile());
    const logger = pino({ level: 'info' }, destination);
    await sleep(LOG_FLUSH_MS * 3);
    expect(write).not.toHaveBeenCalled();
    logger.info('one line');
    await sleep(LOG_FLUSH_MS * 4);
    // The line, and at most one flush of an empty buffer in the period after it.
    expect(write.mock.calls.length).toBeGreaterThanOrEqual(1);
    expect(write.mock.calls.length).toBeLessThanOrEqual(2);
    destination.end();
  });

  it('writes in batches rather than once per line', async () => {
    const file = logFile();
    const destination = serviceLogDestination(file);
    const logger = pino({ level: 'info' }, destination);
    logger.info('first');
    logger.info('second');
    // Below the batch size nothing is written until the period ends.
    expect(readFileSync(file, 'utf8')).toBe('');
    const filler = 'x'.repeat(LOG_BATCH_BYTES);
    logger.info({ filler }, 'third');
    await sleep(20);
    expect(lines(file)).toHaveLength(3);
    destination.end();
  });

  it('flushLogDestination writes what was gathered while a batch was in flight, in order', async () => {
    const file = logFile();
    const destination = serviceLogDestination(file);
    const logger = pino({ level: 'info' }, destination);
    // A full batch starts an asynchronous write; the next line is gathered while it is in flight.
    logger.info({ filler: 'x'.repeat(LOG_BATCH_BYTES) }, 'batch');
    logger.info('gathered meanwhile');
    await flushLogDestination(destination);
    expect(lines(file).map((l) => (JSON.parse(l) as { msg: string }).msg)).toEqual([
      'batch',
      'gathered meanwhile',
    ]);
    destination.end();
  });

  it('flushes what it holds when the process exits, also after an uncaught error', async () => {
    const file = logFile();
    const module = new URL('../src/service/service-log-destination.ts', import.meta.url).pathname;
    const script = `
      import pino from 'pino';
      const { serviceLogDestination } = await import(${JSON.stringify(module)});
      const logger = pino({ level: 'info' }, serviceLogDestination(${JSON.stringify(file)}));
      logger.info('before the crash');
      setImmediate(() => { throw new Error('boom'); });
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(lines(file).map((l) => (JSON.parse(l) as { msg: string }).msg)).toEqual(['before the crash']);
  });

  it("is the service's default, flushed when the service closes rather than at the batch period", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'asixto-log-'));
    dirs.push(dir);
    const module = new URL('../src/service/create-gateway-service.ts', import.meta.url).pathname;
    const defaults = new URL('../src/config/service-config.ts', import.meta.url).pathname;
    // The service logs at close; `closed` is written straight to stdout once close resolves, and the
    // process lives on past the batch period: a line after `closed` was not flushed by close.
    const script = `
      import { writeSync } from 'node:fs';
      const { createGatewayService } = await import(${JSON.stringify(module)});
      const { CONFIG_DEFAULTS } = await import(${JSON.stringify(defaults)});
      const service = createGatewayService({ ...CONFIG_DEFAULTS, port: 0, host: '127.0.0.1',
        dataDir: ${JSON.stringify(dir)}, runtimeTokens: ['runtime-token-0123456789abc'],
        adminTokens: ['admin-token-0123456789abcd'], secretKey: 'b7'.repeat(32), devMode: true,
        logLevel: 'info' }, { defaultMetrics: false });
      await service.listen();
      service.logger.info('before close');
      await service.close();
      writeSync(1, 'closed\\n');
      setTimeout(() => process.exit(0), ${LOG_FLUSH_MS * 3});
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(0);
    const out = stdout.split('\n').filter(Boolean);
    const closedAt = out.indexOf('closed');
    const loggedAt = out.findIndex((line) => line.includes('"before close"'));
    expect(loggedAt).toBeGreaterThanOrEqual(0);
    expect(loggedAt).toBeLessThan(closedAt);
  });
});
