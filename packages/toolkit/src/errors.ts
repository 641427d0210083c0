import type { ErrorType, Finding, LocatedLeak } from '@asixto/contract';

/**
 * Stable codes of every error @asixto/toolkit throws; consumers match on `.code`.
 *
 * @example
 * if (error.code === TOOLKIT_ERROR_CODES.contractViolation) process.exitCode = 1;
 */
export const TOOLKIT_ERROR_CODES = {
  contractViolation: 'TOOLKIT_CONTRACT_VIOLATION',
  config: 'TOOLKIT_CONFIG',
  toolFailure: 'TOOLKIT_TOOL_FAILURE',
  idempotencyStore: 'TOOLKIT_IDEMPOTENCY_STORE',
  invalidValue: 'TOOLKIT_INVALID_VALUE',
  resultLeak: 'TOOLKIT_RESULT_LEAK',
} as const;

export type ToolkitErrorCode = (typeof TOOLKIT_ERROR_CODES)[keyof typeof TOOLKIT_ERROR_CODES];

/**
 * Base class: every toolkit error carries a stable string `code`.
 *
 * @example
 * if (error instanceof ToolkitError) log.error({ code: error.code }, error.message);
 */
export class ToolkitError extends Error {
  readonly code: ToolkitErrorCode;
  constructor(code: ToolkitErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
  }
}

/**
 * Thrown by `defineTool` when the definition breaks a blocking rule of the contract. The message
 * lists every violated rule id with its message; `findings` holds them as data.
 *
 * @example
 * try { defineTool(broken); } catch (e) { if (e instanceof ContractViolationError) console.log(e.findings); }
 */
export class ContractViolationError extends ToolkitError {
  readonly tool: string;
  readonly findings: readonly Finding[];
  /** `tool` names the tool, or the catalog (`catalog of <server>`) for catalog-scope rules. */
  constructor(tool: string, findings: readonly Finding[]) {
    const lines = findings.map((f) => `  - [${f.rule}] ${f.message}${f.path ? ` (${f.path})` : ''}`);
    const subject = tool.startsWith('catalog of ') ? `The ${tool}` : `Tool "${tool}"`;
    super(
      TOOLKIT_ERROR_CODES.contractViolation,
      `${subject} breaks ${findings.length} blocking rule(s) of the Asixto contract:\n${lines.join('\n')}`,
    );
    this.tool = tool;
    this.findings = findings;
  }
}

/**
 * A configuration mistake detected at start-up (no auth option, write tools without an idempotency
 * store, an empty token list…).
 *
 * @example
 * createToolServer({ name, version, tools }); // throws ToolkitConfigError: auth is required
 */
export class ToolkitConfigError extends ToolkitError {
  constructor(message: string) {
    super(TOOLKIT_ERROR_CODES.config, message);
  }
}

/**
 * An expected business failure thrown from inside a handler (the guards throw it); the server turns
 * it into the page-06 result with the same `error_type` and `user_message`.
 *
 * @example
 * throw new ToolFailure('NOT_FOUND', 'No encontré una cita con esos datos.');
 */
export class ToolFailure extends ToolkitError {
  readonly errorType: ErrorType;
  readonly userMessage: string;
  readonly details: unknown;
  constructor(errorType: ErrorType, userMessage: string, details?: unknown) {
    super(TOOLKIT_ERROR_CODES.toolFailure, `${errorType}: ${userMessage}`);
    this.errorType = errorType;
    this.userMessage = userMessage;
    this.details = details;
  }
}

/**
 * The idempotency store could not do its job (a claim lost before its transaction committed, a
 * corrupt stored result…).
 *
 * @example
 * if (error instanceof IdempotencyStoreError) log.error(error.code);
 */
export class IdempotencyStoreError extends ToolkitError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(TOOLKIT_ERROR_CODES.idempotencyStore, message, options);
  }
}

/**
 * A handler returned a result that breaks a blocking rule of what a result may carry (page 02: no
 * traces, no tokens): `call-no-traces` or `call-no-secrets`. The toolkit never sends such a result:
 * it logs this error (rule, kind and where, never the value) and answers `SYSTEM`. Put the trace in
 * the server's log, or in a `ToolFailure`'s `details`, which never reaches the model.
 *
 * @example
 * // server log: { code: 'TOOLKIT_RESULT_LEAK', rule: 'call-no-secrets', path: '/content/0/text' }
 */
export class ResultLeakError extends ToolkitError {
  readonly tool: string;
  readonly rule: string;
  readonly kind: string;
  readonly path: string;
  constructor(tool: string, leak: Pick<LocatedLeak, 'rule' | 'kind' | 'detail' | 'path'>) {
    super(
      TOOLKIT_ERROR_CODES.resultLeak,
      `Tool "${tool}" returned a result that breaks blocking rule ${leak.rule} of the Asixto contract (${leak.kind} ${leak.detail} at ${leak.path}): it was not sent, the call answered SYSTEM. Log traces on the server and keep secrets out of results.`,
    );
    this.tool = tool;
    this.rule = leak.rule;
    this.kind = leak.kind;
    this.path = leak.path;
  }
}
