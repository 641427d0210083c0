/**
 * What one upstream exchange (a whole listing, all its pages) shares across its responses: a byte
 * budget, so that a server cannot make the gateway buffer without bound over many pages.
 */
export interface StreamWatch {
  /** Bytes the exchange may still receive; responses spend it. */
  remainingBytes: number;
  /** Event-loop time its answers took to parse and hand over, summed (a listing's cost). */
  parseMs: number;
}

/**
 * Correlation header between an exchange and the requests the SDK client sends for it: the SDK
 * forwards per-request `headers` to the transport, which reads this one and never sends it to the
 * server. (AsyncLocalStorage would also work but taxes every promise on Node 20.)
 */
export const ATTEMPT_HEADER = 'x-asixto-attempt';

/** Open exchanges by correlation id; entries live only while their exchange runs. */
export class StreamWatches {
  readonly #open = new Map<string, StreamWatch>();
  #next = 0;

  /** Registers a watch; returns the header to send with the exchange and a release function. */
  open(watch: StreamWatch): { headers: Record<string, string>; release(): void } {
    const id = String(++this.#next);
    this.#open.set(id, watch);
    return { headers: { [ATTEMPT_HEADER]: id }, release: () => this.#open.delete(id) };
  }

  /** The watch of an exchange id, if it is still open. */
  get(id: string): StreamWatch | undefined {
    return this.#open.get(id);
  }
}
