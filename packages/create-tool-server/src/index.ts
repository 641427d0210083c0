// Public API of create-asixto-tool-server: the command (`npm create asixto-tool-server`) and what it
// does, as functions. Named exports only; index.test.ts pins the list.
export { createProject, TEMPLATE_DIR } from './create-project.js';
export type { CreatedProject, CreateProjectOptions } from './create-project.js';
export { runCreate, ownVersion } from './run-create.js';
export type { CreateIo } from './run-create.js';
export { CREATE_ERROR_CODES, CreateError } from './errors.js';
export type { CreateErrorCode } from './errors.js';
