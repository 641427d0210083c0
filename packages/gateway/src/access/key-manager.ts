import type { AccessStore, ApiKeyRecord } from '../registry/access-store.js';
import { newApiKey, newKeyId } from './api-key.js';
import type { CheckedKeyRequest } from './key-rules.js';
import { mayManageKey } from './key-rules.js';
import { actorOf } from './principal.js';
import type { Principal } from './principal.js';
import type { CredentialResolver } from './credential-resolver.js';

export interface KeyManagerOptions {
  store: AccessStore;
  resolver: Pick<CredentialResolver, 'forget'>;
  /** Tells the other instances a key was revoked. */
  announceRevoked(keyId: string): Promise<void>;
  now?: () => number;
}

/** A key as listings show it: everything but its hash. */
export type KeyView = Omit<ApiKeyRecord, 'hash'>;

export const keyView = ({ hash: _hash, ...view }: ApiKeyRecord): KeyView => view;

/**
 * Creates, lists and revokes managed keys. Who may do what is decided before (`checkKeyRequest`) or
 * here (`mayManageKey`): a key another principal may not manage is answered as if it did not exist.
 */
export function createKeyManager(options: KeyManagerOptions) {
  const { store, resolver } = options;
  const now = options.now ?? Date.now;
  return {
    /** The new key's record and, this once, the key itself. */
    async create(creator: Principal, request: CheckedKeyRequest): Promise<{ record: KeyView; key: string }> {
      const { key, hash } = newApiKey();
      const record = await store.insertKey({
        id: newKeyId(),
        hash,
        role: request.role,
        companies: request.companies,
        label: request.label,
        createdAt: new Date(now()).toISOString(),
        createdBy: actorOf(creator),
        expiresAt: request.expiresAt,
      });
      return { record: keyView(record), key };
    },
    async list(principal: Principal): Promise<KeyView[]> {
      return (await store.listKeys()).filter((k) => mayManageKey(principal, k)).map(keyView);
    },
    /** The revoked key; `undefined` when there is none `principal` may manage. */
    async revoke(principal: Principal, id: string): Promise<KeyView | undefined> {
      const known = await store.getKey(id);
      if (!known || !mayManageKey(principal, known)) return undefined;
      const revoked = await store.revokeKey(id, new Date(now()).toISOString());
      resolver.forget(id);
      await options.announceRevoked(id);
      return revoked ? keyView(revoked) : undefined;
    },
  };
}

export type KeyManager = ReturnType<typeof createKeyManager>;
