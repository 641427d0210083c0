import { randomUUID } from 'node:crypto';
import { GatewayError, isGatewayError } from '../errors.js';
export function createServerRecords(deps) {
    const { store, box, logger } = deps;
    return {
        async upsert(company, href, token) {
            const existing = await store.findServer(company, href);
            if (existing) {
                const record = await store.updateServer(existing.id, {
                    credential: token === undefined ? null : box.seal(token, existing.id),
                });
                logger.info({ serverId: record.id, company, url: href }, 'server re-registered; credential replaced');
                return { record, existed: true };
            }
            const id = `srv_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
            const record = await store.insertServer({
                id,
                company,
                url: href,
                credential: token === undefined ? null : box.seal(token, id),
                era: null,
                status: 'pending',
            });
            logger.info({ serverId: id, company, url: href, hasCredential: token !== undefined }, 'server registered');
            return { record, existed: false };
        },
        openCredential(record) {
            if (record.credential === null)
                return undefined;
            try {
                return box.open(record.credential, record.id);
            }
            catch (error) {
                if (!isGatewayError(error))
                    throw error;
                throw new GatewayError(error.code, `${error.message} (server ${record.id})`, {
                    cause: error,
                    data: { serverId: record.id },
                });
            }
        },
    };
}
//# sourceMappingURL=server-records.js.map