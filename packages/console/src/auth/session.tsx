import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { createApiClient } from '../api/api-client';
import type { ApiClient } from '../api/api-client';
import { useI18n } from '../i18n/i18n';
import type { TokenStore } from './token-store';

/** Why the sign-in page is showing: first visit, the operator signed out, or the token stopped working. */
export type SignedOutReason = 'none' | 'signed_out' | 'expired';

interface Session {
  api: ApiClient | undefined;
  /** A client for a token not yet kept (the sign-in check). */
  clientFor: (token: string) => ApiClient;
  signedOut: SignedOutReason;
  signIn: (token: string) => void;
  signOut: (reason?: SignedOutReason) => void;
}

const SessionContext = createContext<Session | undefined>(undefined);

/** Holds the admin token and the API client built from it; signing out drops every cached answer. */
export function SessionProvider(props: {
  store: TokenStore;
  /** Origin of the admin API; empty (same origin) when the gateway serves the console. */
  baseUrl?: string;
  children: ReactNode;
}) {
  const { store, baseUrl = '', children } = props;
  const { lang } = useI18n();
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(() => store.get());
  const [signedOut, setSignedOut] = useState<SignedOutReason>('none');

  const signOut = useCallback(
    (reason: SignedOutReason = 'signed_out') => {
      store.clear();
      setToken(null);
      setSignedOut(reason);
      queryClient.clear();
    },
    [store, queryClient],
  );
  const signIn = useCallback(
    (next: string) => {
      store.set(next);
      setToken(next);
      setSignedOut('none');
    },
    [store],
  );
  // The gateway's messages follow Accept-Language: a new language asks again for what is shown.
  const shownLang = useRef(lang);
  useEffect(() => {
    if (shownLang.current === lang) return;
    shownLang.current = lang;
    void queryClient.invalidateQueries();
  }, [lang, queryClient]);
  const clientFor = useCallback(
    (candidate: string) => createApiClient({ token: candidate, lang, baseUrl }),
    [lang, baseUrl],
  );
  const api = useMemo(
    () =>
      token ? createApiClient({ token, lang, baseUrl, onUnauthorized: () => signOut('expired') }) : undefined,
    [token, lang, baseUrl, signOut],
  );
  const value = useMemo(
    () => ({ api, clientFor, signedOut, signIn, signOut }),
    [api, clientFor, signedOut, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/** The API client of the signed-in session (pages render only when there is one). */
export function useApi(): ApiClient {
  const { api } = useSession();
  if (!api) throw new Error('useApi without a session');
  return api;
}
