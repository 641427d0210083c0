import type { CallProbe, Finding, IdempotencyProbe } from '@asixto/contract';
import { checkCall, checkIdempotency, classifyLevel, isBlocking } from '@asixto/contract';
import { SchemaValidator } from '../probe/schema-validator.js';
import type { ProbeContext } from '../probe/probe-context.js';
import type { ToolDefinitionView } from '../probe/read-calls.js';
import { probeReadTool } from '../probe/read-calls.js';
import { probeWriteTool } from '../probe/write-calls.js';
import type { Fixtures } from '../fixtures/fixtures.js';
import { mapLimit } from './map-limit.js';
import type { IdempotencyState, SkippedCheck } from './report.js';
import { skippedCheck, toolName } from './report.js';

/** Tools probed at once: enough to finish fast, few enough not to flood a small server. */
const TOOL_CONCURRENCY = 4;

function view(tool: unknown): ToolDefinitionView | undefined {
  const name = toolName(tool);
  if (name === undefined) return undefined;
  const t = tool as { inputSchema?: unknown; outputSchema?: unknown };
  return { name, inputSchema: t.inputSchema, outputSchema: t.outputSchema };
}

function fixturesOf(fixtures: Fixtures, tool: string): Fixtures[string] | undefined {
  return Object.hasOwn(fixtures, tool) ? fixtures[tool] : undefined;
}

function annotationsOf(tool: unknown): unknown {
  return (tool as { annotations?: unknown } | null)?.annotations;
}

/**
 * The call stage: read-only calls on `read` tools, and (only with permission) the idempotency probe
 * on `write` tools, with the fixtures' arguments where given. Admin tools are never run. Findings
 * and skipped checks are appended.
 */
export async function probeCalls(
  ctx: ProbeContext,
  tools: readonly unknown[],
  allowWrites: boolean,
  findings: Finding[],
  skipped: SkippedCheck[],
  setIdempotency: (state: IdempotencyState) => void,
  fixtures: Fixtures = {},
  validator: SchemaValidator = new SchemaValidator(),
): Promise<void> {
  const { lang } = ctx;
  const noArguments = (tool: string, param: string) =>
    skippedCheck('skipNoArguments', lang, { tool, param }, { tool });

  const readTools: ToolDefinitionView[] = [];
  const writeTools: ToolDefinitionView[] = [];
  for (const tool of tools) {
    const v = view(tool);
    if (!v) continue;
    const level = classifyLevel(annotationsOf(tool));
    if (level === 'read') readTools.push(v);
    else if (level === 'write' && allowWrites) writeTools.push(v);
    else {
      // Its fixtures, if any, stay unused: this line says why.
      const id = level === 'write' ? 'skipWriteTool' : 'skipAdminTool';
      skipped.push(skippedCheck(id, lang, { tool: v.name }, { tool: v.name }));
    }
  }

  // A few tools are probed at a time; the calls of one tool go in sequence.
  const readResults = await mapLimit(readTools, TOOL_CONCURRENCY, (tool) =>
    probeReadTool(ctx, tool, validator, fixturesOf(fixtures, tool.name)),
  );
  readResults.forEach((result, index) => {
    const tool = readTools[index] as ToolDefinitionView;
    if ('skipped' in result) {
      skipped.push(noArguments(tool.name, result.skipped));
      return;
    }
    result.probes.forEach((probe: CallProbe) => findings.push(...checkCall(probe, { lang })));
    if (result.nominalErrorType !== undefined) {
      // Honest about coverage: with synthesized data the success path may never have been seen.
      skipped.push(
        skippedCheck(
          'skipNominalError',
          lang,
          { tool: tool.name, type: result.nominalErrorType },
          { rule: 'call-output-schema', tool: tool.name },
        ),
      );
    }
  });

  if (!allowWrites) return;
  const writeProbes: IdempotencyProbe[] = [];
  for (const tool of writeTools) {
    const result = await probeWriteTool(ctx, tool, fixturesOf(fixtures, tool.name)?.[0]);
    if ('skipped' in result) {
      skipped.push(noArguments(tool.name, result.skipped));
      continue;
    }
    if (!result.probe.firstOk) {
      skipped.push(
        skippedCheck(
          'skipWriteFailed',
          lang,
          { tool: tool.name, detail: result.probe.detail ?? '?' },
          { rule: 'call-idempotency', tool: tool.name },
        ),
      );
      continue;
    }
    writeProbes.push(result.probe);
  }
  const judged = writeProbes.flatMap((probe) => checkIdempotency(probe, { lang }));
  findings.push(...judged);
  if (judged.some((f) => f.rule === 'call-idempotency' && isBlocking(f))) setIdempotency('failed');
  else if (writeProbes.length > 0) setIdempotency('verified');
  else skipped.push(skippedCheck('skipNoWriteTools', lang, undefined, { rule: 'call-idempotency' }));
}
