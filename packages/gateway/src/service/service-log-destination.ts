import { openSync } from 'node:fs';
import pino from 'pino';

/** Lines are written together once this many bytes have gathered… */
export const LOG_BATCH_BYTES = 4096;
/** …or at the latest this long after they were logged. */
export const LOG_FLUSH_MS = 250;

type LogDestination = ReturnType<typeof pino.destination>;

/**
 * Where the service writes its JSON log lines: stdout (the default) or a file (appended to). Lines
 * are gathered and written together (4 KiB or 250 ms, whichever comes first) and flushed
 * synchronously when the process exits, also after an uncaught error. One write per line was the
 * largest single cost of a tool call after the sockets: each line handed to libuv's thread pool cost
 * ~0.05 ms of CPU. What a SIGKILL or a power cut can lose is the last 250 ms of lines.
 */
export function serviceLogDestination(dest: number | string = 1): LogDestination {
  // Opened here, synchronously: a file still being opened when the process dies cannot be flushed.
  const fd = typeof dest === 'number' ? dest : openSync(dest, 'a');
  const destination = pino.destination({ dest: fd, sync: false, minLength: LOG_BATCH_BYTES });
  flushWhileLogging(destination);
  return destination;
}

/**
 * Flushes every period in which something was logged. sonic-boom's own `periodicFlush` writes even
 * when it holds nothing: an idle service would wake four times a second for an empty write.
 */
function flushWhileLogging(destination: LogDestination): void {
  let logged = false;
  const write = destination.write.bind(destination);
  destination.write = (data: string): boolean => {
    logged = true;
    return write(data);
  };
  const timer = setInterval(() => {
    if (!logged) return;
    logged = false;
    destination.flush();
  }, LOG_FLUSH_MS);
  timer.unref();
  // Ending writes what is held; a flush racing it would write to a descriptor being closed.
  const end = destination.end.bind(destination);
  destination.end = (): void => {
    clearInterval(timer);
    end();
  };
  destination.once('close', () => clearInterval(timer));
}

/**
 * Writes every line the destination holds and resolves once they are out. A plain `flush()` does
 * nothing while a batch is being written (what is gathered meanwhile waits for the next period), and
 * `flushSync()` beside a write in flight could interleave the two on a pipe. So: start a write, wait
 * until the destination is idle (`drain`) or gone (`close`), then write whatever is left
 * synchronously. A reader that went away (EPIPE) is not an error of the service's shutdown: pino
 * drops those lines too.
 */
export async function flushLogDestination(destination: LogDestination): Promise<void> {
  const brokenPipe = (error: unknown): boolean => (error as { code?: unknown }).code === 'EPIPE';
  let gone = false;
  await new Promise<void>((resolve, reject) => {
    const settle = (error?: unknown): void => {
      destination.off('drain', settle);
      destination.off('close', closed);
      destination.off('error', settle);
      if (error === undefined || brokenPipe(error)) resolve();
      else reject(error as Error);
    };
    const closed = (): void => {
      gone = true;
      settle();
    };
    destination.on('drain', settle);
    destination.on('close', closed);
    destination.on('error', settle);
    try {
      destination.flush();
    } catch (error) {
      settle(error);
    }
  });
  if (gone) return;
  try {
    destination.flushSync();
  } catch (error) {
    if (!brokenPipe(error)) throw error;
  }
}
