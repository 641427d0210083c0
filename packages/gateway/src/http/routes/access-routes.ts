import type { FastifyInstance } from 'fastify';
import { ALL_COMPANIES } from '../../access/access-role.js';
import type { AuditAction } from '../../access/audit-actions.js';
import { checkKeyRequest } from '../../access/key-rules.js';
import type { KeyRequest } from '../../access/key-rules.js';
import { visibleCompanies } from '../../access/principal.js';
import { accessProblem } from '../access-problems.js';
import {
  auditListSchema,
  auditQuerySchema,
  createdKeySchema,
  keyBodySchema,
  keyListSchema,
  keyParamsSchema,
  whoamiSchema,
} from '../access-schemas.js';
import { principalOf } from '../route-deps.js';
import type { RouteDeps } from '../route-deps.js';
import { ERROR_REPLIES } from '../route-schemas.js';

interface AuditQueryString {
  company?: string;
  actor?: string;
  action?: AuditAction;
  since?: string;
  cursor?: string;
  limit?: string;
}

const NO_CONTENT = { 204: { type: 'null', description: 'revoked (or already was)' } } as const;

/** The companies an audit entry about a key belongs to: its own, or none (platform-only) for `*`. */
const keyCompanies = (companies: readonly string[]): (string | null)[] =>
  companies[0] === ALL_COMPANIES ? [null] : [...companies];

/**
 * Who is asking (`/v1/whoami`), managed keys (`/v1/keys`) and the audit trail (`/v1/audit`). Keys
 * and entries a credential may not see are answered as if they did not exist.
 */
export function accessRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { gateway, problem, keys, audit } = deps;

  app.get(
    '/v1/whoami',
    {
      schema: {
        summary: 'Who the credential is: its role and companies',
        response: { 200: whoamiSchema, ...ERROR_REPLIES },
      },
      config: { access: 'any', company: 'none' },
    },
    async function whoami(request) {
      return principalOf(request);
    },
  );

  app.post<{ Body: KeyRequest }>(
    '/v1/keys',
    {
      schema: {
        summary: 'Create a managed key (its secret is shown once)',
        body: keyBodySchema,
        response: { 201: createdKeySchema, ...ERROR_REPLIES },
      },
      config: { access: 'admin', company: 'none', audit: 'key.create' },
    },
    async function createKey(request, reply) {
      const creator = principalOf(request);
      const checked = checkKeyRequest(creator, request.body, Date.now());
      if (!checked.ok) {
        if (checked.code === 'KEY_SCOPE_FORBIDDEN')
          return accessProblem(problem, request, reply, 'KEY_SCOPE_FORBIDDEN');
        const { field, reason } = checked;
        return accessProblem(
          problem,
          request,
          reply,
          'KEY_REQUEST_INVALID',
          { field, detail: reason },
          { field },
        );
      }
      for (const company of checked.value.companies) {
        if (company !== ALL_COMPANIES && (await gateway.getTenant(company)) == null)
          return problem(request, reply, 'GATEWAY_UNKNOWN_COMPANY', 'unknownCompany', { company });
      }
      const { record, key } = await keys.create(creator, checked.value);
      request.auditNote = { target: record.id, companies: keyCompanies(record.companies) };
      const { id, role, companies, label, createdAt, expiresAt } = record;
      return reply.code(201).send({ id, key, role, companies, label, createdAt, expiresAt });
    },
  );

  app.get(
    '/v1/keys',
    {
      schema: {
        summary: "List the managed keys within the credential's scope",
        response: { 200: keyListSchema, ...ERROR_REPLIES },
      },
      config: { access: 'admin', company: 'none' },
    },
    async function listKeys(request) {
      return { keys: await keys.list(principalOf(request)) };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/v1/keys/:id',
    {
      schema: {
        summary: 'Revoke a managed key',
        params: keyParamsSchema,
        response: { ...NO_CONTENT, ...ERROR_REPLIES },
      },
      config: { access: 'admin', company: 'none', audit: 'key.revoke' },
    },
    async function revokeKey(request, reply) {
      const keyId = request.params.id;
      const revoked = await keys.revoke(principalOf(request), keyId);
      if (!revoked) return accessProblem(problem, request, reply, 'KEY_NOT_FOUND', { keyId });
      request.auditNote = { target: keyId, companies: keyCompanies(revoked.companies) };
      return reply.code(204).send();
    },
  );

  app.get<{ Querystring: AuditQueryString }>(
    '/v1/audit',
    {
      schema: {
        summary: 'Read the audit trail, newest first',
        querystring: auditQuerySchema,
        response: { 200: auditListSchema, ...ERROR_REPLIES },
      },
      config: { access: 'admin', company: 'query' },
    },
    async function listAudit(request) {
      const { company, actor, action, since, cursor } = request.query;
      const limit = request.query.limit === undefined ? 100 : Number(request.query.limit);
      const visible = visibleCompanies(principalOf(request));
      const entries = await audit.list({
        ...(visible ? { companies: [...visible] } : {}),
        ...(company !== undefined ? { company } : {}),
        ...(actor !== undefined ? { actor } : {}),
        ...(action !== undefined ? { action } : {}),
        ...(since !== undefined ? { since: new Date(since).toISOString() } : {}),
        ...(cursor !== undefined ? { before: Number(cursor) } : {}),
        limit,
      });
      const last = entries.at(-1);
      return {
        entries: entries.map(({ seq: _seq, ...entry }) => entry),
        nextCursor: entries.length === limit && last ? String(last.seq) : null,
      };
    },
  );
}
