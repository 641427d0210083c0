// Tables generated from one source must match it: the console's API types from openapi.json
// (`npm run openapi`), the configuration table from the service's settings (`npm run docs:config`).
// openapi.json itself is kept in step by packages/gateway/test/openapi.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { CONFIG_DEFAULTS, CONFIG_ENV, CONFIG_SETTINGS } from '@asixto/gateway/service';
import {
  CONFIG_TABLE_PATH,
  configTable,
  withConfigTable,
} from '../../scripts/lib/generated-tables/config-table.js';
import {
  CONSOLE_API_TYPES_PATH,
  consoleApiTypes,
} from '../../scripts/lib/generated-tables/console-api-types.js';
import { ROOT } from '../lib/processes.js';

const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

describe('generated tables', () => {
  it(`the console's API types are those of openapi.json (run \`npm run openapi\`)`, async () => {
    const document = JSON.parse(read('packages/gateway/openapi.json')) as object;
    const path = join(ROOT, CONSOLE_API_TYPES_PATH);
    const generated = await consoleApiTypes(document, (await resolveConfig(path)) ?? {});
    expect(
      read(CONSOLE_API_TYPES_PATH) === generated,
      `${CONSOLE_API_TYPES_PATH} is stale: run \`npm run openapi\``,
    ).toBe(true);
  });

  it('the configuration table is that of the service settings (run `npm run docs:config`)', () => {
    const readme = read(CONFIG_TABLE_PATH);
    const table = configTable(CONFIG_SETTINGS, CONFIG_DEFAULTS);
    expect(
      withConfigTable(readme, table) === readme,
      `${CONFIG_TABLE_PATH}: run \`npm run docs:config\``,
    ).toBe(true);
    // Every variable the service reads has its row.
    for (const variable of Object.values(CONFIG_ENV)) expect(table).toContain(`| \`${variable}`);
  });
});
