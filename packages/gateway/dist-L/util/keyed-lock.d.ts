/**
 * Serializes work per key within this process (registration of one URL, certification of one
 * server): a holder runs after the previous holder of its key settles, whatever its outcome.
 */
export interface KeyedLock {
    run<T>(key: string, fn: () => Promise<T>): Promise<T>;
    /** Settles when every holder running now has settled (for a clean close). */
    idle(): Promise<void>;
}
export declare function createKeyedLock(): KeyedLock;
//# sourceMappingURL=keyed-lock.d.ts.map