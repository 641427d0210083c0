import { LIMITS } from '@asixto/contract';
import type { Lang } from '@asixto/contract';
import { definitionHash } from '../../catalog/prepared-tool.js';
import type { ToolDefinition } from '../../catalog/tool-definition.js';
import type { CallStage, ResolvedTool } from '../call-types.js';
import { SchemaValidators, type ErrorObject } from '../schema-validators.js';
import { interpretedError, message, systemError } from '../stage-results.js';

const hashes = new WeakMap<ToolDefinition, string>();

/** The key of a resolved tool's compiled schemas: its pinned hash, else a memoized hash. */
export function schemaKey(resolved: ResolvedTool): string {
  if (resolved.hash) return resolved.hash;
  let hash = hashes.get(resolved.tool);
  if (!hash) {
    hash = definitionHash(resolved.tool);
    hashes.set(resolved.tool, hash);
  }
  return hash;
}

function paramOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const base = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const child =
    (typeof params.missingProperty === 'string' && params.missingProperty) ||
    (typeof params.additionalProperty === 'string' && params.additionalProperty) ||
    '';
  const name = [base, child].filter(Boolean).join('.');
  return (name || 'argumentos').slice(0, 60);
}

/** One Spanish (or English) sentence naming the parameter and what is wrong with it. */
export function describeArgumentError(error: ErrorObject, lang: Lang): string {
  const param = paramOf(error);
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return message('argMissing', lang, { param });
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return message('argNotAllowed', lang, { param });
    case 'type':
      return message('argType', lang, { param, type: String(p.type) });
    case 'enum': {
      const values = (Array.isArray(p.allowedValues) ? p.allowedValues : [])
        .map((v) => JSON.stringify(v))
        .join(', ');
      return message('argEnum', lang, {
        param,
        values: values.length > 120 ? `${values.slice(0, 117)}...` : values,
      });
    }
    case 'const':
      return message('argEnum', lang, { param, values: JSON.stringify(p.allowedValue) });
    case 'maxLength':
    case 'maxItems':
      return message('argTooLong', lang, { param, limit: Number(p.limit) });
    case 'minLength':
    case 'minItems':
      return message('argTooShort', lang, { param, limit: Number(p.limit) });
    case 'format':
    case 'pattern':
      return message('argFormat', lang, { param });
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return message('argOutOfRange', lang, { param });
    default:
      return message('argInvalid', lang, { param });
  }
}

/**
 * Stage 3 · argument validation against the cached `inputSchema` (ajv 2020-12, compiled once per
 * definition hash). Yields `rejected`, error type `VALIDATION`, with a page-06 error whose
 * `user_message` names the parameter, so the model can fix the call; the server is not called
 * (later stages see `state.interpreted` and pass). A schema that cannot be compiled yields
 * `tool_error` `SYSTEM`, also without calling the server.
 */
export function validateArguments({
  validators = new SchemaValidators(),
}: { validators?: SchemaValidators } = {}): CallStage {
  return function validateArguments(state) {
    const resolved = state.resolved as ResolvedTool;
    const raw = state.rawArguments ?? {};
    const compiled = validators.get(`${schemaKey(resolved)}:input`, resolved.tool.inputSchema);
    if (!compiled.ok) {
      state.interpreted = systemError(state.lang);
      return;
    }
    const isObject = typeof raw === 'object' && raw !== null && !Array.isArray(raw);
    if (isObject && compiled.validate(raw)) {
      state.arguments = raw as Record<string, unknown>;
      return;
    }
    const first = compiled.validate.errors?.[0];
    const problem = !isObject
      ? message('argInvalid', state.lang, { param: 'argumentos' })
      : first
        ? describeArgumentError(first, state.lang)
        : message('argInvalid', state.lang, { param: 'argumentos' });
    const userMessage = message('callArgumentsInvalid', state.lang, { problem }).slice(
      0,
      LIMITS.userMessageMax,
    );
    state.interpreted = interpretedError('VALIDATION', userMessage, 'validation');
  };
}
