import type { FastifyInstance } from 'fastify';
import type { AuditAction } from '../access/audit-actions.js';
import type { Principal } from '../access/principal.js';
import type { RouteAccess } from './bearer-auth.js';

/**
 * Where a route finds the company a request acts for, checked against the credential before the
 * handler runs (`company-scope.ts`): the path's `:company`, the body's `company`, the body's
 * `context.company`, the `company` query filter, the company of the server `:id`; `none` when the
 * route has no single company and its handler shows only the credential's (lists, keys).
 */
export type CompanySource = 'none' | 'path' | 'body' | 'context' | 'query' | 'server';

/** What a handler adds to its route's audit entry. */
export interface AuditNote {
  action?: AuditAction;
  target?: string;
  /** The companies the entry is about, when not the one the request acts for (a key's). */
  companies?: readonly (string | null)[];
  /** More entries of the same request, with its outcome (a server's credential beside its registration). */
  also?: readonly { action: AuditAction; target: string }[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (see bearer-auth.ts); required on every route. */
    access?: RouteAccess;
    /** Where its company is (see {@link CompanySource}); required unless `access` is `public`. */
    company?: CompanySource;
    /** Recorded in the audit trail, with its outcome, for every authenticated request. */
    audit?: AuditAction;
    /** A public route whose answer grows with a valid admin credential (`/healthz`). */
    optionalAuth?: boolean;
  }
  interface FastifyRequest {
    /** Who sent the request, once its credential is checked; `null` on public routes. */
    principal: Principal | null;
    /** The company the request acts for, once checked against the credential. */
    actingFor: string | null;
    auditNote: AuditNote | null;
  }
}

/** A declared route, as Fastify registered it (the role × route matrix test reads these). */
export interface RouteEntry {
  method: string;
  url: string;
  access: RouteAccess;
  company: CompanySource | undefined;
  audit: AuditAction | undefined;
}

/**
 * Refuses, at start-up, a route that does not say who may call it and where its company is, so no
 * route can ship unguarded; and lists every route for the tests. HEAD routes share their GET's config.
 */
export function guardRouteDeclarations(app: FastifyInstance): readonly RouteEntry[] {
  const routes: RouteEntry[] = [];
  app.decorateRequest('principal', null);
  app.decorateRequest('actingFor', null);
  app.decorateRequest('auditNote', null);
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as {
      access?: RouteAccess;
      company?: CompanySource;
      audit?: AuditAction;
    };
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (config.access === undefined)
      throw new Error(`route ${methods.join(',')} ${route.url} declares no config.access`);
    if (config.access !== 'public' && config.company === undefined)
      throw new Error(`route ${methods.join(',')} ${route.url} declares no config.company`);
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        access: config.access,
        company: config.company,
        audit: config.audit,
      });
    }
  });
  return routes;
}
