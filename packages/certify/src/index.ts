// Public API of @asixto/certify: the certification engine as a library. Named exports only.
export { certify } from './engine/certify.js';
export type { CertifyOptions } from './engine/certify.js';
export { certifiedToolNames, exitCode, summarize } from './engine/report.js';
export { fatalReport } from './engine/fatal-report.js';
export type { Era, IdempotencyState, Report, SkippedCheck } from './engine/report.js';
export { CERTIFY_ERROR_CODES, CertifyError } from './errors.js';
export type { CertifyErrorCode } from './errors.js';
export { renderReport, REPORT_FORMATS } from './report/render-report.js';
export type { ReportFormat } from './report/render-report.js';
export { toJsonReport } from './report/json-report.js';
export type { JsonReport } from './report/json-report.js';
export { runCli } from './cli/run-cli.js';
export { loadFixtures } from './fixtures/load-fixtures.js';
export { parseFixtures, MAX_FIXTURES_PER_TOOL } from './fixtures/fixtures.js';
export type { Fixtures, ParsedFixtures } from './fixtures/fixtures.js';
export type { CliIo } from './cli/run-cli.js';
// OAuth client credentials (RFC 9728, 8414, 6749 §4.4, 8707): the certifier's and the gateway's client
export { createOAuthTokenClient } from './oauth/oauth-token-client.js';
export type {
  OAuthTokenClient,
  OAuthTokenClientOptions,
  OAuthTokenResult,
} from './oauth/oauth-token-client.js';
export type { OAuthClientCredentials } from './oauth/oauth-credentials.js';
export type { BoundedFetchOptions } from './http/bounded-fetch.js';
