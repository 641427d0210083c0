import type { AccessRole } from '../access/access-role.js';

/**
 * Who a route admits (`config.access`): anyone; any valid credential; the agent runtime (runtime
 * keys, `GATEWAY_RUNTIME_TOKENS`); administrators (platform and tenant admins); platform admins
 * only (`GATEWAY_ADMIN_TOKENS`, platform-admin keys).
 */
export type RouteAccess = 'public' | 'any' | 'runtime' | 'admin' | 'platform';

const ROLES: Record<Exclude<RouteAccess, 'public'>, readonly AccessRole[]> = {
  any: ['platform-admin', 'tenant-admin', 'runtime'],
  runtime: ['runtime'],
  admin: ['platform-admin', 'tenant-admin'],
  platform: ['platform-admin'],
};

/** The token of an `Authorization: Bearer <token>` header, or undefined when there is none. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization ?? '');
  return match?.[1] || undefined;
}

/**
 * Why a valid credential of `role` may not use a route of `access` (403), or undefined when it may.
 * Runtime and administration are disjoint: a runtime credential never administers, an admin one
 * never acts as the agent.
 */
export function roleRefusal(
  access: Exclude<RouteAccess, 'public'>,
  role: AccessRole,
): 'NEEDS_ADMIN' | 'NEEDS_RUNTIME' | 'NEEDS_PLATFORM' | undefined {
  if (ROLES[access].includes(role)) return undefined;
  if (access === 'runtime') return 'NEEDS_RUNTIME';
  if (access === 'platform' && role !== 'runtime') return 'NEEDS_PLATFORM';
  return 'NEEDS_ADMIN';
}
