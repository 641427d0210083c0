import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Secrets of the local development stack (`npm start`). Never use these in production. */
export interface DevCredentials {
  /** Bearer token of the agent runtime (catalog, call). */
  runtimeToken: string;
  /** Bearer token of administration (tenants, servers, certification, metrics). */
  adminToken: string;
  /** Token the gateway presents to the reference server. */
  referenceToken: string;
  /** Key that encrypts the stored reference token (64 hex characters = 32 bytes). */
  secretKey: string;
  /**
   * A managed runtime key scoped to the demo company (`POST /v1/keys`), kept once the gateway
   * created it: the registry stores only its digest, so this file is where it is reused from.
   */
  demoRuntimeKey?: string;
}

export const DEV_CREDENTIALS_FILE = 'dev-credentials.json';

/**
 * Reads the development secrets from `dataDir`, creating random ones on the first run, so a fresh
 * clone needs zero setup and restarts keep working (the stored reference token stays decryptable).
 * The file is written with mode 0600 and lives under `./data`, which git ignores.
 */
export function loadOrCreateDevCredentials(dataDir: string): DevCredentials {
  const file = join(dataDir, DEV_CREDENTIALS_FILE);
  if (existsSync(file)) {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<DevCredentials>;
    if (isComplete(parsed)) return parsed;
  }
  mkdirSync(dataDir, { recursive: true });
  const credentials: DevCredentials = {
    runtimeToken: `rt_${randomBytes(18).toString('hex')}`,
    adminToken: `adm_${randomBytes(18).toString('hex')}`,
    referenceToken: `ref_${randomBytes(18).toString('hex')}`,
    secretKey: randomBytes(32).toString('hex'),
  };
  writeFileSync(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  return credentials;
}

function isComplete(value: Partial<DevCredentials>): value is DevCredentials {
  return (['runtimeToken', 'adminToken', 'referenceToken', 'secretKey'] as const).every(
    (key) => typeof value[key] === 'string' && value[key].length >= 16,
  );
}

/** Keeps `demoRuntimeKey` beside the other development secrets (same file, mode 0600). */
export function saveDemoRuntimeKey(dataDir: string, key: string): void {
  const file = join(dataDir, DEV_CREDENTIALS_FILE);
  const current = JSON.parse(readFileSync(file, 'utf8')) as DevCredentials;
  writeFileSync(file, `${JSON.stringify({ ...current, demoRuntimeKey: key }, null, 2)}\n`, { mode: 0o600 });
}
