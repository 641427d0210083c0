/**
 * Where the admin token lives between page loads: sessionStorage, so it dies with the tab and is
 * never sent by the browser on its own (no cookie). It is read only to build the bearer header.
 */
export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

const KEY = 'asixto.console.adminToken';

export function sessionTokenStore(storage: Storage | undefined = safeSessionStorage()): TokenStore {
  let memory: string | null = null;
  return {
    get: () => {
      try {
        return storage?.getItem(KEY) ?? memory;
      } catch {
        return memory;
      }
    },
    set: (token) => {
      memory = token;
      try {
        storage?.setItem(KEY, token);
      } catch {
        // Storage refused (private mode quota): the token stays in memory for this page only.
      }
    },
    clear: () => {
      memory = null;
      try {
        storage?.removeItem(KEY);
      } catch {
        // Nothing was stored.
      }
    },
  };
}

function safeSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
