import type { LookupAddress, LookupOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';
type Lookup = (hostname: string, options: LookupOptions, callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void) => void;
/**
 * A `net.connect` lookup that resolves every address of the host and refuses the connection when
 * any of them is private, loopback, link-local or unspecified. Checking at connect time (not only
 * at registration) is what defeats DNS rebinding: the address that is checked is the one dialled.
 */
export declare function createGuardedLookup(resolve?: Lookup): LookupFunction;
export {};
//# sourceMappingURL=guarded-lookup.d.ts.map