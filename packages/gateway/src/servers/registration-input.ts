import { GatewayError } from '../errors.js';
import type { GatewayLogger } from '../logger.js';
import { assertUpstreamUrlAllowed } from '../upstream/index.js';
import { parseUpstreamCredential } from '../oauth/upstream-credential.js';
import type { UpstreamCredential } from '../oauth/upstream-credential.js';

/**
 * A server registration's input, checked: a URL the address policy allows (normalised) and a
 * credential (`token`, or `credential`: bearer or OAuth client credentials). Throws
 * `GATEWAY_URL_REFUSED` or `GATEWAY_INVALID_TENANT`.
 */
export async function checkRegistrationInput(
  company: string,
  server: unknown,
  { devMode, logger }: { devMode: boolean; logger: GatewayLogger },
): Promise<{ href: string; credential: UpstreamCredential | undefined }> {
  const { url, ...given } = (server ?? {}) as { url?: unknown; token?: unknown; credential?: unknown };
  if (typeof url !== 'string') throw new GatewayError('GATEWAY_URL_REFUSED', 'url must be a string');
  const credential = parseUpstreamCredential(given);
  const checked = await assertUpstreamUrlAllowed(url, { devMode });
  if (!checked.ok) {
    logger.warn({ company, code: checked.code, reason: checked.data?.reason }, 'server registration refused');
    throw new GatewayError(
      'GATEWAY_URL_REFUSED',
      checked.message,
      checked.data ? { data: checked.data } : {},
    );
  }
  return { href: checked.value.href, credential };
}
