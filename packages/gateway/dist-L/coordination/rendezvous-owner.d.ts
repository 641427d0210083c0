/**
 * Rendezvous (highest random weight) hashing: the instance whose hash with the key is highest.
 * Every instance computes the same answer from the same live set, load spreads evenly, and when
 * an instance leaves only its own keys move.
 */
export declare function rendezvousOwner(key: string, instances: readonly string[]): string | undefined;
//# sourceMappingURL=rendezvous-owner.d.ts.map