import type { Lang } from '@asixto/contract';
import { ApiError, errorFromResponse, networkError } from './api-error';
import { followCallStream } from './call-stream';
import type { CallStreamHandlers } from './call-stream';
import { authHeaders, queryString } from './http';
import { callRecordOf } from './parse-call-record';
import type { Fetch } from './http';
import type {
  AgentContext,
  CallFilter,
  CallOutcome,
  CallRecord,
  CertificationDetail,
  CertificationSummary,
  ExposurePreview,
  Overview,
  RuleInfo,
  ServerSettingsInput,
  ServerView,
  Tenant,
  TenantInput,
  TenantSummary,
  ToolRow,
  Usage,
  UsageQuery,
  OAuthCredentialInput,
} from './api-types';
import { ACCESS_ROLES } from './access-types';
import type {
  AccessRole,
  AuditFilter,
  AuditPage,
  CreatedKey,
  Identity,
  KeyInput,
  KeyView,
} from './access-types';

export interface ApiClientOptions {
  /** The admin token; it only ever leaves in the Authorization header. */
  token: string;
  /** Language of the gateway's messages (`Accept-Language`). */
  lang: Lang;
  /** Origin of the gateway; empty for the console served by the gateway itself. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Called on any 401, so the console can drop the token and ask for it again. */
  onUnauthorized?: (error: ApiError) => void;
}

const seg = encodeURIComponent;

/**
 * The console's only way to the gateway: typed methods over the admin API. Every failure is an
 * {@link ApiError}; an aborted request (a query cancelled by navigation) rejects with the abort reason.
 *
 * @example
 * const api = createApiClient({ token, lang: 'es' });
 * const { tenants } = await api.listTenants();
 */
export function createApiClient(options: ApiClientOptions) {
  const { token, lang, baseUrl = '', onUnauthorized } = options;
  const doFetch: Fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request<T>(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    init: { body?: unknown; signal?: AbortSignal } = {},
  ): Promise<T> {
    const headers: Record<string, string> = { ...authHeaders(token, lang), accept: 'application/json' };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: init.body === undefined ? null : JSON.stringify(init.body),
        signal: init.signal ?? null,
        credentials: 'omit',
        cache: 'no-store',
        // A redirect would carry the token somewhere the console did not choose.
        redirect: 'error',
      });
    } catch (cause) {
      if (init.signal?.aborted) throw init.signal.reason;
      throw networkError(cause);
    }
    const text = await response.text().catch((cause: unknown) => {
      if (init.signal?.aborted) throw init.signal.reason;
      throw networkError(cause);
    });
    let body: unknown;
    let parsed = true;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      parsed = false;
    }
    const requestId = response.headers.get('x-request-id');
    if (!response.ok) {
      const error = errorFromResponse(response.status, parsed ? body : undefined, requestId);
      if (error.kind === 'unauthorized') onUnauthorized?.(error);
      throw error;
    }
    if (!parsed || (body === undefined && response.status !== 204)) {
      throw new ApiError(
        'protocol',
        response.status,
        'NOT_JSON',
        `${method} ${path}: the response is not JSON`,
        undefined,
        requestId ?? undefined,
      );
    }
    return body as T;
  }

  const get = <T>(path: string, signal?: AbortSignal) => request<T>('GET', path, { signal });
  const post = <T>(path: string, body: unknown, signal?: AbortSignal) =>
    request<T>('POST', path, { body, signal });

  return {
    lang,
    listTenants: (signal?: AbortSignal) => get<{ tenants: TenantSummary[] }>('/v1/tenants', signal),
    getTenant: (company: string, signal?: AbortSignal) =>
      get<TenantSummary>(`/v1/tenants/${seg(company)}`, signal),
    saveTenant: (input: TenantInput) => post<Tenant>('/v1/tenants', input),
    listServers: (company: string, signal?: AbortSignal) =>
      get<{ servers: ServerView[] }>(`/v1/tenants/${seg(company)}/servers`, signal),
    registerServer: (
      company: string,
      input: { url: string; token?: string; credential?: OAuthCredentialInput },
    ) =>
      post<{ serverId: string; certification: CertificationSummary }>(
        `/v1/tenants/${seg(company)}/servers`,
        input,
      ),
    getServer: (id: string, signal?: AbortSignal) => get<ServerView>(`/v1/servers/${seg(id)}`, signal),
    certifyServer: (id: string) => post<CertificationSummary>(`/v1/servers/${seg(id)}/certify`, {}),
    /** Replaces the credential, test data or test-environment mark; the server is certified again. */
    updateServer: (id: string, input: ServerSettingsInput) =>
      request<CertificationSummary>('PATCH', `/v1/servers/${seg(id)}`, { body: input }),
    getCertification: (id: string, signal?: AbortSignal) =>
      get<CertificationDetail>(`/v1/servers/${seg(id)}/certification`, signal),
    listTools: (id: string, signal?: AbortSignal) =>
      get<{ tools: ToolRow[] }>(`/v1/servers/${seg(id)}/tools`, signal),
    removeServer: (id: string) => request<undefined>('DELETE', `/v1/servers/${seg(id)}`),
    listRules: (signal?: AbortSignal) => get<{ rules: RuleInfo[] }>('/v1/rules', signal),
    previewExposure: (context: AgentContext) => post<ExposurePreview>('/v1/exposure/preview', { context }),
    callTool: (context: AgentContext, name: string, args: Record<string, unknown> | null) =>
      post<CallOutcome>('/v1/playground/call', { context, name, arguments: args }),
    listCalls: async (filter: CallFilter & { limit?: number }, signal?: AbortSignal) => {
      const body = await get<{ calls?: unknown }>(`/v1/calls${queryString({ ...filter })}`, signal);
      // Same shape check as the stream: only the record's own fields reach the page.
      const list = Array.isArray(body.calls) ? body.calls : [];
      return { calls: list.map(callRecordOf).filter((c): c is CallRecord => c !== undefined) };
    },
    overview: (signal?: AbortSignal) => get<Overview>('/v1/overview', signal),
    usage: (query: UsageQuery, signal?: AbortSignal) =>
      get<Usage>(`/v1/usage${queryString({ ...query })}`, signal),
    /** The same usage as CSV (`Accept: text/csv`), for a download. */
    usageCsv: async (query: UsageQuery): Promise<Blob> => {
      const response = await doFetch(`${baseUrl}/v1/usage${queryString({ ...query })}`, {
        headers: { ...authHeaders(token, lang), accept: 'text/csv' },
        credentials: 'omit',
        cache: 'no-store',
        redirect: 'error',
      }).catch((cause: unknown) => {
        throw networkError(cause);
      });
      if (!response.ok) {
        const body: unknown = await response.json().catch(() => undefined);
        throw errorFromResponse(response.status, body, response.headers.get('x-request-id'));
      }
      return response.blob();
    },
    whoami: async (signal?: AbortSignal) => {
      const body = await get<Partial<Identity>>('/v1/whoami', signal);
      // What the navigation and pages are decided from: its shape is checked, never assumed.
      if (!ACCESS_ROLES.includes(body.role as AccessRole) || !Array.isArray(body.companies))
        throw new ApiError('protocol', 200, 'NOT_AN_IDENTITY', 'GET /v1/whoami: not an identity');
      return body as Identity;
    },
    listKeys: (signal?: AbortSignal) => get<{ keys: KeyView[] }>('/v1/keys', signal),
    createKey: (input: KeyInput) => post<CreatedKey>('/v1/keys', input),
    revokeKey: (id: string) => request<undefined>('DELETE', `/v1/keys/${seg(id)}`),
    listAudit: (filter: AuditFilter & { cursor?: string; limit?: number }, signal?: AbortSignal) =>
      get<AuditPage>(`/v1/audit${queryString({ ...filter })}`, signal),
    /** Follows the live calls until `signal` aborts (see followCallStream). */
    followCalls: (filter: CallFilter, handlers: CallStreamHandlers, signal: AbortSignal) =>
      followCallStream({
        token,
        lang,
        baseUrl,
        fetch: doFetch,
        filter,
        signal,
        ...handlers,
        onState: (state, error) => {
          if (error?.kind === 'unauthorized') onUnauthorized?.(error);
          handlers.onState?.(state, error);
        },
      }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
