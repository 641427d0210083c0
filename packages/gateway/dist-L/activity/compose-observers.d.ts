import type { GatewayObserver } from '../observer.js';
/**
 * One observer that tells each of `observers` in turn. Every one is told even when an earlier one
 * throws; the first error is rethrown afterwards, for the runtime's `safeObserver` to log.
 */
export declare function composeObservers(...observers: GatewayObserver[]): GatewayObserver;
//# sourceMappingURL=compose-observers.d.ts.map