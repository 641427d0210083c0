/** Descriptors kept for everything but inbound connections: upstreams, the registry, Redis, logs, workers. */
export const DESCRIPTOR_RESERVE = 256;

export interface SocketLimits {
  maxConnections: number;
  maxListenStreams: number;
  maxListenStreamsPerCompany: number;
}

/**
 * The limits in force given the process's open-file limit: connections never take the descriptors
 * the gateway needs for its own work (upstream calls, certification, the registry), so a flood of
 * connections cannot make `/healthz` or a certification fail for want of one; listen streams never
 * take more than half the connections, so calls, `/healthz` and the admin routes always find room;
 * a company never more than the instance. `lowered` names each setting that had to give way.
 */
export function socketBudget(
  wanted: SocketLimits,
  fileLimit: number | undefined,
): SocketLimits & { lowered: (keyof SocketLimits)[] } {
  const lowered: (keyof SocketLimits)[] = [];
  const cap = <K extends keyof SocketLimits>(key: K, most: number): number => {
    if (wanted[key] <= most) return wanted[key];
    lowered.push(key);
    return most;
  };
  const maxConnections = cap(
    'maxConnections',
    fileLimit === undefined ? Infinity : Math.max(16, fileLimit - DESCRIPTOR_RESERVE),
  );
  const maxListenStreams = cap('maxListenStreams', Math.floor(maxConnections / 2));
  const maxListenStreamsPerCompany = cap('maxListenStreamsPerCompany', maxListenStreams);
  return { maxConnections, maxListenStreams, maxListenStreamsPerCompany, lowered };
}
