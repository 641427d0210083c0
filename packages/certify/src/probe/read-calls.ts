import type { CallProbe, CallPurpose, Channel } from '@asixto/contract';
import type { CallObservation } from './call-tool.js';
import { callTool } from './call-tool.js';
import type { OutputValidator } from './output-validator.js';
import type { ProbeContext } from './probe-context.js';
import { findSearchParam, synthesizeArguments } from './synthesize-arguments.js';

/** Zones with an offset few servers get right by accident: +05:45 (chat) and -05:00 (voice). */
export const PROBE_TIMEZONES = { chat: 'Asia/Kathmandu', voice: 'America/Bogota' } as const;

/** A query no real catalog matches, short enough for any `maxLength`. */
const NO_MATCH_QUERY = 'zqxj sin coincidencias';

export interface ToolDefinitionView {
  name: string;
  inputSchema?: unknown;
  outputSchema?: unknown;
}

export type ReadCallsResult = { probes: CallProbe[] } | { skipped: string };

function toProbe(
  tool: ToolDefinitionView,
  purpose: CallPurpose,
  channel: Channel,
  timezone: string,
  observed: CallObservation,
  validator: OutputValidator,
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

/**
 * The read-only calls of one `read` tool: nominal (chat, Kathmandu), every optional as `null`, a
 * search that cannot match (when the tool has a free-text parameter), and the same call in voice.
 */
export async function probeReadTool(
  ctx: ProbeContext,
  tool: ToolDefinitionView,
  validator: OutputValidator,
): Promise<ReadCallsResult> {
  const synthesized = synthesizeArguments(tool.inputSchema);
  if (!synthesized.ok) return { skipped: synthesized.missing };
  const args = synthesized.value;
  const conversationId = `cnv_certify_${ctx.runId}`;
  const call = (callArgs: Record<string, unknown>, channel: Channel) =>
    callTool(ctx, {
      tool: tool.name,
      args: callArgs,
      channel,
      timezone: PROBE_TIMEZONES[channel],
      conversationId,
      inputSchema: tool.inputSchema,
    });

  const probes: CallProbe[] = [];
  const nominal = await call(args, 'chat');
  probes.push(toProbe(tool, 'nominal', 'chat', PROBE_TIMEZONES.chat, nominal, validator));

  if (synthesized.optional.length > 0) {
    const withNulls = { ...args, ...Object.fromEntries(synthesized.optional.map((name) => [name, null])) };
    const observed = await call(withNulls, 'chat');
    probes.push(
      toProbe(tool, 'optional-null', 'chat', PROBE_TIMEZONES.chat, observed, validator, {
        nullParams: synthesized.optional,
        baselineIsError: nominal.outcome !== 'result' || nominal.isError,
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

  const voice = await call(args, 'voice');
  probes.push(toProbe(tool, 'voice', 'voice', PROBE_TIMEZONES.voice, voice, validator));
  return { probes };
}
