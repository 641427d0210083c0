import { describe, expect, it } from 'vitest';
import { hrefOf, parseRoute } from './route';
import type { Route } from './route';

describe('parseRoute / hrefOf', () => {
  const routes: Route[] = [
    { page: 'overview' },
    { page: 'tenants' },
    { page: 'tenant', company: 'acme' },
    { page: 'server', serverId: 'srv/1 ü' },
    { page: 'exposure' },
    { page: 'exposure', company: 'acme' },
    { page: 'playground', company: 'a&b' },
    { page: 'calls' },
    { page: 'usage' },
    { page: 'usage', company: 'acme' },
    { page: 'audit' },
    { page: 'keys' },
  ];
  it('round-trips every page', () => {
    for (const route of routes) expect(parseRoute(hrefOf(route))).toEqual(route);
  });

  it('treats an empty fragment as the overview and anything else as not found, without throwing', () => {
    expect(parseRoute('')).toEqual({ page: 'overview' });
    expect(parseRoute('#')).toEqual({ page: 'overview' });
    expect(parseRoute('#/main')).toEqual({ page: 'not_found', path: '/main' });
    expect(parseRoute('#/tenants/%E0%A4%A')).toEqual({ page: 'not_found', path: '/tenants/%E0%A4%A' });
    expect(parseRoute('#/tenants/a/b')).toMatchObject({ page: 'not_found' });
  });
});
