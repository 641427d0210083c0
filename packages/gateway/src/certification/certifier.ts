import type { Report } from '@asixto/certify';
import type { Lang } from '@asixto/contract';

/** One certification's inputs: the engine's options the gateway sets (never a write). */
export interface CertifyRequest {
  token?: string;
  lang: Lang;
  timeoutMs: number;
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
 * The engine in this thread, over the given fetch. Loaded at the first certification, not at start:
 * the engine, its rule catalog and its own MCP client are ~15 MiB of a gateway that, once its servers
 * are certified, seldom runs it again.
 */
export function inProcessCertifier(fetch: typeof globalThis.fetch): Certifier {
  return {
    async certify(url, { token, lang, timeoutMs }) {
      const { certifiedToolNames, certify } = await import('@asixto/certify');
      try {
        const report = await certify(url, {
          ...(token === undefined ? {} : { token }),
          allowWrites: false,
          lang,
          timeoutMs,
          fetch,
        });
        return { ok: true, report, certifiedTools: certifiedToolNames(report) };
      } catch (error) {
        return {
          ok: false,
          code: 'CERTIFY_INTERNAL',
          detail: error instanceof Error ? error.message : String(error),
        };
      }
    },
    async close() {},
  };
}
