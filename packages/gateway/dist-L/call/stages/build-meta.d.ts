import type { KeyedCall, ReadyCall } from '../call-types.js';
/**
 * Stage 5 · `_meta` for `tools/call`: the eight `com.asixto/*` keys of page 02, plus
 * `traceparent` when the context has one. Built from the validated context only, so no
 * `io.modelcontextprotocol/*` key can ride along. Never ends the call.
 */
export declare function buildMeta(): (call: KeyedCall) => ReadyCall;
//# sourceMappingURL=build-meta.d.ts.map