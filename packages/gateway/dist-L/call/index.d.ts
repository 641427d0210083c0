export { createCallPipeline } from './create-call-pipeline.js';
export type { CallPipeline, CallPipelineDeps } from './create-call-pipeline.js';
export { SchemaValidators } from './schema-validators.js';
export type { CallOutcome, CallOutcomeKind, CallRequestContext, PipelineRejection, ResolveExposedTool, } from './call-types.js';
//# sourceMappingURL=index.d.ts.map