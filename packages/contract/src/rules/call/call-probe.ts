/** Why the certifier made a call; each purpose feeds the rules that judge it. */
export type CallPurpose = 'nominal' | 'optional-null' | 'empty-search' | 'not-found' | 'voice';

/**
 * One read-only `tools/call` the certifier made and what came back, as plain data. Call-scope rules
 * judge it. Schema conformance needs a JSON Schema validator, so the certifier computes it and
 * records the errors here.
 */
export interface CallProbe {
  tool: string;
  purpose: CallPurpose;
  channel: 'chat' | 'voice';
  /** The `com.asixto/timezone` sent. */
  timezone: string;
  /** Optional parameters sent as `null` (purpose `optional-null`). */
  nullParams: string[];
  /** The free-text parameter that carried a query that cannot match (purpose `empty-search`). */
  searchParam?: string;
  /** The identifying parameter and the value no record has (purpose `not-found`). */
  lookup?: { param: string; value: string | number };
  outcome: 'result' | 'rpc-error' | 'http-error' | 'transport-error';
  httpStatus?: number;
  /** JSON-RPC error or transport failure, in words. */
  detail?: string;
  rpcErrorCode?: number;
  resultType?: unknown;
  isError: boolean;
  /** The text blocks of `content`, joined with a newline. */
  text: string;
  /** The first text block alone (page 06 puts the serialised error there). */
  firstText?: string;
  structuredContent?: unknown;
  hasOutputSchema: boolean;
  /** Validation errors of `structuredContent` against `outputSchema`; absent when not checked. */
  outputSchemaErrors?: string[];
  /** For `optional-null`: whether the same call without the nulls was already an error. */
  baselineIsError?: boolean;
}

/** The write probe of one tool (only with explicit permission to write). */
export interface IdempotencyProbe {
  tool: string;
  /** Whether the first call succeeded; without a success there is no effect to compare. */
  firstOk: boolean;
  detail?: string;
  /** Same key twice in sequence gave identical results. */
  sequentialSame?: boolean;
  /** Same key twice at once gave identical results. */
  concurrentSame?: boolean;
  /** A different key gave a different result (a new effect). */
  differentKeyChanged?: boolean;
}
