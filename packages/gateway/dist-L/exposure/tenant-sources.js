/**
 * The exposure sources of one tenant: each server with its cached listing, in registration order.
 * A fresh entry is taken as is (the per-turn fast path); an expired one is listed again (single
 * flight), and a server whose listing fails contributes nothing. A server with nothing certified
 * is never listed from here: it exposes nothing, and an agent's turn must not make the gateway
 * contact a server that failed certification.
 */
export async function tenantSources(company, states, observer) {
    const sources = new Array(states.length);
    let pending;
    states.forEach((state, i) => {
        const server = { id: state.record.id, company };
        const entry = state.catalog.fresh();
        observer.cacheLookup({ company, serverId: server.id, hit: entry !== undefined });
        if (entry || state.health.certification !== 'passed') {
            sources[i] = { server, entry };
            return;
        }
        (pending ??= []).push(state.catalog.current().then((e) => void (sources[i] = { server, entry: e }), () => void (sources[i] = { server, entry: undefined })));
    });
    if (pending)
        await Promise.all(pending);
    return sources;
}
//# sourceMappingURL=tenant-sources.js.map