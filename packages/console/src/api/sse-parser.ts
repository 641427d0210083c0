/** One dispatched Server-Sent Event. `event` defaults to `message`, as in the HTML standard. */
export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

/**
 * An incremental parser of the `text/event-stream` format (HTML standard, "Parsing an event stream"):
 * feed it text as it arrives, in chunks cut anywhere (even between `\r` and `\n`), and it returns the
 * events completed so far. Comment lines (`: ping`) are dropped; an event with no data is not
 * dispatched. `retry` is ignored: the reader owns its reconnection policy.
 *
 * Text, not bytes: decode with a streaming `TextDecoder` first so a character cut between two
 * chunks is kept whole (see `decodeSseStream`).
 *
 * @example
 * const parser = createSseParser();
 * parser.push('event: call\ndata: {"a"'); // []
 * parser.push(':1}\n\n'); // [{ event: 'call', data: '{"a":1}' }]
 */
export function createSseParser(options: { maxEventChars?: number } = {}) {
  // A broken stream could grow one event without end; the parser drops that event instead.
  const maxEventChars = options.maxEventChars ?? 1_000_000;
  let buffer = '';
  let pendingCr = false;
  let first = true;
  let event = '';
  let data: string[] = [];
  let dataChars = 0;
  /** The current event grew past the limit: its lines are skipped until the blank line ends it. */
  let dropping = false;
  /** The current line grew past the limit before its end: the rest of it is skipped. */
  let skippingLine = false;
  let lastId: string | undefined;

  function line(text: string, out: SseEvent[]): void {
    if (text === '') {
      if (data.length > 0 && !dropping) {
        out.push({
          event: event === '' ? 'message' : event,
          data: data.join('\n'),
          ...(lastId === undefined ? {} : { id: lastId }),
        });
      }
      event = '';
      data = [];
      dataChars = 0;
      dropping = false;
      return;
    }
    if (dropping || text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) lastId = value;
    else if (field === 'data') {
      dataChars += value.length + 1;
      if (dataChars > maxEventChars) drop();
      else data.push(value);
    }
  }

  function drop(): void {
    dropping = true;
    data = [];
  }

  function push(chunk: string): SseEvent[] {
    const out: SseEvent[] = [];
    let text = chunk;
    if (first && text.length > 0) {
      // A byte-order mark is allowed once, at the very start of the stream.
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      first = false;
    }
    if (pendingCr && text.startsWith('\n')) text = text.slice(1);
    pendingCr = false;
    buffer += text;
    let start = 0;
    for (let i = 0; i < buffer.length; i++) {
      const c = buffer.charCodeAt(i);
      if (c !== 10 && c !== 13) continue;
      if (skippingLine) skippingLine = false;
      else line(buffer.slice(start, i), out);
      if (c === 13) {
        if (i + 1 === buffer.length) pendingCr = true;
        else if (buffer.charCodeAt(i + 1) === 10) i++;
      }
      start = i + 1;
    }
    buffer = buffer.slice(start);
    if (buffer.length > maxEventChars) {
      buffer = '';
      skippingLine = true;
      drop();
    }
    return out;
  }

  return { push };
}

export type SseParser = ReturnType<typeof createSseParser>;

/**
 * Reads a byte stream to the end (or until `signal` aborts), calling `onEvent` for every event.
 * Resolves when the stream ends; rejects with the read error or the abort reason.
 */
export async function decodeSseStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: SseEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  const cancel = (): void => void reader.cancel(signal?.reason).catch(() => undefined);
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      for (const event of parser.push(decoder.decode(value, { stream: true }))) onEvent(event);
    }
    // An event not closed by a blank line when the stream ends is discarded (HTML standard).
    parser.push(decoder.decode());
  } finally {
    signal?.removeEventListener('abort', cancel);
    reader.releaseLock();
  }
  if (signal?.aborted) throw signal.reason;
}
