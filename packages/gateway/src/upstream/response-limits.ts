import { DEFAULT_JSON_SHAPE_LIMITS } from '../util/bounded-json.js';

/**
 * Bounds on what an upstream tool server may send back: bytes per kind of request, and the JSON
 * structure of every answer (metered as it arrives). A tenant's server is untrusted: every answer it
 * gives is read up to its bound and no further.
 */
export interface UpstreamLimits {
  /** One `server/discover` answer. */
  discoverBytes: number;
  /** One `tools/list` listing, all pages together. */
  listBytes: number;
  /** One `tools/call` answer (JSON or a whole SSE response stream). */
  callBytes: number;
  /** One event of a `subscriptions/listen` stream, an unterminated line included. */
  listenEventBytes: number;
  /** Any other answer (redirects, errors of unknown requests). */
  otherBytes: number;
  /** Nesting of arrays and objects in one answer (one event of a stream). */
  jsonMaxDepth: number;
  /** Elements and keys of one answer (one event of a stream); see `JsonShapeLimits`. */
  jsonMaxElements: number;
}

export const DEFAULT_UPSTREAM_LIMITS: Readonly<UpstreamLimits> = Object.freeze({
  discoverBytes: 256 * 1024,
  // 50 tools of page 02's sizes list in well under 1 MiB. A listing is parsed and prepared on the
  // service's event loop, and what is beyond this could never have been certified anyway.
  listBytes: 2 * 1024 * 1024,
  callBytes: 8 * 1024 * 1024,
  listenEventBytes: 64 * 1024,
  otherBytes: 1024 * 1024,
  jsonMaxDepth: DEFAULT_JSON_SHAPE_LIMITS.maxDepth,
  jsonMaxElements: DEFAULT_JSON_SHAPE_LIMITS.maxElements,
});

/**
 * The largest bound of any answer but a listen stream's: what the certify engine's own per-answer
 * bound is set to, so that the guarded fetch's bound per kind of request is the one that holds.
 */
export function largestAnswerBound(limits: Partial<UpstreamLimits> = {}): number {
  const { discoverBytes, listBytes, callBytes, otherBytes } = { ...DEFAULT_UPSTREAM_LIMITS, ...limits };
  return Math.max(discoverBytes, listBytes, callBytes, otherBytes);
}

/** How one response body is bounded: a total, and for event streams a bound per event. */
export interface BodyLimit {
  maxBytes: number;
  /** Bytes of one SSE event; absent when the total bound is the only one. */
  maxEventBytes?: number;
}

/**
 * The bound of a response, chosen by the request's `Mcp-Method` header (the SDK sets it on every
 * POST). A listen stream lives long, so only its events are bounded, not its total.
 */
export function limitForMethod(method: string | undefined, limits: UpstreamLimits): BodyLimit {
  switch (method) {
    case 'server/discover':
      return { maxBytes: limits.discoverBytes };
    case 'tools/list':
      return { maxBytes: limits.listBytes };
    case 'tools/call':
      return { maxBytes: limits.callBytes };
    case 'subscriptions/listen':
      return { maxBytes: Number.POSITIVE_INFINITY, maxEventBytes: limits.listenEventBytes };
    default:
      return { maxBytes: limits.otherBytes };
  }
}
