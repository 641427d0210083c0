import { createHash } from 'node:crypto';
/**
 * Rendezvous (highest random weight) hashing: the instance whose hash with the key is highest.
 * Every instance computes the same answer from the same live set, load spreads evenly, and when
 * an instance leaves only its own keys move.
 */
export function rendezvousOwner(key, instances) {
    let best;
    let bestWeight = '';
    for (const instance of instances) {
        const weight = createHash('sha256').update(`${key}\u0000${instance}`).digest('hex');
        if (best === undefined || weight > bestWeight) {
            best = instance;
            bestWeight = weight;
        }
    }
    return best;
}
//# sourceMappingURL=rendezvous-owner.js.map