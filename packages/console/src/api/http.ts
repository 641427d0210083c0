import type { Lang } from '@asixto/contract';

export type Fetch = typeof fetch;

/** The headers every admin request carries. No cookies are used, so there is nothing to forge (CSRF). */
export function authHeaders(token: string, lang: Lang): Record<string, string> {
  return { authorization: `Bearer ${token}`, 'accept-language': lang };
}

/** `?a=1&b=2` from the defined, non-empty entries, or '' when none. */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}
