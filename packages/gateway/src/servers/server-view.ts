import type { ServerView } from '../gateway-types.js';
import type { ServerStatus } from '../registry/registry-store.js';
import type { ServerState } from './server-state.js';

/** What the administration API shows of a server: never its credential. */
export function toServerView(state: ServerState, status: ServerStatus): ServerView {
  const r = state.record;
  return {
    id: r.id,
    company: r.company,
    url: r.url,
    era: r.era,
    status,
    hasCredential: r.credential !== null,
    certifiedTools: [...(state.health.pins?.certified ?? [])],
    changedTools: [...state.health.changedTools],
    breaker: state.upstream.breaker,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}
