import { apiClient } from './api-client.js';
import { saveDemoRuntimeKey } from './dev-credentials.js';
import type { DevCredentials } from './dev-credentials.js';

/**
 * The runtime key `npm start` prints, scoped to the demo company: the one kept from an earlier run
 * while the gateway still accepts it as exactly that, else a new one made through `POST /v1/keys`
 * (the same path, checks and audit entry as any key) and kept in `dev-credentials.json`.
 */
export async function ensureDemoRuntimeKey(options: {
  gatewayUrl: string;
  dataDir: string;
  credentials: DevCredentials;
  company: string;
}): Promise<string> {
  const { gatewayUrl, dataDir, credentials, company } = options;
  const kept = credentials.demoRuntimeKey;
  if (kept !== undefined) {
    const who = await apiClient(gatewayUrl, kept).get<{ role?: string; companies?: string[] }>('/v1/whoami');
    if (who.status === 200 && who.body.role === 'runtime' && who.body.companies?.join() === company)
      return kept;
  }
  const created = await apiClient(gatewayUrl, credentials.adminToken).post<{ key?: string; error?: unknown }>(
    '/v1/keys',
    { role: 'runtime', companies: [company], label: `npm start: ${company}` },
  );
  if (created.status !== 201 || typeof created.body.key !== 'string')
    throw new Error(`POST /v1/keys answered ${created.status}: ${JSON.stringify(created.body)}`);
  saveDemoRuntimeKey(dataDir, created.body.key);
  return created.body.key;
}
