import type { Fixtures } from '@asixto/certify';
import type { Lang } from '@asixto/contract';
import type { UpstreamLimits } from '../upstream/index.js';

/** What a certify worker is started with (structured-cloned into the thread). */
export interface CertifyWorkerData {
  devMode: boolean;
  limits?: Partial<UpstreamLimits>;
}

/** One certification to run: the engine's options the gateway sets (writes on a test environment only). */
export interface CertifyJob {
  kind: 'job';
  id: number;
  url: string;
  token?: string;
  lang: Lang;
  timeoutMs: number;
  fixtures?: Fixtures;
  allowWrites?: boolean;
}

/** What the gateway posts to a worker: a run, or a ping its event loop answers while it is not stuck. */
export type CertifyWorkerMessage = CertifyJob | { kind: 'ping' };

/** What a worker posts back: a job's report, a job the engine threw on, an answer cut at its bound, a pong. */
export type CertifyWorkerReply =
  | { kind: 'report'; id: number; report: unknown; certifiedTools: string[] }
  | { kind: 'failed'; id: number; message: string }
  | { kind: 'limit'; event: { method: string; maxBytes: number; url: string } }
  | { kind: 'pong' };
