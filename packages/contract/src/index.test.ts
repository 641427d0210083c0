import { describe, expect, it } from 'vitest';
import * as contract from './index.js';

describe('@asixto/contract public API', () => {
  it('exports exactly these names (add a name here when you add an export)', () => {
    expect(Object.keys(contract).sort()).toEqual([
      'ACCESS_LEVELS',
      'CALL_META_KEYS',
      'CALL_RULES',
      'CATALOG_RULES',
      'CERTIFY_MESSAGES',
      'CHANNELS',
      'CONTRACT_ERROR_CODES',
      'CONTRACT_MESSAGES',
      'COST_KEYWORD',
      'ContractError',
      'DEFAULT_LANG',
      'ERROR_TYPES',
      'GATEWAY_MESSAGES',
      'IDEMPOTENCY_RULES',
      'LANGS',
      'LIMITS',
      'MAX_SCHEMA_DEPTH',
      'MAX_SUBSCHEMAS',
      'META_KEYS',
      'PROTOCOL_VERSION',
      'RULES',
      'RULE_LEVELS',
      'RULE_SCOPES',
      'SCENARIO_KEYS',
      'SERVER_RULES',
      'TOOLKIT_MESSAGES',
      'TOOL_META_KEYS',
      'TOOL_RULES',
      'VALIDATION_STEPS',
      'canonicalJson',
      'checkCall',
      'checkCatalog',
      'checkIdempotency',
      'checkServer',
      'checkTool',
      'classifyLevel',
      'defineMessages',
      'defineRule',
      'evaluateRule',
      'formatMessage',
      'getRule',
      'idempotencyKey',
      'isBlocking',
      'isErrorType',
      'isScenarioKey',
      'isWarning',
      'jsonExtent',
      'levelAllows',
      'linearPatternEngine',
      'meterSchema',
      'parsePrefixedName',
      'prefixToolName',
      'renderMessage',
      'sanitizeText',
      'sha256Hex',
      'toModelText',
      'toolCapabilities',
      'toolErrorOf',
      'toolVerb',
      'uniqueItemsKeyword',
      'validationMeter',
    ]);
  });

  it('keeps the constants the issue names', () => {
    expect(contract.SCENARIO_KEYS).toHaveLength(26);
    expect(contract.ERROR_TYPES).toHaveLength(6);
    expect(contract.CALL_META_KEYS).toHaveLength(8);
    expect(contract.TOOL_META_KEYS).toHaveLength(3);
    expect(contract.LIMITS.resultMaxChars).toBe(3000);
  });
});
