// The rule catalog: an explicit registry, never discovered at run time. Ids are stable and never reused.
import type { AnyRule, Rule } from './define-rule.js';
import type { CatalogSubject } from './catalog/catalog-subject.js';
import { catalogMaxTools } from './catalog/catalog-max-tools.js';
import { catalogStableOrder } from './catalog/catalog-stable-order.js';
import { catalogUniqueNames } from './catalog/catalog-unique-names.js';
import { toolNameFormat } from './tool/tool-name-format.js';
import { toolDescription } from './tool/tool-description.js';
import { paramDescriptionLength } from './tool/param-description-length.js';
import { inputSchemaClosed } from './tool/input-schema-closed.js';
import { optionalAcceptsNull } from './tool/optional-accepts-null.js';
import { requiredOnlyEssential } from './tool/required-only-essential.js';
import { closedValuesAsEnum } from './tool/closed-values-as-enum.js';
import { freeTextMaxLength } from './tool/free-text-max-length.js';
import { noInternalIdRequired } from './tool/no-internal-id-required.js';
import { oneOperationPerTool } from './tool/one-operation-per-tool.js';
import { noRootCombinator } from './tool/no-root-combinator.js';
import { noDeepNesting } from './tool/no-deep-nesting.js';
import { capabilityDeclared } from './tool/capability-declared.js';
import { verbDeclared } from './tool/verb-declared.js';
import { verbInfinitive } from './tool/verb-infinitive.js';
import { annotationsDeclared } from './tool/annotations-declared.js';
import { readOnlyCoherent } from './tool/read-only-coherent.js';
import { irreversibleRequiresConfirmation } from './tool/irreversible-requires-confirmation.js';
import { descriptionSaysWhenNot } from './tool/description-says-when-not.js';
import { descriptionNoModelInstructions } from './tool/description-no-model-instructions.js';
import { modelTextNoInjection } from './tool/model-text-no-injection.js';
import { modelTextNoToolReferences } from './tool/model-text-no-tool-references.js';
import { modelTextNoSecretRequests } from './tool/model-text-no-secret-requests.js';
import { modelTextNoInvisibleCharacters } from './tool/model-text-no-invisible-characters.js';
import { descriptionNoVolatileData } from './tool/description-no-volatile-data.js';
import { outputSchemaDeclared } from './tool/output-schema-declared.js';
// server- and call-scope rules (certify): imports
import { SERVER_RULES } from './server/server-rules.js';
import { CALL_RULES, IDEMPOTENCY_RULES } from './call/call-rules.js';
// end of server- and call-scope imports

/**
 * Rules judged on one tool definition, in report order.
 *
 * @example
 * TOOL_RULES.filter((r) => r.heuristic).map((r) => r.id);
 */
export const TOOL_RULES: readonly Rule<unknown, string>[] = [
  toolNameFormat,
  toolDescription,
  paramDescriptionLength,
  inputSchemaClosed,
  optionalAcceptsNull,
  requiredOnlyEssential,
  closedValuesAsEnum,
  freeTextMaxLength,
  noInternalIdRequired,
  oneOperationPerTool,
  noRootCombinator,
  noDeepNesting,
  capabilityDeclared,
  verbDeclared,
  verbInfinitive,
  annotationsDeclared,
  readOnlyCoherent,
  irreversibleRequiresConfirmation,
  descriptionSaysWhenNot,
  descriptionNoModelInstructions,
  modelTextNoInjection,
  modelTextNoToolReferences,
  modelTextNoSecretRequests,
  modelTextNoInvisibleCharacters,
  descriptionNoVolatileData,
  outputSchemaDeclared,
];

/**
 * Rules judged on a whole listing.
 *
 * @example
 * CATALOG_RULES.map((r) => r.id); // ['catalog-unique-names', 'catalog-max-tools', 'catalog-stable-order']
 */
export const CATALOG_RULES: readonly Rule<CatalogSubject, string>[] = [
  catalogUniqueNames,
  catalogMaxTools,
  catalogStableOrder,
];

/** Rules judged by the certifier on its own probe snapshots. */
export const PROBE_RULES: readonly AnyRule[] = [
  // server- and call-scope rules (certify): entries
  ...SERVER_RULES,
  ...CALL_RULES,
  ...IDEMPOTENCY_RULES,
  // end of server- and call-scope entries
];

/**
 * The whole rule catalog: tool, catalog, server and call scopes.
 *
 * @example
 * RULES.filter((r) => r.level === 'DEBE' && !r.heuristic).map((r) => r.id);
 */
export const RULES: readonly AnyRule[] = [...TOOL_RULES, ...CATALOG_RULES, ...PROBE_RULES];

/**
 * A rule by id, or `undefined`.
 *
 * @example
 * getRule('optional-accepts-null')?.level; // 'DEBE'
 */
export function getRule(id: string): AnyRule | undefined {
  return RULES.find((rule) => rule.id === id);
}
