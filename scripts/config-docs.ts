/**
 * `npm run docs:config`: writes the configuration table of scripts/README.md (every variable, its
 * file key, default and meaning) from the service's definition, `CONFIG_SETTINGS` and
 * `CONFIG_DEFAULTS`. test/docs/generated-tables.test.ts fails when the table is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CONFIG_DEFAULTS, CONFIG_SETTINGS } from '@asixto/gateway/service';
import { CONFIG_TABLE_PATH, configTable, withConfigTable } from './lib/generated-tables/config-table.js';

const path = fileURLToPath(new URL(`../${CONFIG_TABLE_PATH}`, import.meta.url));
const before = readFileSync(path, 'utf8');
const after = withConfigTable(before, configTable(CONFIG_SETTINGS, CONFIG_DEFAULTS));
if (after !== before) writeFileSync(path, after);
process.stdout.write(
  `${CONFIG_TABLE_PATH}: configuration table ${after === before ? 'unchanged' : 'rewritten'}\n`,
);
