import { checkTool, DEFAULT_LANG, isBlocking, isWarning, META_KEYS } from '@asixto/contract';
import type { Finding, Lang, ScenarioKey } from '@asixto/contract';
import type { z } from 'zod';
import { ContractViolationError } from '../errors.js';
import type { ToolResult } from '../results/tool-result.js';
import type { ToolContext } from '../server/tool-context.js';
import { renderJsonSchema } from './render-schema.js';
import type { JsonSchema } from './render-schema.js';

/**
 * The three hints every tool states explicitly (page 02): absent hints are read as the most
 * restrictive case, so the toolkit makes you write them.
 */
export interface ToolAnnotations {
  readOnlyHint: boolean;
  destructiveHint: boolean;
  idempotentHint: boolean;
  openWorldHint?: boolean;
}

export interface ToolSpec<I extends z.ZodObject, O extends z.ZodObject> {
  /** `snake_case`, verb + entity, at most 40 characters. */
  name: string;
  title: string;
  /** What it does and when NOT to use it; at most 700 characters. */
  description: string;
  /** A `z.strictObject`; every optional `.nullable()` too; `maxLength` on free text; enums for closed values. */
  input: I;
  /** The shape of `structuredContent` on success. */
  output: O;
  annotations: ToolAnnotations;
  /** Scenario keys of page 04 (one, or several when the tool serves several scenarios). */
  capabilities: ScenarioKey | readonly [ScenarioKey, ...ScenarioKey[]];
  /** The business verb in the infinitive the agent uses, e.g. `abrir un caso de soporte`. */
  verb: string;
  handler: (args: z.output<I>, ctx: ToolContext) => ToolResult | Promise<ToolResult>;
  /**
   * `true` when the handler uses `ctx.sdk` (progress, notifications): its calls then always go
   * through the SDK's protocol path instead of the toolkit's own, which is cheaper but has no SDK
   * context to give.
   */
  sdkContext?: boolean;
}

/** The listed definition, exactly as `tools/list` publishes it. */
export interface ListedTool {
  name: string;
  title: string;
  description: string;
  inputSchema: JsonSchema;
  outputSchema: JsonSchema;
  annotations: ToolAnnotations;
  _meta: Record<string, unknown>;
}

/** A checked tool, ready for `createToolServer`. */
export interface ToolDefinition<I extends z.ZodObject = z.ZodObject, O extends z.ZodObject = z.ZodObject> {
  readonly spec: ToolSpec<I, O>;
  readonly name: string;
  /** `readOnlyHint: false`: the toolkit enforces guarantee 1 (idempotency) around the handler. */
  readonly writes: boolean;
  readonly listed: ListedTool;
  /** Every finding of the contract's `checkTool` (passed ones included); none is blocking. */
  readonly findings: readonly Finding[];
  /** Findings for review (DEBERÍA, PUEDE, heuristic DEBE) that `createToolServer` logs at start-up. */
  readonly warnings: readonly Finding[];
}

function toolMeta(capabilities: ToolSpec<z.ZodObject, z.ZodObject>['capabilities'], verb: string) {
  const list = typeof capabilities === 'string' ? [capabilities] : [...capabilities];
  return list.length === 1
    ? { [META_KEYS.capability]: list[0], [META_KEYS.verb]: verb }
    : { [META_KEYS.capabilities]: list, [META_KEYS.verb]: verb };
}

/**
 * Defines a tool and checks it against the contract at definition time: it renders the JSON Schema
 * the SDK will publish and runs the contract's `checkTool` on the listed definition. A blocking
 * failure throws a `ContractViolationError` naming every violated rule; review-level findings are
 * kept in `warnings` and logged once by `createToolServer`.
 *
 * @example
 * export const consultarCliente = defineTool({
 *   name: 'consultar_cliente', title: 'Consultar cliente',
 *   description: 'Identifica a un cliente por su documento. No la uses para modificar datos.',
 *   input: z.strictObject({ documento: z.string().max(20) }),
 *   output: z.object({ nombre: z.string() }),
 *   annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true },
 *   capabilities: 'general', verb: 'consultar los datos de un cliente',
 *   handler: ({ documento }) => ok({ nombre: 'Ana' }, 'Cliente: Ana.'),
 * });
 */
export function defineTool<I extends z.ZodObject, O extends z.ZodObject>(
  spec: ToolSpec<I, O>,
  options: { lang?: Lang } = {},
): ToolDefinition<I, O> {
  const listed: ListedTool = {
    name: spec.name,
    title: spec.title,
    description: spec.description,
    inputSchema: renderJsonSchema(spec.input, 'input'),
    outputSchema: renderJsonSchema(spec.output, 'output'),
    annotations: { ...spec.annotations },
    _meta: toolMeta(spec.capabilities, spec.verb),
  };
  const findings = checkTool(listed, { lang: options.lang ?? DEFAULT_LANG });
  const blocking = findings.filter(isBlocking);
  if (blocking.length > 0) throw new ContractViolationError(spec.name, blocking);
  return Object.freeze({
    spec,
    name: spec.name,
    writes: spec.annotations.readOnlyHint === false,
    listed,
    findings,
    warnings: findings.filter(isWarning),
  });
}
