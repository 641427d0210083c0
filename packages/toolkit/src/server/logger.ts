import { pino } from 'pino';

type LogFn = (objOrMsg: unknown, msg?: string) => void;

/** The logger surface the toolkit uses; a pino logger satisfies it. */
export interface ToolkitLogger {
  debug: LogFn;
  info: LogFn;
  warn: LogFn;
  error: LogFn;
  child(bindings: Record<string, unknown>): ToolkitLogger;
}

/**
 * The default logger: pino (JSON lines on stdout), level from `LOG_LEVEL` or `info`.
 *
 * @example
 * const log = defaultLogger('reference-server');
 */
export function defaultLogger(name: string): ToolkitLogger {
  return pino({ name, level: process.env['LOG_LEVEL'] ?? 'info' });
}
