/**
 * `npm run openapi`: writes packages/gateway/openapi.json, the OpenAPI 3.1 description of the
 * gateway's HTTP API generated from the route schemas (the same document `GET /openapi.json`
 * serves), then the console's API types generated from it. Tests fail when either committed copy
 * is stale (packages/gateway/test/openapi.test.ts, test/docs/generated-tables.test.ts).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolveConfig } from 'prettier';
import { describeApi } from '@asixto/gateway/service';
import { CONSOLE_API_TYPES_PATH, consoleApiTypes } from './lib/generated-tables/console-api-types.js';

const root = (path: string): string => fileURLToPath(new URL(`../${path}`, import.meta.url));

const document = await describeApi();
const apiPath = root('packages/gateway/openapi.json');
writeFileSync(apiPath, `${JSON.stringify(document, null, 2)}\n`);
process.stdout.write(`wrote ${apiPath}\n`);

const typesPath = root(CONSOLE_API_TYPES_PATH);
writeFileSync(typesPath, await consoleApiTypes(document, (await resolveConfig(typesPath)) ?? {}));
process.stdout.write(`wrote ${typesPath}\n`);
