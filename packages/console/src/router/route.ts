/**
 * The console's pages, addressed by the URL fragment (`/admin/#/tenants/acme`). Hash routing keeps
 * the gateway's job to serving one index.html: no fallback route for deep links is needed.
 */
export type Route =
  | { page: 'overview' }
  | { page: 'tenants' }
  | { page: 'tenant'; company: string }
  | { page: 'server'; serverId: string }
  | { page: 'exposure'; company?: string }
  | { page: 'playground'; company?: string }
  | { page: 'calls' }
  | { page: 'usage'; company?: string }
  | { page: 'audit' }
  | { page: 'keys' }
  | { page: 'not_found'; path: string };

export type PageName = Route['page'];

const decode = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

/** The route of a location hash (`#/servers/abc`); anything unknown is `not_found`, never a throw. */
export function parseRoute(hash: string): Route {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  const [pathPart = '', queryPart = ''] = raw.split('?', 2);
  const parts = pathPart.split('/').filter((p) => p !== '');
  const query = new URLSearchParams(queryPart);
  const company = query.get('company') ?? undefined;
  const withCompany = company ? { company } : {};
  const decoded = parts.map(decode);
  if (decoded.includes(undefined)) return notFound(raw);
  const [first, second] = decoded;
  if (parts.length === 0 || (first === 'overview' && parts.length === 1)) return { page: 'overview' };
  if (first === 'tenants' && parts.length === 1) return { page: 'tenants' };
  if (first === 'tenants' && parts.length === 2 && second) return { page: 'tenant', company: second };
  if (first === 'servers' && parts.length === 2 && second) return { page: 'server', serverId: second };
  if (first === 'exposure' && parts.length === 1) return { page: 'exposure', ...withCompany };
  if (first === 'playground' && parts.length === 1) return { page: 'playground', ...withCompany };
  if (first === 'calls' && parts.length === 1) return { page: 'calls' };
  if (first === 'usage' && parts.length === 1) return { page: 'usage', ...withCompany };
  if (first === 'audit' && parts.length === 1) return { page: 'audit' };
  if (first === 'keys' && parts.length === 1) return { page: 'keys' };
  return notFound(raw);
}

function notFound(path: string): Route {
  return { page: 'not_found', path };
}

/** The hash of a route; `parseRoute(hrefOf(r))` gives `r` back. */
export function hrefOf(route: Route): string {
  const seg = encodeURIComponent;
  const q = (company?: string): string => (company ? `?company=${seg(company)}` : '');
  switch (route.page) {
    case 'overview':
      return '#/';
    case 'tenants':
      return '#/tenants';
    case 'tenant':
      return `#/tenants/${seg(route.company)}`;
    case 'server':
      return `#/servers/${seg(route.serverId)}`;
    case 'exposure':
      return `#/exposure${q(route.company)}`;
    case 'playground':
      return `#/playground${q(route.company)}`;
    case 'calls':
      return '#/calls';
    case 'usage':
      return `#/usage${q(route.company)}`;
    case 'audit':
      return '#/audit';
    case 'keys':
      return '#/keys';
    case 'not_found':
      return `#${route.path}`;
  }
}
