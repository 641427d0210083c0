import type { CallProbe, CallPurpose, Channel } from '@asixto/contract';
import type { CallObservation } from './call-tool.js';
import { callSucceeded, callTool } from './call-tool.js';
import type { SchemaValidator } from './schema-validator.js';
import type { ProbeContext } from './probe-context.js';
import { notFoundProbe } from './not-found-probe.js';
import { findSearchParam, optionalParams, synthesizeArguments } from './synthesize-arguments.js';

/** Zones with an offset few servers get right by accident: +05:45 (chat) and -05:00 (voice). */
export const PROBE_TIMEZONES = { chat: 'Asia/Kathmandu', voice: 'America/Bogota' } as const;
/** The offset of the chat probe's zone (Nepal has no daylight saving time), for the report's note. */
export const CHAT_PROBE_OFFSET = '+05:45';

/** A query no real catalog matches, short enough for any `maxLength`. */
const NO_MATCH_QUERY = 'zqxj sin coincidencias';

export interface ToolDefinitionView {
  name: string;
  inputSchema?: unknown;
  outputSchema?: unknown;
}

function toProbe(
  tool: ToolDefinitionView,
  purpose: CallPurpose,
  channel: Channel,
  timezone: string,
  observed: CallObservation,
  validator: SchemaValidator,
  extra: Partial<CallProbe> = {},
): CallProbe {
  const { content: _content, ...rest } = observed;
  const hasOutputSchema = tool.outputSchema !== undefined && tool.outputSchema !== null;
  const probe: CallProbe = {
    tool: tool.name,
    purpose,
    channel,
    timezone,
    nullParams: [],
    hasOutputSchema,
    ...rest,
    ...extra,
  };
  if (
    hasOutputSchema &&
    observed.outcome === 'result' &&
    !observed.isError &&
    observed.structuredContent !== undefined
  ) {
    probe.outputSchemaErrors = validator.errors(tool.outputSchema, observed.structuredContent);
  }
  return probe;
}

/** What the read-only calls of one tool came to. */
export type ReadCallsResult =
  | {
      probes: CallProbe[];
      /** Whether a nominal call succeeded (so `outputSchema`, dates and size were seen). */
      succeeded: boolean;
      /** The `error_type` of the first nominal call, when none succeeded and it was a business error. */
      nominalErrorType?: string;
    }
  | { skipped: string };

/**
 * The read-only calls of one `read` tool: nominal (chat, Kathmandu) once per argument set (the
 * fixtures, or arguments synthesized from the schema), then, with the first set that succeeded:
 * every optional as `null`, a search that cannot match (when the tool has a free-text parameter), a
 * lookup of a record that does not exist (when it has an identifying parameter), and the same call
 * in voice.
 */
export async function probeReadTool(
  ctx: ProbeContext,
  tool: ToolDefinitionView,
  validator: SchemaValidator,
  fixtures?: readonly Readonly<Record<string, unknown>>[],
): Promise<ReadCallsResult> {
  const synthesized = synthesizeArguments(tool.inputSchema);
  const argumentSets = fixtures && fixtures.length > 0 ? fixtures : synthesized.ok ? [synthesized.value] : [];
  if (argumentSets.length === 0) return { skipped: synthesized.ok ? '?' : synthesized.missing };
  const conversationId = `cnv_certify_${ctx.runId}`;
  const call = (callArgs: Readonly<Record<string, unknown>>, channel: Channel) =>
    callTool(ctx, {
      tool: tool.name,
      args: { ...callArgs },
      channel,
      timezone: PROBE_TIMEZONES[channel],
      conversationId,
      inputSchema: tool.inputSchema,
    });

  const probes: CallProbe[] = [];
  let chosen: { args: Readonly<Record<string, unknown>>; observed: CallObservation } | undefined;
  for (const args of argumentSets) {
    const observed = await call(args, 'chat');
    probes.push(toProbe(tool, 'nominal', 'chat', PROBE_TIMEZONES.chat, observed, validator));
    chosen ??= { args, observed };
    if (callSucceeded(observed)) {
      chosen = { args, observed };
      break;
    }
  }
  const { args, observed: nominal } = chosen as NonNullable<typeof chosen>;

  const optional = optionalParams(tool.inputSchema);
  if (optional.length > 0) {
    const withNulls = { ...args, ...Object.fromEntries(optional.map((name) => [name, null])) };
    const observed = await call(withNulls, 'chat');
    probes.push(
      toProbe(tool, 'optional-null', 'chat', PROBE_TIMEZONES.chat, observed, validator, {
        nullParams: optional,
        baselineIsError: !callSucceeded(nominal),
      }),
    );
  }

  const searchParam = findSearchParam(tool.inputSchema);
  if (searchParam !== undefined) {
    const observed = await call({ ...args, [searchParam]: NO_MATCH_QUERY }, 'chat');
    probes.push(
      toProbe(tool, 'empty-search', 'chat', PROBE_TIMEZONES.chat, observed, validator, { searchParam }),
    );
  }

  const lookup = notFoundProbe(tool.inputSchema, args);
  if (lookup !== undefined) {
    const observed = await call({ ...args, [lookup.param]: lookup.value }, 'chat');
    probes.push(toProbe(tool, 'not-found', 'chat', PROBE_TIMEZONES.chat, observed, validator, { lookup }));
  }

  const voice = await call(args, 'voice');
  probes.push(toProbe(tool, 'voice', 'voice', PROBE_TIMEZONES.voice, voice, validator));
  const ok = callSucceeded(nominal);
  const errorType = (nominal.structuredContent as { error?: { error_type?: unknown } } | undefined)?.error
    ?.error_type;
  return {
    probes,
    succeeded: ok,
    ...(!ok && nominal.outcome === 'result'
      ? { nominalErrorType: typeof errorType === 'string' ? errorType : '?' }
      : {}),
  };
}
