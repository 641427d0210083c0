import type { Lang } from '@asixto/contract';
import { CERTIFY_MESSAGES, renderMessage } from '@asixto/contract';
import type { CertifyErrorCode } from '../errors.js';
import type { Report } from './report.js';

const FATAL_MESSAGE_IDS = {
  CERTIFY_INVALID_URL: 'fatalInvalidUrl',
  CERTIFY_UNREACHABLE: 'fatalUnreachable',
  CERTIFY_TLS: 'fatalTls',
  CERTIFY_TIMEOUT: 'fatalTimeout',
  CERTIFY_RESPONSE_TOO_LARGE: 'fatalTooLarge',
  CERTIFY_NETWORK: 'fatalNetwork',
  CERTIFY_NOT_MCP: 'fatalNotMcp',
  CERTIFY_INVALID_JSON: 'fatalInvalidJson',
  CERTIFY_AUTH_REQUIRED: 'fatalAuthRequired',
  CERTIFY_TOKEN_REJECTED: 'fatalTokenRejected',
  CERTIFY_FIXTURES_INVALID: 'fatalFixtures',
  CERTIFY_INTERNAL: 'fatalInternal',
} as const satisfies Record<CertifyErrorCode, keyof typeof CERTIFY_MESSAGES>;

/** The one-line, user-facing explanation of why a certification could not run. */
export function fatalMessage(code: CertifyErrorCode, detail: string, lang: Lang): string {
  return renderMessage(CERTIFY_MESSAGES, FATAL_MESSAGE_IDS[code], lang, { detail });
}

/** A report's `fatal`: the code, its explanation in `lang`, and what it was rendered from. */
export function fatalOf(code: CertifyErrorCode, detail: string, lang: Lang): NonNullable<Report['fatal']> {
  return {
    code,
    message: fatalMessage(code, detail, lang),
    messageId: FATAL_MESSAGE_IDS[code],
    data: { detail },
  };
}
