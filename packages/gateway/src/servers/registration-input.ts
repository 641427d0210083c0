import { GatewayError } from '../errors.js';
import type { GatewayLogger } from '../logger.js';
import { assertUpstreamUrlAllowed } from '../upstream/index.js';
import { TOKEN_SHAPE } from './token-shape.js';

/**
 * A server registration's input, checked: a URL the address policy allows (normalised) and a
 * token that fits a header. Throws `GATEWAY_URL_REFUSED` or `GATEWAY_INVALID_TENANT`.
 */
export async function checkRegistrationInput(
  company: string,
  server: unknown,
  { devMode, logger }: { devMode: boolean; logger: GatewayLogger },
): Promise<{ href: string; token: string | undefined }> {
  const { url, token } = (server ?? {}) as { url?: unknown; token?: unknown };
  if (typeof url !== 'string') throw new GatewayError('GATEWAY_URL_REFUSED', 'url must be a string');
  if (token !== undefined && (typeof token !== 'string' || !TOKEN_SHAPE.test(token))) {
    throw new GatewayError('GATEWAY_INVALID_TENANT', 'token must be 1-4096 visible ASCII characters', {
      data: { field: 'token' },
    });
  }
  const checked = await assertUpstreamUrlAllowed(url, { devMode });
  if (!checked.ok) {
    logger.warn({ company, code: checked.code, reason: checked.data?.reason }, 'server registration refused');
    throw new GatewayError(
      'GATEWAY_URL_REFUSED',
      checked.message,
      checked.data ? { data: checked.data } : {},
    );
  }
  return { href: checked.value.href, token };
}
