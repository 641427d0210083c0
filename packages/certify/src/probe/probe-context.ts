import type { Lang } from '@asixto/contract';
import type { BoundedFetchOptions } from '../http/bounded-fetch.js';

/** Everything a probe needs: where, with what credential, and the bounded HTTP options. */
export interface ProbeContext {
  url: string;
  token?: string;
  http: BoundedFetchOptions;
  lang: Lang;
  /** One conversation id per certification run, so keys never collide across runs. */
  runId: string;
}
