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
import type { AuditAction } from '../../access/audit-actions.js';
import { isGatewayError } from '../../errors.js';
import { accessProblem } from '../access-problems.js';
import { principalOf, requireTenant } from '../route-deps.js';
import type { RouteDeps } from '../route-deps.js';
import {
  companyParamsSchema,
  ERROR_REPLIES,
  errorResponseSchema,
  serverBodySchema,
  serverPatchBodySchema,
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
interface ServerPatchBody {
  token?: string;
  /** Checked by the schema (a bearer or an OAuth client), then by `parseUpstreamCredential`. */
  credential?: Record<string, unknown>;
  testData?: Record<string, unknown> | null;
  testEnvironment?: boolean;
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
    {
      schema: {
        summary: 'List the tenants with their server counts',
        response: { 200: tenantListSchema, ...ERROR_REPLIES },
      },
      config: admin('none'),
    },
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
        summary: 'Register or update a tenant',
        description:
          'Creates the tenant (201, platform admin) or updates its name, currency, timezone or policy (200).',
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
      schema: {
        summary: 'One tenant with its server counts',
        params: companyParamsSchema,
        response: { 200: tenantSummarySchema, ...ERROR_REPLIES },
      },
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
        summary: "Register a tenant's tool server and certify it",
        description:
          'Stores the server (its credential sealed), certifies it and answers the certification summary; only certified tools are ever exposed.',
        params: companyParamsSchema,
        body: serverBodySchema,
        response: { 201: registeredServerSchema, ...ERROR_REPLIES, 422: errorResponseSchema },
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
      // A credential set is a change of its own in the trail (its value never is).
      const note = (serverId: string) => {
        request.auditNote = {
          target: serverId,
          ...(token == null && credential === undefined
            ? {}
            : { also: [{ action: 'server.credential', target: serverId }] }),
        };
      };
      try {
        // Findings in the language the operator reads (Accept-Language), whatever the gateway's.
        const registered = await gateway.registerServer(company, server, { lang: langOf(request) });
        note(registered.serverId);
        return await reply.code(201).send(registered);
      } catch (error) {
        // A refused credential: the server is stored all the same; the trail names it.
        if (isGatewayError(error) && typeof error.data?.serverId === 'string') note(error.data.serverId);
        throw error;
      }
    },
  );

  app.get<{ Params: { company: string } }>(
    '/v1/tenants/:company/servers',
    {
      schema: {
        summary: "List a tenant's tool servers",
        params: companyParamsSchema,
        response: { 200: serverListSchema, ...ERROR_REPLIES },
      },
      config: admin('path'),
    },
    async function listServers(request, reply) {
      const { company } = request.params;
      if (!(await requireTenant(deps, request, reply, company))) return reply;
      return { servers: await gateway.listServers(company, { lang: langOf(request) }) };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/v1/servers/:id',
    {
      schema: {
        summary: 'One tool server (its token is never shown)',
        params: serverParamsSchema,
        response: { 200: serverViewSchema, ...ERROR_REPLIES },
      },
      config: admin('server'),
    },
    async function getServer(request) {
      return gateway.getServer(request.params.id, { lang: langOf(request) });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/v1/servers/:id/tools',
    {
      schema: {
        summary: "A server's listed tools with their pin, level and whether some context can see them",
        params: serverParamsSchema,
        response: { 200: toolListSchema, ...ERROR_REPLIES },
      },
      config: admin('server'),
    },
    async function listTools(request) {
      return { tools: await gateway.listTools(request.params.id) };
    },
  );

  app.patch<{ Params: { id: string }; Body: ServerPatchBody }>(
    '/v1/servers/:id',
    {
      schema: {
        summary: "Replace a server's credential, test data or test-environment mark, then recertify it",
        description:
          'A credential the server refuses answers 422 GATEWAY_CREDENTIAL_REFUSED; the change is kept so it can be fixed here.',
        params: serverParamsSchema,
        body: serverPatchBodySchema,
        response: { 200: certificationSummarySchema, ...ERROR_REPLIES, 422: errorResponseSchema },
      },
      config: { ...admin('server'), audit: 'server.credential' },
    },
    async function updateServer(request) {
      const { id } = request.params;
      const { token, credential, testData, testEnvironment } = request.body;
      // One entry per kind of change (values never), then the recertification it triggers.
      const changes: AuditAction[] = [
        ...(token === undefined && credential === undefined ? [] : ['server.credential' as const]),
        ...(testData === undefined ? [] : ['server.test-data' as const]),
        ...(testEnvironment === undefined ? [] : ['server.test-environment' as const]),
      ];
      const [first, ...rest] = [...changes, 'server.certify' as const];
      request.auditNote = { action: first, target: id, also: rest.map((action) => ({ action, target: id })) };
      return gateway.updateServer(
        id,
        {
          ...(token === undefined ? {} : { token }),
          ...(credential === undefined ? {} : { credential }),
          ...(testData === undefined ? {} : { testData }),
          ...(testEnvironment === undefined ? {} : { testEnvironment }),
        },
        { lang: langOf(request) },
      );
    },
  );

  app.post<{ Params: { id: string } }>(
    '/v1/servers/:id/certify',
    {
      schema: {
        summary: 'Certify a server again',
        params: serverParamsSchema,
        response: { 200: certificationSummarySchema, ...ERROR_REPLIES },
      },
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
      schema: {
        summary: 'Remove a server: its tools leave every catalog at once',
        params: serverParamsSchema,
        response: { ...NO_CONTENT, ...ERROR_REPLIES },
      },
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
      schema: {
        summary: 'The latest certification report of a server',
        params: serverParamsSchema,
        response: { 200: certificationDetailSchema, ...ERROR_REPLIES },
      },
      config: admin('server'),
    },
    async function getCertification(request, reply) {
      const serverId = request.params.id;
      const certification = await gateway.getCertification(serverId, { lang: langOf(request) });
      if (certification == null)
        return problem(request, reply, 'NO_CERTIFICATION', 'noCertification', { serverId });
      return certification;
    },
  );

  // The catalog never changes while the process runs: built once.
  const rules = RULES.map(({ id, level, page, scope, heuristic }) => ({ id, level, page, scope, heuristic }));
  app.get(
    '/v1/rules',
    {
      schema: { summary: "The contract's rule catalog", response: { 200: ruleListSchema, ...ERROR_REPLIES } },
      config: admin('none'),
    },
    async function listRules() {
      return { rules };
    },
  );
}
