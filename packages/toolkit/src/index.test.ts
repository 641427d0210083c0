import { describe, expect, it } from 'vitest';
import * as toolkit from './index.js';

// The public API is a deliberate list: adding or removing an export must be a visible change.
describe('@asixto/toolkit exports', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(toolkit).sort()).toEqual([
      'ContractViolationError',
      'IdempotencyStoreError',
      'TOOLKIT_ERROR_CODES',
      'ToolFailure',
      'ToolkitConfigError',
      'ToolkitError',
      'bearerCheck',
      'confirmation',
      'createToolServer',
      'defaultLogger',
      'defineTool',
      'empty',
      'fail',
      'isValidTimeZone',
      'isoWithOffset',
      'ok',
      'page',
      'parseCallMeta',
      'renderJsonSchema',
      'requireOwner',
      'requireState',
      'resultText',
      'runIdempotent',
      'say',
      'spanishNumber',
      'sqliteIdempotencyStore',
      'toolErrorResult',
      'voiceText',
      'zonedParts',
    ]);
  });
});
