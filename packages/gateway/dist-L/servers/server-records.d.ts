import type { SecretBox } from '../crypto/secret-box.js';
import type { GatewayLogger } from '../logger.js';
import type { RegistryStore, ServerRecord } from '../registry/registry-store.js';
/** Server rows with their sealed credentials: the only place a token is sealed or opened. */
export interface ServerRecords {
    /** The row for a registration: the existing one (same company and URL) with its credential replaced, or a new one. */
    upsert(company: string, href: string, token: string | undefined): Promise<{
        record: ServerRecord;
        existed: boolean;
    }>;
    /** The token of a stored row; a row sealed with another key fails naming the server. */
    openCredential(record: ServerRecord): string | undefined;
}
export declare function createServerRecords(deps: {
    store: RegistryStore;
    box: SecretBox;
    logger: GatewayLogger;
}): ServerRecords;
//# sourceMappingURL=server-records.d.ts.map