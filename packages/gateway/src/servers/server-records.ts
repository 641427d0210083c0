import { randomUUID } from 'node:crypto';
import type { SecretBox } from '../crypto/secret-box.js';
import { GatewayError, isGatewayError } from '../errors.js';
import type { GatewayLogger } from '../logger.js';
import type { RegistryStore, ServerRecord } from '../registry/registry-store.js';
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
}

export function createServerRecords(deps: {
  store: RegistryStore;
  box: SecretBox;
  logger: GatewayLogger;
}): ServerRecords {
  const { store, box, logger } = deps;
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
      if (record.credential === null) return undefined;
      try {
        return credentialFromPlaintext(box.open(record.credential, record.id));
      } catch (error) {
        if (!isGatewayError(error)) throw error;
        throw new GatewayError(error.code, `${error.message} (server ${record.id})`, {
          cause: error,
          data: { serverId: record.id },
        });
      }
    },
  };
}
