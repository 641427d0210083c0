// Call pipeline of @asixto/gateway: one tool call, stage by stage (see the README's "Call pipeline").
export { createCallPipeline } from './create-call-pipeline.js';
export { SchemaValidators } from './schema-validators.js';
//# sourceMappingURL=index.js.map