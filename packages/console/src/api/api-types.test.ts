// The console's API names must resolve to real shapes of the generated types: a path or status
// renamed in the gateway would otherwise make them `never`, and everything would typecheck.
import { describe, expectTypeOf, it } from 'vitest';
import type { AuditPage, CreatedKey, Identity, KeyInput, KeyView } from './access-types.js';
import type {
  AgentContext,
  CallOutcome,
  CallRecord,
  CertificationDetail,
  CertificationSummary,
  ExposurePreview,
  Overview,
  RuleInfo,
  ServerView,
  Tenant,
  TenantSummary,
  ToolRow,
} from './api-types.js';

describe('API types generated from openapi.json', () => {
  it('name real shapes, never `never`', () => {
    expectTypeOf<ServerView>().not.toBeNever();
    expectTypeOf<ServerView['status']>().toEqualTypeOf<
      'pending' | 'certified' | 'failed' | 'degraded' | 'needs_recertification'
    >();
    expectTypeOf<Tenant>().not.toBeNever();
    expectTypeOf<TenantSummary['servers']['total']>().toBeNumber();
    expectTypeOf<CertificationSummary['certifiedTools']>().toEqualTypeOf<string[]>();
    expectTypeOf<CertificationDetail['serverId']>().toBeString();
    expectTypeOf<RuleInfo['id']>().toBeString();
    expectTypeOf<ToolRow['exposable']>().toBeBoolean();
    expectTypeOf<AgentContext['conversationId']>().toBeString();
    expectTypeOf<ExposurePreview['catalog']['verbsText']>().toBeString();
    expectTypeOf<CallOutcome['latencyMs']>().toBeNumber();
    expectTypeOf<CallRecord['tool']>().toBeString();
    expectTypeOf<Overview['windowMinutes']>().toBeNumber();
    expectTypeOf<Identity['companies']>().toEqualTypeOf<string[]>();
    expectTypeOf<KeyView['id']>().toBeString();
    expectTypeOf<KeyInput['label']>().toBeString();
    expectTypeOf<CreatedKey['key']>().toBeString();
    expectTypeOf<AuditPage['nextCursor']>().toEqualTypeOf<string | null>();
  });
});
