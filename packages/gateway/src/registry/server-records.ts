import { randomUUID } from 'node:crypto';
import type { Fixtures } from '@asixto/certify';
import type { SecretBox } from '../crypto/secret-box.js';
import { GatewayError, isGatewayError } from '../errors.js';
import type { GatewayLogger } from '../logger.js';
import type { RegistryStore, ServerRecord } from './registry-store.js';
import { credentialFromPlaintext, credentialPlaintext } from '../oauth/upstream-credential.js';
import type { UpstreamCredential } from '../oauth/upstream-credential.js';

/** Server rows with their sealed credentials: the only place a token is sealed or opened. */
export interface ServerRecords {
  /** The row for a registration: the existing one (same company and URL) with its credential replaced, or a new one. */
  upsert(
    company: string,
    href: string,
    credential: UpstreamCredential | undefined,
  ): Promise<{ record: ServerRecord; existed: boolean }>;
  /** The credential of a stored row; a row sealed with another key fails naming the server. */
  openCredential(record: ServerRecord): UpstreamCredential | undefined;
  /** Seals a credential for the row `serverId` (the id is bound to it: a sealed value cannot move rows). */
  sealCredential(serverId: string, credential: UpstreamCredential): string;
  /** Seals the operator's test data for the row `serverId` (apart from its credential). */
  sealTestData(serverId: string, fixtures: Fixtures): string;
  /** The test data of a stored row, or `undefined` when it has none. */
  openTestData(record: ServerRecord): Fixtures | undefined;
}

/** Test data is sealed under its own context, so it can never be opened as the credential. */
const testDataContext = (serverId: string): string => `${serverId}#test-data`;

export function createServerRecords(deps: {
  store: RegistryStore;
  box: SecretBox;
  logger: GatewayLogger;
}): ServerRecords {
  const { store, box, logger } = deps;
  const open = (sealed: string, context: string, serverId: string): string => {
    try {
      return box.open(sealed, context);
    } catch (error) {
      if (!isGatewayError(error)) throw error;
      throw new GatewayError(error.code, `${error.message} (server ${serverId})`, {
        cause: error,
        data: { serverId },
      });
    }
  };
  return {
    async upsert(company, href, credential) {
      const token = credential === undefined ? undefined : credentialPlaintext(credential);
      const existing = await store.findServer(company, href);
      if (existing) {
        const record = await store.updateServer(existing.id, {
          credential: token === undefined ? null : box.seal(token, existing.id),
        });
        logger.info({ serverId: record.id, company, url: href }, 'server re-registered; credential replaced');
        return { record, existed: true };
      }
      const id = `srv_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
      const record = await store.insertServer({
        id,
        company,
        url: href,
        credential: token === undefined ? null : box.seal(token, id),
        era: null,
        status: 'pending',
      });
      logger.info(
        { serverId: id, company, url: href, credential: credential?.type ?? 'none' },
        'server registered',
      );
      return { record, existed: false };
    },

    openCredential(record) {
      return record.credential === null
        ? undefined
        : credentialFromPlaintext(open(record.credential, record.id, record.id));
    },

    sealCredential: (serverId, credential) => box.seal(credentialPlaintext(credential), serverId),

    sealTestData: (serverId, fixtures) => box.seal(JSON.stringify(fixtures), testDataContext(serverId)),

    openTestData(record) {
      if (record.testData === null) return undefined;
      // Only this process sealed it, from fixtures it had checked: the shape is known.
      return JSON.parse(open(record.testData, testDataContext(record.id), record.id)) as Fixtures;
    },
  };
}
