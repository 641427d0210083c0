import type { Fixtures } from '@asixto/certify';
import type { Lang } from '@asixto/contract';
import type { CertificationSummary } from '../certification/certification-summary.js';
import { GatewayError } from '../errors.js';
import type { RegistryStore, ServerPatch } from '../registry/registry-store.js';
import type { KeyedLock } from '../util/keyed-lock.js';
import { runWithToken } from './run-with-token.js';
import type { RunWithTokenDeps } from './run-with-token.js';
import type { ServerRecords } from '../registry/server-records.js';
import type { ServerState } from './server-state.js';
import { parseUpstreamCredential } from '../oauth/upstream-credential.js';

/** Test data is a few dozen argument objects; more than this is a mistake, and it is sealed whole. */
export const MAX_TEST_DATA_BYTES = 64 * 1024;

/** What an operator may change on a registered server (each field optional; at least one). */
export interface ServerSettings {
  /** A new credential: `{ token }` or `{ credential }` as registration takes them (not both). */
  token?: string;
  credential?: unknown;
  /** Test data in the certifier's fixtures format; `null` removes it. */
  testData?: unknown;
  /** Marks (or unmarks) the server as a test environment, where certification runs writes. */
  testEnvironment?: boolean;
}

export interface ServerSettingsDeps extends RunWithTokenDeps {
  store: RegistryStore;
  records: ServerRecords;
  locks: KeyedLock;
  /** Certifies `state` (the caller holds the server's certify lock). */
  certify(state: ServerState, view: { lang?: Lang }): Promise<CertificationSummary>;
}

/**
 * Checks test data with the certifier's own fixtures check; a typed error names every problem.
 * The certifier's package loads here, at the first use, as for a certification (not at start).
 */
export async function checkTestData(value: unknown, lang: Lang): Promise<Fixtures> {
  const { parseFixtures } = await import('@asixto/certify');
  const parsed = parseFixtures(value, lang);
  if (!parsed.ok)
    throw new GatewayError('GATEWAY_INVALID_TEST_DATA', parsed.problems.join('; '), {
      data: { field: 'testData' },
    });
  const bytes = Buffer.byteLength(JSON.stringify(parsed.fixtures));
  if (bytes > MAX_TEST_DATA_BYTES)
    throw new GatewayError('GATEWAY_INVALID_TEST_DATA', `${bytes} bytes (at most ${MAX_TEST_DATA_BYTES})`, {
      data: { field: 'testData' },
    });
  return parsed.fixtures;
}

/**
 * Changes a registered server's credential, test data or test-environment mark, then certifies it
 * again (the new settings are what the run uses), without registering the URL again. A new token
 * restarts the server's connector with it, as a re-registration does.
 */
export function createServerSettings(deps: ServerSettingsDeps) {
  const { store, records, directory, locks, logger } = deps;

  return async function updateServerSettings(
    serverId: string,
    settings: ServerSettings,
    view: { lang?: Lang } = {},
  ): Promise<CertificationSummary> {
    directory.requireServer(serverId);
    const { testData, testEnvironment } = settings;
    const credential = parseUpstreamCredential(settings);
    const fixtures =
      testData === undefined || testData === null
        ? testData
        : await checkTestData(testData, view.lang ?? 'es');
    return locks.run(`certify:${serverId}`, async () => {
      let state = directory.requireServer(serverId);
      const patch: ServerPatch = {};
      if (credential !== undefined) patch.credential = records.sealCredential(serverId, credential);
      if (fixtures !== undefined)
        patch.testData = fixtures === null ? null : records.sealTestData(serverId, fixtures);
      if (testEnvironment !== undefined) patch.testEnvironment = testEnvironment;
      // Behind this server's pending writes, so an older status write cannot land after this one.
      await state.writes;
      const record = await store.updateServer(serverId, patch);
      logger.info(
        {
          serverId,
          company: record.company,
          credential: credential?.type,
          testData: fixtures === undefined ? undefined : fixtures !== null,
          testEnvironment: record.testEnvironment,
        },
        'server settings changed',
      );
      if (credential === undefined) {
        state.record = { ...state.record, ...patch, updatedAt: record.updatedAt };
        await deps.announce(serverId);
      } else {
        // The connector with the old credential stops listing; the new one takes over.
        state.catalog.stop();
        state = await runWithToken(record, credential, state, deps);
      }
      const summary = await deps.certify(state, view);
      await deps.announce(serverId);
      return summary;
    });
  };
}
