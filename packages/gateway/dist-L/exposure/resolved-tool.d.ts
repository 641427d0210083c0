import type { ToolDefinition } from '../catalog/tool-definition.js';
import type { Upstream } from '../upstream/create-upstream.js';
import type { ExposureRejection } from './decide-exposure.js';
/** A tool the exposure allows this call to reach: its definition, its server and that server's upstream. */
export interface ResolvedTool {
    /** The cached, certified definition (as listed). */
    tool: ToolDefinition;
    /** Its pinned hash; keys the compiled validators (computed from the definition when absent). */
    hash?: string;
    server: {
        id: string;
        company: string;
    };
    upstream: Pick<Upstream, 'callTool'>;
}
/** What the gateway's own resolver hands back: the pinned hash and the full upstream. */
export interface ExposedTool extends ResolvedTool {
    hash: string;
    upstream: Upstream;
}
export type ResolvedToolResult<T extends ResolvedTool = ResolvedTool> = T | {
    rejected: ExposureRejection;
};
//# sourceMappingURL=resolved-tool.d.ts.map