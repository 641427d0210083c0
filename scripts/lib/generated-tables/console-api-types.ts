import openapiTS, { astToString } from 'openapi-typescript';
import { format } from 'prettier';

/** Where the console's generated API types live, from the repository root. */
export const CONSOLE_API_TYPES_PATH = 'packages/console/generated/gateway-api.d.ts';

const HEADER = `// Generated from packages/gateway/openapi.json by \`npm run openapi\`: do not edit.
// test/docs/generated-tables.test.ts fails when it is stale. The console names the shapes it reads in
// api-types.ts and access-types.ts.
`;

/**
 * The TypeScript types of the gateway's HTTP API (openapi-typescript's `paths`), formatted as the
 * repository is, so that the file passes `prettier --check`.
 */
export async function consoleApiTypes(document: object, prettierOptions: object): Promise<string> {
  // openapi-typescript types its input as its own OpenAPI3 type; the document is one (test/openapi).
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], {
    alphabetize: false,
    exportType: false,
  });
  return format(HEADER + astToString(ast), { ...prettierOptions, parser: 'typescript' });
}
