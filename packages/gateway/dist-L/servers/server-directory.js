import { GatewayError } from '../errors.js';
/**
 * The tenants and servers this process runs, by company and by id. Servers of a company keep
 * their registration order (exposure's order); a re-registered server keeps its place.
 */
export class ServerDirectory {
    tenants = new Map();
    #servers = new Map();
    #byCompany = new Map();
    get serverCount() {
        return this.#servers.size;
    }
    servers() {
        return this.#servers.values();
    }
    /** The company's servers, in registration order. */
    serversOf(company) {
        return this.#byCompany.get(company) ?? [];
    }
    server(serverId) {
        return typeof serverId === 'string' ? this.#servers.get(serverId) : undefined;
    }
    /** Whether `state` is the one run for its id (not replaced by a re-registration, not removed). */
    isCurrent(state) {
        return this.#servers.get(state.record.id) === state;
    }
    attach(state) {
        this.#servers.set(state.record.id, state);
        const list = this.#byCompany.get(state.record.company) ?? [];
        const at = list.findIndex((s) => s.record.id === state.record.id);
        if (at >= 0)
            list[at] = state;
        else
            list.push(state);
        this.#byCompany.set(state.record.company, list);
    }
    /** Stops running `state` under its id (a removed server). */
    detach(state) {
        if (this.#servers.get(state.record.id) === state)
            this.#servers.delete(state.record.id);
        const list = this.#byCompany.get(state.record.company);
        const at = list?.indexOf(state) ?? -1;
        if (list && at >= 0)
            list.splice(at, 1);
    }
    requireTenant(company) {
        const tenant = this.tenants.get(company);
        if (!tenant)
            throw new GatewayError('GATEWAY_UNKNOWN_COMPANY', `unknown company ${company}`, { data: { company } });
        return tenant;
    }
    requireServer(serverId) {
        const state = this.server(serverId);
        if (!state) {
            throw new GatewayError('GATEWAY_UNKNOWN_SERVER', `unknown server ${String(serverId)}`, {
                data: { serverId: String(serverId) },
            });
        }
        return state;
    }
}
//# sourceMappingURL=server-directory.js.map