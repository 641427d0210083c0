import type { CallToolResult } from '@modelcontextprotocol/client';

/** The settled value of an upstream call: expected failures are values, never thrown. */
export type UpstreamCallSettled =
  | { status: 'complete'; result: CallToolResult; attempts: number }
  | { status: 'timeout'; attempts: number }
  | { status: 'unavailable'; code: string; attempts: number }
  | { status: 'protocol_error'; code: string; message: string; attempts: number };
