import { randomUUID } from 'node:crypto';
import type { Finding, Lang, OAuthObservation, ServerProbe } from '@asixto/contract';
import { DEFAULT_LANG, checkCatalog, checkServer, checkTool } from '@asixto/contract';
import { CertifyError } from '../errors.js';
import { DEFAULT_MAX_RESPONSE_BYTES } from '../http/bounded-fetch.js';
import { probeAuth } from '../probe/auth-probe.js';
import { probeDiscover } from '../probe/discover-probe.js';
import { listLegacyTools } from '../probe/official-client.js';
import type { ProbeContext } from '../probe/probe-context.js';
import { listTools } from '../probe/tools-list-probe.js';
import type { OAuthClientCredentials } from '../oauth/oauth-credentials.js';
import { createOAuthTokenClient } from '../oauth/oauth-token-client.js';
import { dedupeFindings } from './dedupe-findings.js';
import { fatalMessage, fatalOf } from './fatal-message.js';
import type { Fixtures } from '../fixtures/fixtures.js';
import { parseFixtures } from '../fixtures/fixtures.js';
import { fixtureProblems } from '../fixtures/fixture-problems.js';
import { SchemaValidator } from '../probe/schema-validator.js';
import { probeCalls } from './probe-calls.js';
import type { Era, IdempotencyState, Report, SkippedCheck } from './report.js';
import { skippedCheck, summarize, toolName } from './report.js';

export interface CertifyOptions {
  /** Bearer token for the server; without it, authentication is reported as not verified. */
  token?: string;
  /** Run write tools to verify idempotency. Only against a test environment. */
  allowWrites?: boolean;
  lang?: Lang;
  /** Per-request timeout (headers and body). */
  timeoutMs?: number;
  /** Cap on any response body; a bigger answer becomes a finding or a fatal. */
  maxResponseBytes?: number;
  /** The fetch to use (the gateway passes its guarded fetch). */
  fetch?: typeof fetch;
  /**
   * Test data for the success path, kept out of the model's context: tool name → argument objects
   * (`loadFixtures` reads them from a JSON or YAML file). Read tools are called with each; write
   * tools with the first, only with `allowWrites`. Unknown tool names and arguments that break the
   * tool's `inputSchema` end the certification (`CERTIFY_FIXTURES_INVALID`) before any call.
   */
  fixtures?: Fixtures;
  /**
   * Client credentials instead of `token`: the certifier discovers the authorization server from the
   * server's 401 (RFC 9728, 8414) unless `issuer` is given, gets a token for the server's URL
   * (RFC 8707) and certifies with it; each discovery step is a finding with its RFC.
   */
  oauth?: OAuthClientCredentials;
  /** OAuth URLs may be `http:` (default: only when the server itself is HTTP on loopback). */
  oauthAllowHttp?: boolean;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** The listed tools that have a name, with their input schema. */
function listedViews(tools: readonly unknown[]): { name: string; inputSchema?: unknown }[] {
  return tools.flatMap((tool) => {
    const name = toolName(tool);
    return name === undefined ? [] : [{ name, inputSchema: (tool as { inputSchema?: unknown }).inputSchema }];
  });
}

/**
 * Certifies a live tool server against the contract: discovers it, checks authentication, lists and
 * judges its catalog, makes read-only calls, and (only with `allowWrites`) verifies idempotency.
 * Never throws for a bad target: what could not be done is a finding, a skipped check or `fatal`.
 *
 * @example
 * const report = await certify('https://tools.example.com/mcp', { token, lang: 'en' });
 * if (report.summary.blocking > 0) console.log(report.findings.filter((f) => !f.ok));
 */
export async function certify(url: string, options: CertifyOptions = {}): Promise<Report> {
  const started = Date.now();
  const startedAt = new Date(started).toISOString();
  const lang = options.lang ?? DEFAULT_LANG;
  const findings: Finding[] = [];
  const skipped: SkippedCheck[] = [];
  const tools: unknown[] = [];
  let era: Era = 'unknown';
  let idempotency: IdempotencyState = 'not_verified';
  let fatal: Report['fatal'];

  const finish = (): Report => {
    const deduped = dedupeFindings(findings);
    const report: Report = {
      url,
      era,
      summary: summarize(deduped),
      idempotency,
      findings: deduped,
      tools,
      skipped,
      lang,
      startedAt,
      durationMs: Date.now() - started,
    };
    if (fatal) report.fatal = fatal;
    return report;
  };
  const fail = (error: CertifyError): Report => {
    fatal = fatalOf(error.code, error.message, lang);
    skipped.push(skippedCheck('skipFatal', lang));
    return finish();
  };

  let parsed: URL;
  try {
    parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
      throw new Error(`scheme ${parsed.protocol}`);
  } catch (error) {
    return fail(new CertifyError('CERTIFY_INVALID_URL', `${url} (${(error as Error).message})`));
  }

  // A malformed value from an API caller is reported like a malformed file, before any request.
  const parsedFixtures = parseFixtures(options.fixtures ?? {}, lang);
  if (!parsedFixtures.ok)
    return fail(new CertifyError('CERTIFY_FIXTURES_INVALID', parsedFixtures.problems.join('; ')));

  const ctx: ProbeContext = {
    url,
    lang,
    runId: randomUUID().slice(0, 8),
    http: {
      fetch: options.fetch ?? globalThis.fetch,
      timeoutMs: options.timeoutMs ?? 10_000,
      maxBytes: options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
    },
    ...(options.token === undefined ? {} : { token: options.token }),
  };

  let oauth: OAuthObservation | undefined;
  if (options.oauth !== undefined) {
    const client = createOAuthTokenClient({
      serverUrl: url,
      credentials: options.oauth,
      http: ctx.http,
      allowHttp: options.oauthAllowHttp ?? (parsed.protocol === 'http:' && LOOPBACK.has(parsed.hostname)),
    });
    const issued = await client.fetchToken();
    oauth = issued.observation;
    if (issued.ok) ctx.token = issued.token.accessToken;
  }

  try {
    const discovered = await probeDiscover(ctx);
    era = discovered.era;
    const probe: ServerProbe = {
      url,
      scheme: parsed.protocol,
      loopback: LOOPBACK.has(parsed.hostname),
      discover: discovered.discover,
      sessions: { mintedBy: discovered.sessionMinted ? ['server/discover'] : [], requiredBy: [] },
      ...(discovered.legacyInitialize ? { legacyInitialize: discovered.legacyInitialize } : {}),
      ...(oauth === undefined ? {} : { oauth }),
    };
    if (oauth?.token?.ok === true && discovered.fatal?.code === 'CERTIFY_TOKEN_REJECTED') {
      const data = { status: '401', resource: url };
      probe.oauth = { ...oauth, token: { ok: false, problem: 'token-rejected-by-server', data } };
    }
    if (discovered.fatal) {
      // The finding carries the same actionable sentence as the verdict (JSON has no `fatal` field).
      const { code, message } = discovered.fatal;
      probe.discover = { ...probe.discover, detail: fatalMessage(code, message, lang) };
      findings.push(...checkServer(probe, { lang }));
      return fail(discovered.fatal);
    }
    // Authentication is plain HTTP: judged whatever the era, with the first request the server answers.
    if (ctx.token !== undefined) probe.auth = await probeAuth(ctx, era === 'legacy' ? 'legacy' : 'modern');
    else {
      skipped.push(
        skippedCheck('skipNoToken', lang, undefined, { rule: 'server-auth-required' }),
        skippedCheck('skipNoToken', lang, undefined, { rule: 'server-auth-invalid-token' }),
      );
    }

    if (era !== 'modern') {
      findings.push(...checkServer(probe, { lang }));
      skipped.push(skippedCheck('skipNotModern', lang));
      // A legacy server still gets its definitions judged, so one run shows everything to fix.
      const legacyTools = era === 'legacy' ? await listLegacyTools(ctx) : undefined;
      if (legacyTools) {
        tools.push(...legacyTools);
        for (const tool of tools) findings.push(...checkTool(tool, { lang }));
        findings.push(...checkCatalog(tools, undefined, { lang }));
      }
      return finish();
    }

    const first = await listTools(ctx);
    const second = first.observation.outcome === 'ok' ? await listTools(ctx) : undefined;
    probe.toolsList = first.observation;
    const clientNames = discovered.official?.toolNames;
    if (clientNames && first.observation.outcome === 'ok') {
      const seen = new Set(clientNames);
      const dropped = first.tools
        .map(toolName)
        .filter((name): name is string => name !== undefined && !seen.has(name));
      if (dropped.length > 0) probe.toolsList = { ...first.observation, droppedByClient: dropped };
    }
    for (const listing of [first, second]) {
      if (listing?.sessionMinted) probe.sessions.mintedBy.push('tools/list');
      if (listing?.sessionRequired) probe.sessions.requiredBy.push('tools/list');
    }
    probe.sessions.mintedBy = [...new Set(probe.sessions.mintedBy)];
    probe.sessions.requiredBy = [...new Set(probe.sessions.requiredBy)];
    findings.push(...checkServer(probe, { lang }));
    if (first.observation.outcome !== 'ok') return finish();

    tools.push(...first.tools);
    for (const tool of tools) findings.push(...checkTool(tool, { lang }));
    findings.push(
      ...checkCatalog(tools, second?.observation.outcome === 'ok' ? second.tools : undefined, { lang }),
    );

    const validator = new SchemaValidator();
    const problems = fixtureProblems(parsedFixtures.fixtures, listedViews(tools), validator, lang);
    if (problems.length > 0) return fail(new CertifyError('CERTIFY_FIXTURES_INVALID', problems.join('; ')));

    await probeCalls(
      ctx,
      tools,
      options.allowWrites === true,
      findings,
      skipped,
      (state) => {
        idempotency = state;
      },
      parsedFixtures.fixtures,
      validator,
    );
    if (options.allowWrites !== true) {
      skipped.push(skippedCheck('skipNoWrites', lang, undefined, { rule: 'call-idempotency' }));
    }
    return finish();
  } catch (error) {
    // A bug of ours must still end in a report, never in a stack trace for the user.
    if (error instanceof CertifyError) return fail(error);
    return fail(new CertifyError('CERTIFY_INTERNAL', error instanceof Error ? error.message : String(error)));
  }
}
