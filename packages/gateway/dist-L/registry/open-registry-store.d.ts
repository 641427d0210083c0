import type { GatewayOptions } from '../gateway-types.js';
import type { RegistryStore } from './registry-store.js';
/** The store a gateway was given, or the embedded SQLite one at `databasePath`. */
export declare function openStore(options: GatewayOptions): RegistryStore;
//# sourceMappingURL=open-registry-store.d.ts.map