/** A tiny client of the gateway HTTP API, as an agent runtime would use it (fetch keeps connections alive). */
export interface ApiResponse<T = unknown> {
  status: number;
  requestId: string | null;
  body: T;
}

export function apiClient(baseUrl: string, token: string) {
  async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiResponse<T>> {
    const response = await fetch(baseUrl + path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    const type = response.headers.get('content-type') ?? '';
    return {
      status: response.status,
      requestId: response.headers.get('x-request-id'),
      body: (type.includes('application/json') ? JSON.parse(text) : text) as T,
    };
  }
  return {
    get: <T>(path: string) => request<T>('GET', path),
    post: <T>(path: string, body: unknown) => request<T>('POST', path, body),
  };
}
