import type { FastifyInstance } from 'fastify';
import { requireTenant } from '../route-deps.js';
import type { RouteDeps } from '../route-deps.js';
import {
  companyParamsSchema,
  ERROR_REPLIES,
  serverBodySchema,
  serverParamsSchema,
  tenantBodySchema,
} from '../route-schemas.js';

interface TenantBody {
  company: string;
  name: string;
  currency: string;
  timezone: string;
  policy?: Record<string, unknown> | null;
}
interface ServerBody {
  url: string;
  token?: string | null;
}

/** Defence in depth: whatever the runtime returns, no credential leaves through a read API. */
function withoutCredentials(server: unknown): unknown {
  if (typeof server !== 'object' || server === null) return server;
  const copy: Record<string, unknown> = { ...(server as Record<string, unknown>) };
  for (const key of ['credential', 'token', 'sealedCredential']) delete copy[key];
  return copy;
}

/** Administration routes (admin token): tenants, their servers, certification. */
export function adminRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { gateway, problem } = deps;

  app.post<{ Body: TenantBody }>(
    '/v1/tenants',
    { schema: { body: tenantBodySchema, response: ERROR_REPLIES }, config: { access: 'admin' } },
    async function createTenant(request, reply) {
      const { policy, ...fields } = request.body;
      const existed = (await gateway.getTenant(fields.company)) != null;
      const tenant = await gateway.registerTenant(policy == null ? fields : { ...fields, policy });
      return reply.code(existed ? 200 : 201).send(tenant);
    },
  );

  app.post<{ Params: { company: string }; Body: ServerBody }>(
    '/v1/tenants/:company/servers',
    {
      schema: { params: companyParamsSchema, body: serverBodySchema, response: ERROR_REPLIES },
      config: { access: 'admin' },
    },
    async function registerServer(request, reply) {
      const { company } = request.params;
      if (!(await requireTenant(deps, request, reply, company))) return reply;
      const { url, token } = request.body;
      const registered = await gateway.registerServer(company, token == null ? { url } : { url, token });
      return reply.code(201).send(registered);
    },
  );

  app.get<{ Params: { company: string } }>(
    '/v1/tenants/:company/servers',
    { schema: { params: companyParamsSchema, response: ERROR_REPLIES }, config: { access: 'admin' } },
    async function listServers(request, reply) {
      const { company } = request.params;
      if (!(await requireTenant(deps, request, reply, company))) return reply;
      const servers = await gateway.listServers(company);
      return { servers: servers.map(withoutCredentials) };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/v1/servers/:id/certify',
    { schema: { params: serverParamsSchema, response: ERROR_REPLIES }, config: { access: 'admin' } },
    async function certifyServer(request) {
      return gateway.certifyServer(request.params.id);
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/v1/servers/:id',
    { schema: { params: serverParamsSchema, response: ERROR_REPLIES }, config: { access: 'admin' } },
    async function removeServer(request, reply) {
      await gateway.removeServer(request.params.id);
      return reply.code(204).send();
    },
  );

  app.get<{ Params: { id: string } }>(
    '/v1/servers/:id/certification',
    { schema: { params: serverParamsSchema, response: ERROR_REPLIES }, config: { access: 'admin' } },
    async function getCertification(request, reply) {
      const serverId = request.params.id;
      const certification = await gateway.getCertification(serverId);
      if (certification == null)
        return problem(request, reply, 404, 'NO_CERTIFICATION', 'noCertification', { serverId });
      return certification;
    },
  );
}
