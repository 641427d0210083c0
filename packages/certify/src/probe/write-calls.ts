import type { IdempotencyProbe } from '@asixto/contract';
import { canonicalJson } from '@asixto/contract';
import type { CallObservation } from './call-tool.js';
import { callSucceeded, callTool } from './call-tool.js';
import type { ProbeContext } from './probe-context.js';
import type { ToolDefinitionView } from './read-calls.js';
import { synthesizeArguments } from './synthesize-arguments.js';

export type WriteProbeResult = { probe: IdempotencyProbe } | { skipped: string };

/** What must repeat identically for the same key: the whole result, metadata aside. */
function fingerprint(observed: CallObservation): string {
  return canonicalJson({
    outcome: observed.outcome,
    isError: observed.isError,
    content: observed.content ?? null,
    structuredContent: observed.structuredContent ?? null,
    detail: observed.detail ?? null,
  });
}

/**
 * Guarantee 1 of page 05 on one write tool (only with explicit permission): the same key twice in
 * sequence and twice concurrently must give identical results; a different key, a new effect.
 * Keys differ by conversation, exactly as the gateway derives them. The arguments are the first
 * fixture for the tool when one is given, otherwise synthesized (optional fields included).
 */
export async function probeWriteTool(
  ctx: ProbeContext,
  tool: ToolDefinitionView,
  fixture?: Readonly<Record<string, unknown>>,
): Promise<WriteProbeResult> {
  let args: Record<string, unknown>;
  if (fixture) args = { ...fixture };
  else {
    const synthesized = synthesizeArguments(tool.inputSchema, 0, true);
    if (!synthesized.ok) return { skipped: synthesized.missing };
    args = synthesized.value;
  }
  const call = (conversation: string) =>
    callTool(ctx, {
      tool: tool.name,
      args,
      channel: 'chat',
      timezone: 'America/Bogota',
      conversationId: `cnv_certify_${ctx.runId}_${tool.name}_${conversation}`,
      inputSchema: tool.inputSchema,
    });

  const first = await call('a');
  if (!callSucceeded(first)) {
    return {
      probe: { tool: tool.name, firstOk: false, detail: first.detail ?? first.text.slice(0, 160) },
    };
  }
  const second = await call('a');
  const [third, fourth] = await Promise.all([call('b'), call('b')]);
  const fifth = await call('c');
  return {
    probe: {
      tool: tool.name,
      firstOk: true,
      sequentialSame: fingerprint(first) === fingerprint(second),
      concurrentSame: fingerprint(third) === fingerprint(fourth),
      differentKeyChanged: fingerprint(fifth) !== fingerprint(first),
    },
  };
}
