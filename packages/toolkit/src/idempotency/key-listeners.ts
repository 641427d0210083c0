/** The identity of one key inside one store: scope (tool name) and key, unambiguously joined. */
export function keyId(scope: string, key: string): string {
  return `${scope}\u0000${key}`;
}

/**
 * Callbacks waiting on keys, woken together when their key changes: the in-process waiters of
 * `runIdempotent`, and the subscribers a PostgreSQL or Redis store wakes on a notification.
 */
export class KeyListeners {
  readonly #byId = new Map<string, Set<() => void>>();

  /** Registers `onChange` for `id`; returns the unsubscribe. */
  add(id: string, onChange: () => void): () => void {
    let set = this.#byId.get(id);
    if (!set) this.#byId.set(id, (set = new Set()));
    set.add(onChange);
    return () => {
      const current = this.#byId.get(id);
      if (!current) return;
      current.delete(onChange);
      if (current.size === 0) this.#byId.delete(id);
    };
  }

  wake(id: string): void {
    const set = this.#byId.get(id);
    if (!set) return;
    this.#byId.delete(id);
    for (const onChange of set) onChange();
  }

  /** Wakes everyone: a notification that could not say which key changed, or a reconnection. */
  wakeAll(): void {
    const all = [...this.#byId.values()];
    this.#byId.clear();
    for (const set of all) for (const onChange of set) onChange();
  }

  get size(): number {
    return this.#byId.size;
  }
}
