import { useInfiniteQuery, useQueries, useQuery } from '@tanstack/react-query';
import { useApi } from '../auth/session';
import type { AgentContext, CallFilter, UsageQuery } from './api-types';
import type { AuditFilter } from './access-types';

/** Cache keys of the admin API; a change invalidates by prefix (e.g. every `servers` list). */
export const keys = {
  tenants: ['tenants'] as const,
  tenant: (company: string) => ['tenant', company] as const,
  servers: (company: string) => ['servers', company] as const,
  server: (id: string) => ['server', id] as const,
  certification: (id: string) => ['certification', id] as const,
  tools: (id: string) => ['tools', id] as const,
  rules: ['rules'] as const,
  exposure: (context: AgentContext) => ['exposure', context] as const,
  calls: (filter: CallFilter) => ['calls', filter] as const,
  overview: ['overview'] as const,
  whoami: ['whoami'] as const,
  keys: ['keys'] as const,
  audit: (filter: AuditFilter) => ['audit', filter] as const,
};

export function useTenants() {
  const api = useApi();
  return useQuery({ queryKey: keys.tenants, queryFn: ({ signal }) => api.listTenants(signal) });
}

export function useTenant(company: string) {
  const api = useApi();
  return useQuery({
    queryKey: keys.tenant(company),
    queryFn: ({ signal }) => api.getTenant(company, signal),
  });
}

export function useServers(company: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: keys.servers(company ?? ''),
    queryFn: ({ signal }) => api.listServers(company ?? '', signal),
    enabled: company !== undefined && company !== '',
  });
}

export function useServer(id: string) {
  const api = useApi();
  return useQuery({ queryKey: keys.server(id), queryFn: ({ signal }) => api.getServer(id, signal) });
}

export function useCertification(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: keys.certification(id),
    queryFn: ({ signal }) => api.getCertification(id, signal),
  });
}

export function useTools(id: string) {
  const api = useApi();
  return useQuery({ queryKey: keys.tools(id), queryFn: ({ signal }) => api.listTools(id, signal) });
}

/** The tool listings of several servers at once (the playground's tool choice). */
export function useToolsOf(serverIds: readonly string[]) {
  const api = useApi();
  return useQueries({
    queries: serverIds.map((id) => ({
      queryKey: keys.tools(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => api.listTools(id, signal),
    })),
  });
}

/** The contract's rule catalog: fixed for a given gateway build, so fetched once per session. */
export function useRules() {
  const api = useApi();
  return useQuery({
    queryKey: keys.rules,
    queryFn: ({ signal }) => api.listRules(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useExposure(context: AgentContext | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: context ? keys.exposure(context) : ['exposure', 'none'],
    queryFn: () => api.previewExposure(context as AgentContext),
    enabled: context !== undefined,
  });
}

export function useCalls(filter: CallFilter) {
  const api = useApi();
  return useQuery({
    queryKey: keys.calls(filter),
    queryFn: ({ signal }) => api.listCalls({ ...filter, limit: 500 }, signal),
  });
}

/** The overview, refreshed every 15 s while the page is open (the charts cover 15 minutes). */
export function useOverview() {
  const api = useApi();
  return useQuery({
    queryKey: keys.overview,
    queryFn: ({ signal }) => api.overview(signal),
    refetchInterval: 15_000,
  });
}

/** Who the console is signed in as: fixed for a session (sign-in sets it), asked once otherwise. */
export function useIdentity() {
  const api = useApi();
  return useQuery({
    queryKey: keys.whoami,
    queryFn: ({ signal }) => api.whoami(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useKeys() {
  const api = useApi();
  return useQuery({ queryKey: keys.keys, queryFn: ({ signal }) => api.listKeys(signal) });
}

/** The audit trail, newest first, a page at a time (the gateway's cursor). */
export function useAudit(filter: AuditFilter) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: keys.audit(filter),
    queryFn: ({ signal, pageParam }) =>
      api.listAudit({ ...filter, limit: 50, ...(pageParam ? { cursor: pageParam } : {}) }, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Usage of one company over a period, per tool; asked for when the form is sent. */
export function useUsage(query: UsageQuery | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['usage', query ?? null],
    queryFn: ({ signal }) => api.usage(query as UsageQuery, signal),
    enabled: query !== undefined,
  });
}
