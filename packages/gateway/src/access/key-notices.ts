import type { GatewayLogger } from '../logger.js';
import type { RegistryNotices } from '../registry/registry-notices.js';
import type { CredentialResolver } from './credential-resolver.js';

/**
 * The registry's notices with key revocations taken out for the credential cache: a revoked key is
 * dropped at once on every instance, and everything cached is dropped when the feed reconnects
 * (notices may have been missed). The runtime gets the rest, as before.
 */
export function tapKeyNotices(
  inner: RegistryNotices | undefined,
  resolver: Pick<CredentialResolver, 'forget' | 'clear'>,
  logger: GatewayLogger,
): { notices: RegistryNotices | undefined; announceRevoked(keyId: string): Promise<void> } {
  if (!inner) return { notices: undefined, announceRevoked: () => Promise.resolve() };
  const notices: RegistryNotices = {
    start: (handlers) =>
      inner.start({
        notice(notice) {
          if (notice.kind === 'key') resolver.forget(notice.keyId);
          else handlers.notice(notice);
        },
        resync() {
          resolver.clear();
          handlers.resync();
        },
      }),
    publish: (notice) => inner.publish(notice),
    problem: () => inner.problem(),
    close: () => inner.close(),
  };
  return {
    notices,
    async announceRevoked(keyId) {
      // Lost, the other instances still stop trusting the key when their cache entry ends (1 s).
      await inner.publish({ kind: 'key', keyId }).catch((error: unknown) => {
        logger.warn({ keyId, err: (error as Error).message }, 'key revocation notice not sent');
      });
    },
  };
}
