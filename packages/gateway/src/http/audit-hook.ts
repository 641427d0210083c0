import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuditTrail } from '../access/audit-trail.js';
import { actorOf } from '../access/principal.js';
import type { NewAuditEntry } from '../registry/access-store.js';

/** The `error.code` of a JSON error body, or `HTTP_<status>`. */
function outcomeOf(status: number, payload: unknown): string {
  if (status < 400) return 'ok';
  if (typeof payload === 'string' && payload.length <= 64 * 1024) {
    try {
      const code = (JSON.parse(payload) as { error?: { code?: unknown } }).error?.code;
      if (typeof code === 'string' && code.length <= 100) return code;
    } catch {
      // Not the gateway's JSON error body: the status says enough.
    }
  }
  return `HTTP_${status}`;
}

/**
 * Records every authenticated request to a route with `config.audit`, before its answer leaves (so a
 * client that got the answer finds the entry): who (key id and label, or `env`), role, action,
 * company, target, outcome (`ok` or the error code). Never the body, a secret or a result. A refused
 * attempt on another company is kept with no company: platform admins see it, that company's do not.
 */
export function installAuditHook(app: FastifyInstance, audit: AuditTrail): void {
  // On the audited routes only: every other request (the calls) pays nothing for it.
  app.addHook('onRoute', (route) => {
    if ((route.config as { audit?: unknown } | undefined)?.audit === undefined) return;
    const own = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
    route.onSend = [...own, recordAudit];
  });

  async function recordAudit(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
  ): Promise<unknown> {
    const principal = request.principal;
    const note = request.auditNote;
    const action = note?.action ?? request.routeOptions.config.audit;
    if (principal === null || action === undefined) return payload;
    const status = reply.statusCode;
    const refused = status === 403 || (status === 404 && request.actingFor === null);
    const companies = refused ? [null] : (note?.companies ?? [request.actingFor]);
    const at = new Date().toISOString();
    const outcome = outcomeOf(status, payload);
    const actions = [{ action, target: note?.target ?? null }, ...(note?.also ?? [])];
    const entries: NewAuditEntry[] = actions.flatMap(({ action: each, target }) =>
      companies.map((company) => ({
        at,
        actor: actorOf(principal),
        actorLabel: principal.label,
        role: principal.role,
        action: each,
        company,
        target,
        outcome,
      })),
    );
    await audit.record(entries);
    return payload;
  }
}
