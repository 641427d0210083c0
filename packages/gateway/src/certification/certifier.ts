import type { Fixtures, Report } from '@asixto/certify';
import type { Lang } from '@asixto/contract';

/**
 * One certification's inputs: the engine's options the gateway sets. Writes run only on a server its
 * operator marked as a test environment (`allowWrites`), as `asixto-certify --allow-writes` does.
 */
export interface CertifyRequest {
  token?: string;
  lang: Lang;
  timeoutMs: number;
  /** The operator's test data (`--fixtures`). */
  fixtures?: Fixtures;
  allowWrites?: boolean;
}

/**
 * A run's outcome: the engine's report, or why there is none: the run overran its budget and was
 * stopped, or the engine (or the thread it ran in) failed.
 */
export type CertifyOutcome =
  | { ok: true; report: Report; certifiedTools: string[] }
  | { ok: false; code: 'CERTIFY_TIMEOUT' | 'CERTIFY_INTERNAL'; detail: string };

/** Runs the certify engine against a server: in this thread or in a worker (worker-certifier.ts). */
export interface Certifier {
  certify(url: string, request: CertifyRequest): Promise<CertifyOutcome>;
  close(): Promise<void>;
}

/**
 * The engine in this thread, over the given fetch (see `runEngine`).
 */
export function inProcessCertifier(fetch: typeof globalThis.fetch, maxResponseBytes: number): Certifier {
  return {
    certify: (url, request) => runEngine(fetch, url, request, maxResponseBytes),
    async close() {},
  };
}

/**
 * One run of the certify engine in the calling thread (this one, or a certify worker's). Loaded at
 * the first run, not at start: the engine, its rule catalog and its own MCP client are ~15 MiB of a
 * gateway that, once its servers are certified, seldom runs it again. `maxResponseBytes` is the
 * engine's bound on any answer (its own default is 2 MiB): the gateway sets its largest bound, so
 * that what it would read at run time (`largestAnswerBound`) is what the certification reads.
 */
export async function runEngine(
  fetch: typeof globalThis.fetch,
  url: string,
  { token, lang, timeoutMs, fixtures, allowWrites = false }: CertifyRequest,
  maxResponseBytes: number,
): Promise<CertifyOutcome> {
  try {
    const { certifiedToolNames, certify } = await import('@asixto/certify');
    const report = await certify(url, {
      ...(token === undefined ? {} : { token }),
      ...(fixtures === undefined ? {} : { fixtures }),
      allowWrites,
      lang,
      timeoutMs,
      maxResponseBytes,
      fetch,
    });
    return { ok: true, report, certifiedTools: certifiedToolNames(report) };
  } catch (error) {
    // The engine reports a bad target as findings; a throw (or an engine that fails to load) is its own.
    return {
      ok: false,
      code: 'CERTIFY_INTERNAL',
      detail: error instanceof Error ? error.message : String(error),
    };
  }
}
