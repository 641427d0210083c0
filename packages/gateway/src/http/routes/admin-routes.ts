import type { FastifyInstance } from 'fastify';
import { RULES } from '@asixto/contract';
import {
  certificationDetailSchema,
  certificationSummarySchema,
  registeredServerSchema,
  ruleListSchema,
  serverListSchema,
  serverViewSchema,
  tenantListSchema,
  tenantSchema,
  tenantSummarySchema,
  toolListSchema,
} from '../admin-schemas.js';
import { visibleCompanies } from '../../access/principal.js';
import { accessProblem } from '../access-problems.js';
import { principalOf, requireTenant } from '../route-deps.js';
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
  /** Checked by the schema (a bearer or an OAuth client), then by `parseUpstreamCredential`. */
  credential?: Record<string, unknown>;
}

const admin = (company: 'none' | 'path' | 'body' | 'server') => ({ access: 'admin', company }) as const;
const NO_CONTENT = { 204: { type: 'null', description: 'done' } } as const;

/**
 * Administration routes (platform and tenant admins; a tenant admin only for its companies, checked
 * before the handler from `config.company`): tenants, their servers, certification, the rule catalog.
 * Success bodies have declared schemas (admin-schemas.ts): only declared fields are serialized, so
 * no credential can leave through them.
 */
export function adminRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { gateway, problem, langOf } = deps;

  app.get(
    '/v1/tenants',
    { schema: { response: { 200: tenantListSchema, ...ERROR_REPLIES } }, config: admin('none') },
    async function listTenants(request) {
      const visible = visibleCompanies(principalOf(request));
      const tenants = await gateway.listTenants();
      return { tenants: visible ? tenants.filter((t) => visible.has(t.company)) : tenants };
    },
  );

  app.post<{ Body: TenantBody }>(
    '/v1/tenants',
    {
      schema: {
        body: tenantBodySchema,
        response: { 200: tenantSchema, 201: tenantSchema, ...ERROR_REPLIES },
      },
      config: { ...admin('body'), audit: 'tenant.update' },
    },
    async function createTenant(request, reply) {
      const { policy, ...fields } = request.body;
      const before = await gateway.getTenant(fields.company);
      const samePolicy = (next: unknown) => JSON.stringify(next ?? {}) === JSON.stringify(before?.policy);
      const action =
        before == null ? 'tenant.create' : samePolicy(policy) ? 'tenant.update' : 'tenant.policy';
      request.auditNote = { action, target: fields.company };
      // A tenant admin edits its companies; creating one is the platform's.
      if (before == null && principalOf(request).role !== 'platform-admin')
        return accessProblem(problem, request, reply, 'TENANT_CREATE_FORBIDDEN', { company: fields.company });
      const tenant = await gateway.registerTenant(policy == null ? fields : { ...fields, policy });
      // What was stored decides, not what was sent (the policy is normalized).
      if (before != null)
        request.auditNote = {
          action: samePolicy(tenant.policy) ? 'tenant.update' : 'tenant.policy',
          target: fields.company,
        };
      return reply.code(before == null ? 201 : 200).send(tenant);
    },
  );

  app.get<{ Params: { company: string } }>(
    '/v1/tenants/:company',
    {
      schema: { params: companyParamsSchema, response: { 200: tenantSummarySchema, ...ERROR_REPLIES } },
      config: admin('path'),
    },
    async function getTenant(request) {
      return gateway.getTenantSummary(request.params.company);
    },
  );

  app.post<{ Params: { company: string }; Body: ServerBody }>(
    '/v1/tenants/:company/servers',
    {
      schema: {
        params: companyParamsSchema,
        body: serverBodySchema,
        response: { 201: registeredServerSchema, ...ERROR_REPLIES },
      },
      config: { ...admin('path'), audit: 'server.register' },
    },
    async function registerServer(request, reply) {
      const { company } = request.params;
      if (!(await requireTenant(deps, request, reply, company))) return reply;
      const { url, token, credential } = request.body;
      const server = {
        url,
        ...(token == null ? {} : { token }),
        ...(credential === undefined ? {} : { credential }),
      };
      // Findings in the language the operator reads (Accept-Language), whatever the gateway's.
      const registered = await gateway.registerServer(company, server, { lang: langOf(request) });
      // A credential set is a change of its own in the trail (its value never is).
      request.auditNote = {
        target: registered.serverId,
        ...(token == null && credential === undefined
          ? {}
          : { also: [{ action: 'server.credential', target: registered.serverId }] }),
      };
      return reply.code(201).send(registered);
    },
  );

  app.get<{ Params: { company: string } }>(
    '/v1/tenants/:company/servers',
    {
      schema: { params: companyParamsSchema, response: { 200: serverListSchema, ...ERROR_REPLIES } },
      config: admin('path'),
    },
    async function listServers(request, reply) {
      const { company } = request.params;
      if (!(await requireTenant(deps, request, reply, company))) return reply;
      return { servers: await gateway.listServers(company) };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/v1/servers/:id',
    {
      schema: { params: serverParamsSchema, response: { 200: serverViewSchema, ...ERROR_REPLIES } },
      config: admin('server'),
    },
    async function getServer(request) {
      return gateway.getServer(request.params.id);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/v1/servers/:id/tools',
    {
      schema: { params: serverParamsSchema, response: { 200: toolListSchema, ...ERROR_REPLIES } },
      config: admin('server'),
    },
    async function listTools(request) {
      return { tools: await gateway.listTools(request.params.id) };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/v1/servers/:id/certify',
    {
      schema: { params: serverParamsSchema, response: { 200: certificationSummarySchema, ...ERROR_REPLIES } },
      config: { ...admin('server'), audit: 'server.certify' },
    },
    async function certifyServer(request) {
      request.auditNote = { target: request.params.id };
      return gateway.certifyServer(request.params.id, { lang: langOf(request) });
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/v1/servers/:id',
    {
      schema: { params: serverParamsSchema, response: { ...NO_CONTENT, ...ERROR_REPLIES } },
      config: { ...admin('server'), audit: 'server.remove' },
    },
    async function removeServer(request, reply) {
      request.auditNote = { target: request.params.id };
      await gateway.removeServer(request.params.id);
      return reply.code(204).send();
    },
  );

  app.get<{ Params: { id: string } }>(
    '/v1/servers/:id/certification',
    {
      schema: { params: serverParamsSchema, response: { 200: certificationDetailSchema, ...ERROR_REPLIES } },
      config: admin('server'),
    },
    async function getCertification(request, reply) {
      const serverId = request.params.id;
      const certification = await gateway.getCertification(serverId, { lang: langOf(request) });
      if (certification == null)
        return problem(request, reply, 404, 'NO_CERTIFICATION', 'noCertification', { serverId });
      return certification;
    },
  );

  // The catalog never changes while the process runs: built once.
  const rules = RULES.map(({ id, level, page, scope, heuristic }) => ({ id, level, page, scope, heuristic }));
  app.get(
    '/v1/rules',
    { schema: { response: { 200: ruleListSchema, ...ERROR_REPLIES } }, config: admin('none') },
    async function listRules() {
      return { rules };
    },
  );
}
