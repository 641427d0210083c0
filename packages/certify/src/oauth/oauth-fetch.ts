import { boundedFetch } from '../http/bounded-fetch.js';
import type { BoundedFetchOptions, BoundedResponse } from '../http/bounded-fetch.js';

/** Metadata and token answers are small; a bigger one is refused, whatever the caller's cap. */
export const OAUTH_MAX_BYTES = 64 * 1024;

/** One bounded OAuth exchange: the caller's fetch (the gateway's is SSRF-guarded), its timeout, 64 KiB. */
export function oauthFetch(
  url: string,
  init: RequestInit,
  http: BoundedFetchOptions,
): Promise<BoundedResponse> {
  return boundedFetch(url, init, { ...http, maxBytes: Math.min(http.maxBytes, OAUTH_MAX_BYTES) });
}

/** The JSON object of a body, or undefined. */
export function jsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
