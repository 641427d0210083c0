import type { GatewayLogger } from '../logger.js';
import type { ServerRecord } from '../registry/registry-store.js';
import type { ServerDirectory } from './server-directory.js';
import { listenerReady, startListening } from '../coordination/server-duties.js';
import type { ServerState } from './server-state.js';
import type { UpstreamCredential } from '../oauth/upstream-credential.js';

export interface RunWithTokenDeps {
  directory: ServerDirectory;
  logger: GatewayLogger;
  certifyTimeoutMs: number;
  newServerState(record: ServerRecord, credential: UpstreamCredential | undefined): ServerState;
  announce(serverId: string): Promise<void>;
}

/**
 * Runs a server row with a credential, in place of `previous` when there is one (a re-registration,
 * a replaced credential): the pins carry over until the next certification judges again, the other
 * instances are told at once, and the listen stream is up before anything is certified, so a change
 * published meanwhile is not missed.
 */
export async function runWithToken(
  record: ServerRecord,
  credential: UpstreamCredential | undefined,
  previous: ServerState | undefined,
  deps: RunWithTokenDeps,
): Promise<ServerState> {
  if (previous) await previous.upstream.close().catch(() => undefined);
  const state = deps.newServerState(record, credential);
  if (previous) {
    state.health.pins = previous.health.pins;
    state.health.certification = previous.health.certification;
  }
  deps.directory.attach(state);
  await deps.announce(record.id);
  startListening(state, deps.logger);
  await listenerReady(state, deps.certifyTimeoutMs);
  return state;
}
