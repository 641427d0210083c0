import type { FetchLike } from '@modelcontextprotocol/client';
import type { GatewayLogger } from '../logger.js';
import { guardedFetch, largestAnswerBound } from '../upstream/index.js';
import type { GuardedFetch, UpstreamLimits } from '../upstream/index.js';
import { inProcessCertifier } from './certifier.js';
import type { Certifier } from './certifier.js';
import { createWorkerCertifier } from './worker-certifier.js';

export interface GatewayCertifierOptions {
  devMode: boolean;
  /** A custom fetch cannot cross into a worker thread: with one, the engine runs in this thread. */
  fetch?: FetchLike | undefined;
  inWorker: boolean;
  limits?: Partial<UpstreamLimits> | undefined;
  logger: GatewayLogger;
}

/**
 * The gateway's certifier, made at the first run (most instances seldom certify): in a worker
 * thread when asked and possible, else in this thread over a guarded fetch of its own. `close`
 * also closes that fetch.
 */
export function createGatewayCertifier(options: GatewayCertifierOptions): Certifier {
  let made: { certifier: Certifier; fetch?: GuardedFetch } | undefined;
  const make = () => {
    const { devMode, limits, logger } = options;
    const onLimitExceeded = (event: { method: string; maxBytes: number; url: string }) =>
      logger.warn(event, 'certification: answer over its bound: cut');
    if (options.inWorker && options.fetch === undefined)
      return {
        certifier: createWorkerCertifier({ devMode, ...(limits ? { limits } : {}), onLimitExceeded }),
      };
    const own = options.fetch ? undefined : guardedFetch({ devMode, limits, onLimitExceeded });
    // The guarded fetch is call-compatible with the global fetch the engine types its option as.
    const fetch = (options.fetch ?? own) as FetchLike as typeof globalThis.fetch;
    return {
      certifier: inProcessCertifier(fetch, largestAnswerBound(limits)),
      ...(own ? { fetch: own } : {}),
    };
  };
  return {
    certify(url, request) {
      made ??= make();
      return made.certifier.certify(url, request);
    },
    async close() {
      await made?.certifier.close();
      await made?.fetch?.close().catch(() => undefined);
    },
  };
}
