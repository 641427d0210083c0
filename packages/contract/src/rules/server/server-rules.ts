import { DEFAULT_LANG } from '../../messages/message-catalog.js';
import type { Lang } from '../../messages/message-catalog.js';
import type { Rule } from '../define-rule.js';
import { evaluateRule } from '../define-rule.js';
import type { Finding } from '../finding.js';
import { serverAuthInvalidToken } from './server-auth-invalid-token.js';
import { serverAuthRequired } from './server-auth-required.js';
import { serverDiscover } from './server-discover.js';
import { serverHttps } from './server-https.js';
import { serverOauthAuthorizationServer } from './server-oauth-authorization-server.js';
import { serverOauthResourceMetadata } from './server-oauth-resource-metadata.js';
import { serverOauthToken } from './server-oauth-token.js';
import type { ServerProbe } from './server-probe.js';
import { serverStateless } from './server-stateless.js';
import { serverToolsList } from './server-tools-list.js';

/**
 * Rules the certifier judges on its server snapshot, in report order.
 *
 * @example
 * SERVER_RULES.map((rule) => `${rule.id} (${rule.level}, p. ${rule.page})`);
 */
export const SERVER_RULES: readonly Rule<ServerProbe, string>[] = [
  serverHttps,
  serverDiscover,
  serverStateless,
  serverAuthRequired,
  serverAuthInvalidToken,
  serverOauthResourceMetadata,
  serverOauthAuthorizationServer,
  serverOauthToken,
  serverToolsList,
];

/**
 * Judges a server snapshot against every server-scope rule.
 *
 * @example
 * checkServer(probe, { lang: 'en' }).filter(isBlocking);
 */
export function checkServer(probe: ServerProbe, opts: { lang?: Lang } = {}): Finding[] {
  return SERVER_RULES.flatMap((rule) => evaluateRule(rule, probe, opts.lang ?? DEFAULT_LANG));
}
