import { GatewayError } from '../errors.js';
import type { RegistryStore } from './registry-store.js';
import { openSqliteRegistryStore } from './sqlite-registry-store.js';

/** The store a gateway was given, or the embedded SQLite one at `databasePath`. */
export function openStore(options: { store?: RegistryStore; databasePath?: string }): RegistryStore {
  if (options.store) return options.store;
  if (!options.databasePath) {
    throw new GatewayError('GATEWAY_REGISTRY_FAILURE', 'createGateway needs databasePath or store');
  }
  try {
    return openSqliteRegistryStore(options.databasePath);
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new GatewayError(
      'GATEWAY_REGISTRY_FAILURE',
      `cannot open the registry at ${options.databasePath}: ${reason}`,
      {
        cause,
      },
    );
  }
}
