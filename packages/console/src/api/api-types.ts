// The shapes of the gateway's HTTP API the console reads: named from the types generated from
// packages/gateway/openapi.json (generated/gateway-api.d.ts, `npm run openapi`), so a change of the
// gateway's schemas reaches the console's typecheck. Only what openapi.json leaves open (a tenant's
// policy, the certify report) is written here, from the contract.
import type { Finding } from '@asixto/contract';
import type { Reply, RequestBody } from './gateway-reply.js';

export type { AccessLevel, Channel, Finding, ScenarioKey } from '@asixto/contract';
import type { AccessLevel, Channel } from '@asixto/contract';

export type ServerView = Reply<'/v1/servers/{id}', 'get'>;
export type ServerStatus = ServerView['status'];
export type Era = NonNullable<ServerView['era']>;
export type BreakerState = ServerView['breaker'];
export type LeakSummary = ServerView['leaks'];

/** The statuses in the order the console lists them. */
export const SERVER_STATUSES = [
  'certified',
  'needs_recertification',
  'degraded',
  'failed',
  'pending',
] as const satisfies readonly ServerStatus[];

export interface ToolPolicy {
  deny?: boolean;
  channels?: Channel[];
  level?: AccessLevel;
}
export interface TenantPolicy {
  tools?: Record<string, ToolPolicy>;
  channels?: Partial<Record<Channel, { maxLevel?: AccessLevel; deny?: boolean }>>;
}

/** A tenant; its policy is an open object in openapi.json, typed here as the gateway parses it. */
export type Tenant = Omit<Reply<'/v1/tenants', 'post'>, 'policy'> & { policy: TenantPolicy };
export type TenantFields = Pick<Tenant, 'company' | 'name' | 'currency' | 'timezone'>;
export type TenantSummary = Omit<Reply<'/v1/tenants/{company}', 'get'>, 'policy'> & { policy: TenantPolicy };
/** What `POST /v1/tenants` takes: the policy travels as the operator wrote it, the gateway judges it. */
export interface TenantInput extends TenantFields {
  policy?: unknown;
}

export type CertificationSummary = Reply<'/v1/servers/{id}/certify', 'post'>;
export type CertificationCounts = CertificationSummary['summary'];
export type Fatal = NonNullable<CertificationSummary['fatal']>;

/** `PATCH /v1/servers/{id}`: what an operator changes on a server (then it is certified again). */
// testData is an open object in openapi.json (the certifier's fixtures format, checked by the gateway).
export type ServerSettingsInput = Omit<RequestBody<'/v1/servers/{id}', 'patch'>, 'testData'> & {
  testData?: Record<string, unknown> | null;
};

/** What registration sends for a server behind OAuth (the secret is never read back). */
export type OAuthCredentialInput = Extract<
  NonNullable<RequestBody<'/v1/tenants/{company}/servers', 'post'>['credential']>,
  { type: 'oauth-client-credentials' }
>;

export interface SkippedCheck {
  rule?: string;
  tool?: string;
  reason: string;
}
/** The certify engine's report: an open object in openapi.json (it is the engine's own shape). */
export interface CertifyReport {
  url: string;
  era: Era;
  summary: CertificationCounts;
  idempotency: 'verified' | 'not_verified' | 'failed';
  findings: Finding[];
  /** The raw listed definitions: untrusted, read only through `toolNameOf`. */
  tools: unknown[];
  skipped: SkippedCheck[];
  lang: 'es' | 'en';
  startedAt: string;
  durationMs: number;
  fatal?: Fatal;
}
export type CertificationDetail = Omit<Reply<'/v1/servers/{id}/certification', 'get'>, 'report'> & {
  report: CertifyReport;
};

export type RuleInfo = Reply<'/v1/rules', 'get'>['rules'][number];
export type ToolRow = Reply<'/v1/servers/{id}/tools', 'get'>['tools'][number];

export type AgentContext = RequestBody<'/v1/exposure/preview', 'post'>['context'];

export type ExposurePreview = Reply<'/v1/exposure/preview', 'post'>;
export type McpTool = ExposurePreview['catalog']['tools'][number];
export type HiddenTool = ExposurePreview['hidden'][number];
export type HiddenReason = HiddenTool['reason'];
/** The reasons in the order the console explains them. */
export const HIDDEN_REASONS = [
  'not_certified',
  'changed',
  'policy',
  'channel',
  'scenario',
  'level',
  'shadowed',
] as const satisfies readonly HiddenReason[];

export type CallOutcome = Reply<'/v1/playground/call', 'post'>;
export type Outcome = CallOutcome['outcome'];
export const OUTCOMES = [
  'ok',
  'tool_error',
  'timeout',
  'unavailable',
  'rejected',
] as const satisfies readonly Outcome[];
type ApiCallRecord = Reply<'/v1/calls', 'get'>['calls'][number];
/** What the console shows of a recorded call: the fields it reads, whatever else the API adds. */
export type CallRecord = Pick<
  ApiCallRecord,
  'at' | 'company' | 'tool' | 'outcome' | 'attempts' | 'latencyMs' | 'truncated' | 'requestId'
> &
  Partial<Pick<ApiCallRecord, 'serverId' | 'errorType' | 'instance'>>;
export interface CallFilter {
  company?: string;
  tool?: string;
  outcome?: Outcome;
}

export type Overview = Reply<'/v1/overview', 'get'>;
export type OverviewServer = Overview['servers'][number];
export type OverviewMinute = OverviewServer['minutes'][number];

export type Usage = Reply<'/v1/usage', 'get'>;
export type UsageRow = Usage['rows'][number];
export type Granularity = Usage['granularity'];
export type UsageQuery = Pick<Usage, 'company' | 'from' | 'to' | 'granularity'>;
