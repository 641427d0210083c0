import type { Lang } from '@asixto/contract';
import type { CertificationSummary } from '../certification/certification-summary.js';
import { credentialRefusal } from '../certification/credential-refusal.js';
import { GatewayError } from '../errors.js';
import type { KeyedLock } from '../util/keyed-lock.js';
import { assertUpstreamUrlAllowed } from '../upstream/index.js';
import { runWithToken } from './run-with-token.js';
import type { RunWithTokenDeps } from './run-with-token.js';
import type { ServerRecords } from './server-records.js';
import type { ServerState } from './server-state.js';
import { TOKEN_SHAPE } from './token-shape.js';

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
  const { records, locks, logger } = deps;
  return async function registerServer(
    company: string,
    server: { url: string; token?: string },
    view: { lang?: Lang } = {},
  ): Promise<{ serverId: string; certification: CertificationSummary }> {
    const { url, token } = (server ?? {}) as { url?: unknown; token?: unknown };
    if (typeof url !== 'string') throw new GatewayError('GATEWAY_URL_REFUSED', 'url must be a string');
    if (token !== undefined && (typeof token !== 'string' || !TOKEN_SHAPE.test(token))) {
      throw new GatewayError('GATEWAY_INVALID_TENANT', 'token must be 1-4096 visible ASCII characters', {
        data: { field: 'token' },
      });
    }
    const checked = await assertUpstreamUrlAllowed(url, { devMode: deps.devMode });
    if (!checked.ok) {
      logger.warn(
        { company, code: checked.code, reason: checked.data?.reason },
        'server registration refused',
      );
      throw new GatewayError(
        'GATEWAY_URL_REFUSED',
        checked.message,
        checked.data ? { data: checked.data } : {},
      );
    }
    const href = checked.value.href;
    return locks.run(`register:${company}:${href}`, async () => {
      if (deps.isClosed()) throw new GatewayError('GATEWAY_CLOSED', 'the gateway is closed');
      const { record, existed } = await records.upsert(company, href, token);
      const previous = existed ? deps.directory.server(record.id) : undefined;
      const state = await runWithToken(record, token, previous, deps);
      const certification = await deps.certify(state, view);
      await deps.announce(record.id);
      const refused = credentialRefusal(certification, record.id);
      if (refused) throw refused;
      return { serverId: record.id, certification };
    });
  };
}
