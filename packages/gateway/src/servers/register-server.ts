import type { Lang } from '@asixto/contract';
import type { CertificationSummary } from '../certification/certification-summary.js';
import { credentialRefusal } from '../certification/credential-refusal.js';
import { GatewayError } from '../errors.js';
import type { KeyedLock } from '../util/keyed-lock.js';
import { checkRegistrationInput } from './registration-input.js';
import { runWithToken } from './run-with-token.js';
import type { RunWithTokenDeps } from './run-with-token.js';
import type { ServerRecords } from '../registry/server-records.js';
import type { ServerState } from './server-state.js';

export interface ServerRegistrationDeps extends RunWithTokenDeps {
  records: ServerRecords;
  locks: KeyedLock;
  devMode: boolean;
  isClosed(): boolean;
  /** Certifies `state` under its certify lock. */
  certify(state: ServerState, view: { lang?: Lang }): Promise<CertificationSummary>;
}

/**
 * Registers a server of a known company (the caller checked it): the URL through the address
 * policy, the row stored (a known URL keeps its row and gets the new credential), the server run and
 * certified before answering. A credential the server refuses rejects with
 * `GATEWAY_CREDENTIAL_REFUSED` after the row is stored, so it is fixed without registering again.
 */
export function createServerRegistration(deps: ServerRegistrationDeps) {
  const { records, locks } = deps;
  return async function registerServer(
    company: string,
    server: { url: string; token?: string; credential?: unknown },
    view: { lang?: Lang } = {},
  ): Promise<{ serverId: string; certification: CertificationSummary }> {
    const { href, credential } = await checkRegistrationInput(company, server, deps);
    return locks.run(`register:${company}:${href}`, async () => {
      if (deps.isClosed()) throw new GatewayError('GATEWAY_CLOSED', 'the gateway is closed');
      const { record, existed } = await records.upsert(company, href, credential);
      const previous = existed ? deps.directory.server(record.id) : undefined;
      const state = await runWithToken(record, credential, previous, deps);
      const certification = await deps.certify(state, view);
      await deps.announce(record.id);
      const refused = credentialRefusal(certification, record.id);
      if (refused) throw refused;
      return { serverId: record.id, certification };
    });
  };
}
