// The shapes of the gateway's admin API, as the console reads them (contract: the admin API document).
import type { AccessLevel, Channel, ErrorType, Finding, RuleLevel, ScenarioKey } from '@asixto/contract';

export type { AccessLevel, Channel, Finding, ScenarioKey };

export const SERVER_STATUSES = [
  'certified',
  'needs_recertification',
  'degraded',
  'failed',
  'pending',
] as const;
export type ServerStatus = (typeof SERVER_STATUSES)[number];
export type Era = 'modern' | 'legacy' | 'unknown';
export type BreakerState = 'closed' | 'open' | 'half_open';

export interface ToolPolicy {
  deny?: boolean;
  channels?: Channel[];
  level?: AccessLevel;
}
export interface TenantPolicy {
  tools?: Record<string, ToolPolicy>;
  channels?: Partial<Record<Channel, { maxLevel?: AccessLevel; deny?: boolean }>>;
}

export interface TenantFields {
  company: string;
  name: string;
  currency: string;
  timezone: string;
}
export interface Tenant extends TenantFields {
  policy: TenantPolicy;
  createdAt: string;
  updatedAt: string;
}
export interface TenantSummary extends Tenant {
  servers: { total: number; byStatus: Partial<Record<ServerStatus, number>> };
}
/** What `POST /v1/tenants` takes: the policy travels as the operator wrote it, the gateway judges it. */
export interface TenantInput extends TenantFields {
  policy?: unknown;
}

export interface CertificationCounts {
  passed: number;
  blocking: number;
  warnings: number;
}
export interface Fatal {
  code: string;
  message: string;
}

export interface LeakSummary {
  windowMinutes: number;
  calls: number;
  lastAt: string | null;
  rules: string[];
}

export interface ServerView {
  id: string;
  company: string;
  url: string;
  era: Era | null;
  status: ServerStatus;
  hasCredential: boolean;
  /** The kind of credential; its secret parts never leave the gateway. */
  authType?: 'bearer' | 'oauth' | null;
  /** An OAuth server's token: its expiry and the last refresh error. */
  oauth?: {
    expiresAt: string | null;
    lastRefreshAt: string | null;
    lastError: { code: string; problem: string; at: string } | null;
  };
  certifiedTools: string[];
  changedTools: string[];
  lastCertification: { certifiedAt: string; summary: CertificationCounts; fatal?: Fatal } | null;
  breaker: BreakerState;
  /** Answers the gateway's result guard had to clean lately (traces, secrets). */
  leaks: LeakSummary;
  createdAt: string;
  updatedAt: string;
}

export interface CertificationSummary {
  status: ServerStatus;
  certifiedAt: string;
  era: Era;
  summary: CertificationCounts;
  certifiedTools: string[];
  blockingFindings: { rule: string; tool?: string; message: string }[];
  fatal?: Fatal;
}

export interface SkippedCheck {
  rule?: string;
  tool?: string;
  reason: string;
}
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
export type CertificationDetail = CertificationSummary & { serverId: string; report: CertifyReport };

export interface RuleInfo {
  id: string;
  level: RuleLevel;
  page: '02' | '04' | '05' | '06' | '07';
  scope: 'tool' | 'catalog' | 'server' | 'call';
  heuristic: boolean;
}

export interface ToolRow {
  serverId: string;
  name: string;
  prefixedName: string;
  title?: string;
  level: AccessLevel;
  capabilities: ScenarioKey[];
  verb?: string;
  pin: 'certified' | 'changed' | 'uncertified';
  exposable: boolean;
}

export interface AgentContext {
  company: string;
  conversationId: string;
  channel: Channel;
  scenario: ScenarioKey;
  agentLevel: AccessLevel;
  priceListId?: string | null;
  currency?: string | null;
  timezone?: string | null;
  requestId?: string | null;
  lang?: 'es' | 'en' | null;
}

export interface McpTool {
  name: string;
  title?: string;
  description: string;
  inputSchema: Record<string, unknown>;
  outputSchema?: Record<string, unknown>;
  annotations?: Record<string, unknown>;
}
export const HIDDEN_REASONS = [
  'not_certified',
  'changed',
  'policy',
  'channel',
  'scenario',
  'level',
  'shadowed',
] as const;
export type HiddenReason = (typeof HIDDEN_REASONS)[number];
export interface HiddenTool {
  serverId: string;
  tool: string;
  prefixedName: string;
  reason: HiddenReason;
}
export interface ExposurePreview {
  catalog: { tools: McpTool[]; openai: unknown[]; anthropic: unknown[]; verbsText: string };
  hidden: HiddenTool[];
}

export const OUTCOMES = ['ok', 'tool_error', 'timeout', 'unavailable', 'rejected'] as const;
export type Outcome = (typeof OUTCOMES)[number];
export interface CallOutcome {
  outcome: Outcome;
  text: string;
  structured?: unknown;
  errorType?: ErrorType;
  truncated: boolean;
  requestId: string;
  latencyMs: number;
  attempts: number;
}
export interface CallRecord {
  at: string;
  company: string;
  serverId?: string;
  tool: string;
  outcome: Outcome;
  errorType?: string;
  attempts: number;
  latencyMs: number;
  truncated: boolean;
  requestId: string;
}
export interface CallFilter {
  company?: string;
  tool?: string;
  outcome?: Outcome;
}

export interface OverviewMinute {
  at: string;
  calls: number;
  errors: number;
  p50Ms: number | null;
  p99Ms: number | null;
}
export interface OverviewServer {
  serverId: string;
  company: string;
  url: string;
  status: ServerStatus;
  breaker: BreakerState;
  minutes: OverviewMinute[];
  totals: { calls: number; errorRate: number; p50Ms: number | null; p99Ms: number | null };
}
export interface Overview {
  windowMinutes: number;
  generatedAt: string;
  servers: OverviewServer[];
}

/** What registration sends for a server behind OAuth (the secret is never read back). */
export interface OAuthCredentialInput {
  type: 'oauth-client-credentials';
  clientId: string;
  clientSecret: string;
  scope?: string;
  issuer?: string;
}
