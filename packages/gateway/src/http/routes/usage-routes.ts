import type { FastifyInstance } from 'fastify';
import { usageQuerySchema, usageSchema } from '../record-schemas.js';
import type { RouteDeps } from '../route-deps.js';
import { ERROR_REPLIES } from '../route-schemas.js';
import { usageCsv } from './usage-csv.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface UsageQuery {
  company: string;
  from?: string;
  to?: string;
  granularity?: 'day' | 'hour';
}

/**
 * Usage per company, what a platform bills and plans on: per tool and per UTC day or hour, the
 * calls, business and technical errors, outcomes and latency percentiles, from the records of
 * every instance. JSON, or CSV with `Accept: text/csv`.
 */
export function usageRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { activity } = deps;
  app.get<{ Querystring: UsageQuery }>(
    '/v1/usage',
    {
      schema: {
        summary: "A company's usage per tool and period: calls, business and technical errors, p50/p99",
        description:
          'From the call records of every instance; `Accept: text/csv` answers the same rows as CSV.',
        querystring: usageQuerySchema,
        response: {
          200: {
            description: 'JSON (below), or with `Accept: text/csv` one CSV line per period and tool',
            content: {
              'application/json': { schema: usageSchema },
              'text/csv': { schema: { type: 'string' } },
            },
          },
          ...ERROR_REPLIES,
        },
      },
      config: { access: 'admin', company: 'query' },
    },
    async function usage(request, reply) {
      const { company, granularity = 'day' } = request.query;
      const maxDays = activity.records.retentionDays;
      const to = request.query.to === undefined ? activity.records.now() : Date.parse(request.query.to);
      const from = request.query.from === undefined ? to - maxDays * DAY_MS : Date.parse(request.query.from);
      if (!(from < to) || to - from > (maxDays + 1) * DAY_MS)
        return deps.problem(request, reply, 'INVALID_REQUEST', 'badWindow', { maxDays });
      const bucketMs = granularity === 'day' ? DAY_MS : HOUR_MS;
      const stats = await activity.records.stats({
        groupBy: 'tool',
        since: from,
        until: to,
        bucketMs,
        company,
      });
      const rows = stats.map((s) => ({
        period: new Date(s.bucketStart).toISOString(),
        tool: s.key,
        calls: s.calls,
        businessErrors: s.businessErrors,
        technicalErrors: s.technicalErrors,
        outcomes: s.outcomes,
        p50Ms: s.p50Ms,
        p99Ms: s.p99Ms,
      }));
      const body = {
        company,
        from: new Date(from).toISOString(),
        to: new Date(to).toISOString(),
        granularity,
        rows,
      };
      if (wantsCsv(request.headers.accept)) {
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="usage-${company}.csv"`)
          .serializer((payload: unknown) => payload as string)
          .send(usageCsv(rows));
      }
      return body;
    },
  );
}

/** CSV when the client prefers it to JSON (a plain `text/csv` or listed before JSON). */
function wantsCsv(accept: string | undefined): boolean {
  if (accept === undefined) return false;
  const csv = accept.indexOf('text/csv');
  const json = accept.indexOf('application/json');
  return csv !== -1 && (json === -1 || csv < json);
}
