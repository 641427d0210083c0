/**
 * `npm run openapi`: writes packages/gateway/openapi.json, the OpenAPI 3.1 description of the
 * gateway's HTTP API generated from the route schemas (the same document `GET /openapi.json`
 * serves). A test fails when the committed copy and the routes disagree.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describeApi } from '@asixto/gateway/service';

const target = fileURLToPath(new URL('../packages/gateway/openapi.json', import.meta.url));
writeFileSync(target, `${JSON.stringify(await describeApi(), null, 2)}\n`);
process.stdout.write(`wrote ${target}\n`);
