import type { GatewayObserver } from '../observer.js';
import type { ServerState } from '../servers/server-state.js';
import type { ExposureSource } from './exposure-source.js';

/**
 * The exposure sources of one tenant: each server with its cached listing, in registration order.
 * A fresh entry is taken as is (the per-turn fast path); an expired one is listed again (single
 * flight), and a server whose listing fails contributes nothing. A server with nothing certified
 * is never listed from here: it exposes nothing, and an agent's turn must not make the gateway
 * contact a server that failed certification.
 *
 * When no server needs listing the sources come back as a plain array, not a promise: a call then
 * resolves its tool without a deadline timer or a turn of the event loop.
 */
export function tenantSources(
  company: string,
  states: readonly ServerState[],
  observer: Required<GatewayObserver>,
): ExposureSource[] | Promise<ExposureSource[]> {
  const sources: ExposureSource[] = new Array<ExposureSource>(states.length);
  let pending: Promise<void>[] | undefined;
  states.forEach((state, i) => {
    const server = { id: state.record.id, company };
    const entry = state.catalog.fresh();
    observer.cacheLookup({ company, serverId: server.id, hit: entry !== undefined });
    if (entry || state.health.certification !== 'passed') {
      sources[i] = { server, entry };
      return;
    }
    (pending ??= []).push(
      state.catalog.current().then(
        (e) => void (sources[i] = { server, entry: e }),
        () => void (sources[i] = { server, entry: undefined }),
      ),
    );
  });
  return pending ? Promise.all(pending).then(() => sources) : sources;
}
