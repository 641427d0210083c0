import type { CallRecords } from '../../records/call-records.js';
import type { RecordStats } from '../../records/call-record.js';
import type { ServiceGateway } from '../service-gateway.js';

const MINUTE_MS = 60_000;
/** At most this many points per server, whatever the window: longer windows get wider buckets. */
const MAX_POINTS = 360;

const point = (at: number, s: RecordStats | undefined) => ({
  at: new Date(at).toISOString(),
  calls: s?.calls ?? 0,
  // The error rate the console draws counts technical errors only; business errors are apart.
  errors: s?.technicalErrors ?? 0,
  businessErrors: s?.businessErrors ?? 0,
  technicalErrors: s?.technicalErrors ?? 0,
  p50Ms: s?.p50Ms ?? null,
  p99Ms: s?.p99Ms ?? null,
});

/**
 * The overview from the records of every instance: per visible server, its traffic over the last
 * `windowMinutes` in buckets (a minute each up to six hours), and totals over the whole window.
 */
export async function overviewOf(
  gateway: ServiceGateway,
  records: CallRecords,
  visible: ReadonlySet<string> | undefined,
  windowMinutes: number,
) {
  const now = records.now();
  const bucketMinutes = Math.max(1, Math.ceil(windowMinutes / MAX_POINTS));
  const bucketMs = bucketMinutes * MINUTE_MS;
  const buckets = Math.ceil(windowMinutes / bucketMinutes);
  const last = Math.floor(now / bucketMs);
  const since = (last - buckets + 1) * bucketMs;
  const until = (last + 1) * bucketMs;
  const scope = visible === undefined ? {} : { companies: visible };
  const [perBucket, totals] = await Promise.all([
    records.stats({ groupBy: 'server', since, until, bucketMs, ...scope }),
    records.stats({ groupBy: 'server', since, until, ...scope }),
  ]);
  const byServer = new Map<string, Map<number, RecordStats>>();
  for (const s of perBucket) {
    let m = byServer.get(s.key);
    if (!m) byServer.set(s.key, (m = new Map()));
    m.set(s.bucketStart, s);
  }
  const totalOf = new Map(totals.map((s) => [s.key, s]));
  const servers = [];
  for (const tenant of await gateway.listTenants()) {
    if (visible && !visible.has(tenant.company)) continue;
    for (const server of await gateway.listServers(tenant.company)) {
      const mine = byServer.get(server.id);
      const total = totalOf.get(server.id);
      const calls = total?.calls ?? 0;
      servers.push({
        serverId: server.id,
        company: server.company,
        url: server.url,
        status: server.status,
        breaker: server.breaker,
        minutes: Array.from({ length: buckets }, (_, i) => {
          const at = since + i * bucketMs;
          return point(at, mine?.get(at));
        }),
        totals: {
          calls,
          errorRate: calls === 0 ? 0 : (total?.technicalErrors ?? 0) / calls,
          businessErrors: total?.businessErrors ?? 0,
          technicalErrors: total?.technicalErrors ?? 0,
          p50Ms: total?.p50Ms ?? null,
          p99Ms: total?.p99Ms ?? null,
        },
      });
    }
  }
  return {
    windowMinutes,
    bucketMinutes,
    generatedAt: new Date(now).toISOString(),
    scope: 'cluster' as const,
    servers,
  };
}
