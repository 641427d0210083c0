import type { ServerView } from '../gateway-types.js';
import type { CertificationRecord, ServerStatus } from '../registry/registry-store.js';
import type { ServerState } from './server-state.js';
/** What the administration API shows of a server: never its credential. */
export declare function toServerView(state: ServerState, status: ServerStatus, last: CertificationRecord | undefined): ServerView;
//# sourceMappingURL=server-view.d.ts.map