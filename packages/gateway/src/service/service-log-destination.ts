import { openSync } from 'node:fs';
import pino from 'pino';

/** Lines are written together once this many bytes have gathered… */
export const LOG_BATCH_BYTES = 4096;
/** …or at the latest this often. */
export const LOG_FLUSH_MS = 250;

/**
 * Where the service writes its JSON log lines: stdout (the default) or a file (appended to). Lines
 * are gathered and written together (4 KiB or 250 ms, whichever comes first) and flushed
 * synchronously when the process exits, also after an uncaught error. One write per line was the
 * largest single cost of a tool call after the sockets: each line handed to libuv's thread pool cost
 * ~0.05 ms of CPU. What a SIGKILL or a power cut can lose is the last 250 ms of lines.
 */
export function serviceLogDestination(dest: number | string = 1): ReturnType<typeof pino.destination> {
  // Opened here, synchronously: a file still being opened when the process dies cannot be flushed.
  const fd = typeof dest === 'number' ? dest : openSync(dest, 'a');
  return pino.destination({ dest: fd, sync: false, minLength: LOG_BATCH_BYTES, periodicFlush: LOG_FLUSH_MS });
}
