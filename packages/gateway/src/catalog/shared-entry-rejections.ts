/**
 * Why an entry read back from the shared cache was not used: larger than its bound (`size`, not
 * read), not a sealed entry (`format`), sealed with another key or altered (`signature`), or not
 * the shape of a catalog entry once opened (`shape`).
 */
export type RejectionReason = 'size' | 'format' | 'signature' | 'shape';

export const REJECTION_REASONS = [
  'size',
  'format',
  'signature',
  'shape',
] as const satisfies readonly RejectionReason[];

export interface SharedEntryRejection {
  serverId: string;
  reason: RejectionReason;
  /** ISO time. */
  at: string;
}

/** What an instance refused of the shared cache since it started: counts and the latest few. */
export interface SharedEntryRejections {
  total: number;
  byReason: Record<RejectionReason, number>;
  /** The latest rejections, newest first (at most {@link RECENT_REJECTIONS}). */
  recent: SharedEntryRejection[];
}

export const RECENT_REJECTIONS = 10;

/** Counts rejections and tells the listeners (the gateway: metric, log, listing the server again). */
export function createRejectionLog(now: () => number) {
  const byReason = Object.fromEntries(REJECTION_REASONS.map((r) => [r, 0])) as Record<
    RejectionReason,
    number
  >;
  const recent: SharedEntryRejection[] = [];
  const listeners: ((serverId: string, reason: RejectionReason) => void)[] = [];
  let total = 0;
  return {
    record(serverId: string, reason: RejectionReason): void {
      total++;
      byReason[reason]++;
      recent.unshift({ serverId, reason, at: new Date(now()).toISOString() });
      recent.length = Math.min(recent.length, RECENT_REJECTIONS);
      for (const listener of listeners) listener(serverId, reason);
    },
    listen(listener: (serverId: string, reason: RejectionReason) => void): void {
      listeners.push(listener);
    },
    snapshot(): SharedEntryRejections {
      return { total, byReason: { ...byReason }, recent: recent.map((r) => ({ ...r })) };
    },
  };
}
