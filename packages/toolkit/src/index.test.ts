import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as toolkit from './index.js';

/** The JSDoc tags on the declaration of `name` in a source file (its statement for a `const`). */
function docTags(file: URL, name: string): string[] | undefined {
  const source = ts.createSourceFile(file.pathname, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  for (const statement of source.statements) {
    const declared = ts.isVariableStatement(statement)
      ? statement.declarationList.declarations.map((d) => d.name.getText(source))
      : ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)
        ? [statement.name?.getText(source)]
        : [];
    if (declared.includes(name)) return ts.getJSDocTags(statement).map((t) => t.tagName.text);
  }
  return undefined;
}

// The public API is a deliberate list: adding or removing an export must be a visible change.
describe('@asixto/toolkit exports', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(toolkit).sort()).toEqual([
      'ContractViolationError',
      'IdempotencyStoreError',
      'ResultLeakError',
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
      'oauthResource',
      'ok',
      'page',
      'parseCallMeta',
      'postgresIdempotencyStore',
      'protectedResourceMetadataUrl',
      'redisIdempotencyStore',
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

  it('documents every runtime export with an @example (house style)', () => {
    const index = readFileSync(new URL('./index.ts', import.meta.url), 'utf8');
    const missing: string[] = [];
    for (const match of index.matchAll(/^export \{([^}]+)\} from '(\.[^']+)\.js';/gm)) {
      const file = new URL(`${match[2]}.ts`, import.meta.url);
      for (const name of (match[1] ?? '')
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean)) {
        if (!docTags(file, name)?.includes('example')) missing.push(name);
      }
    }
    expect(missing).toEqual([]);
    expect(index).not.toMatch(/export \*/);
  });
});
