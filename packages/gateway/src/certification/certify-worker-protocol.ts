import type { Lang } from '@asixto/contract';
import type { UpstreamLimits } from '../upstream/index.js';

/** What a certify worker is started with (structured-cloned into the thread). */
export interface CertifyWorkerData {
  devMode: boolean;
  limits?: Partial<UpstreamLimits>;
}

/** One certification to run: the engine's options the gateway sets, never a write. */
export interface CertifyJob {
  id: number;
  url: string;
  token?: string;
  lang: Lang;
  timeoutMs: number;
}

/** What a worker posts back: a job's report, a job the engine threw on, or an answer cut at its bound. */
export type CertifyWorkerReply =
  | { kind: 'report'; id: number; report: unknown; certifiedTools: string[] }
  | { kind: 'failed'; id: number; message: string }
  | { kind: 'limit'; event: { method: string; maxBytes: number; url: string } };
