import type { IdempotencyScope, ToolResult } from '@asixto/toolkit';

/**
 * The one data-access seam of the reference tools: the same SQL runs on SQLite and on PostgreSQL.
 * The dialect is their common ground: `?` placeholders (never a `?` inside a literal), `ON
 * CONFLICT … DO NOTHING`, `RETURNING`, `lower(…) LIKE lower(?)` for case-insensitive search.
 */
export interface Sql {
  /** The first row, or undefined. */
  one<T>(text: string, params?: readonly unknown[]): Promise<T | undefined>;
  all<T>(text: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a write; resolves with the number of rows it changed. */
  run(text: string, params?: readonly unknown[]): Promise<number>;
}

/** What the tools hold: reads anywhere, writes only inside the call's idempotency transaction. */
export interface TenantData {
  readonly engine: 'sqlite' | 'postgres';
  /** Reads outside any transaction. */
  readonly read: Sql;
  /**
   * Runs `fn` inside the call's idempotency transaction, its `Sql` bound to that transaction: the
   * effect and the key commit together (an error result or a throw rolls both back).
   */
  write(scope: IdempotencyScope | undefined, fn: (sql: Sql) => Promise<ToolResult>): Promise<ToolResult>;
}
