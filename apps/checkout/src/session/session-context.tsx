import {
  clearBrowserSession,
  fetchProfileWithRefresh,
  readBrowserSession,
  SessionExpiredError,
  sessionFromTokens,
  writeBrowserSession,
  type AuthStrategy,
  type StoredSession,
  type TAddress,
  type TAuthTokens,
  type TCustomerProfile,
} from '@shop/api-client';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useApi } from '../app/api-context';

/** Journey section 3's auth state: user, loggedIn, strategy, addresses. */
export type SessionState =
  | { status: 'loading' }
  | { status: 'guest' }
  | { status: 'error' }
  | {
      status: 'customer';
      profile: TCustomerProfile;
      addresses: TAddress[];
      strategy: AuthStrategy;
    };

export interface SessionActions {
  state: SessionState;
  /** Section 4: clears the prior session, stores the tokens, loads profile and addresses. */
  signIn(tokens: TAuthTokens, strategy: AuthStrategy): Promise<void>;
  /** Ends the session on the server, clears user, tokens and addresses. */
  logout(): Promise<void>;
}

const SessionReactContext = createContext<SessionActions | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const [state, setState] = useState<SessionState>(() =>
    readBrowserSession() ? { status: 'loading' } : { status: 'guest' },
  );

  const load = useCallback(
    async (session: StoredSession): Promise<SessionState> => {
      try {
        const result = await fetchProfileWithRefresh(api, session);
        if (result.refreshed) writeBrowserSession(result.session);
        const addresses = await api.addresses(result.session.token);
        return {
          status: 'customer',
          profile: result.profile,
          addresses,
          strategy: session.strategy,
        };
      } catch (error) {
        if (error instanceof SessionExpiredError) {
          clearBrowserSession();
          return { status: 'guest' };
        }
        // Section 8: other profile or address failures are fatal for the page.
        console.error('Unable to fetch basic connection info', error);
        return { status: 'error' };
      }
    },
    [api],
  );

  useEffect(() => {
    const session = readBrowserSession();
    if (!session) return;
    let current = true;
    void load(session).then((next) => current && setState(next));
    return () => {
      current = false;
    };
  }, [load]);

  const signIn = useCallback(
    async (tokens: TAuthTokens, strategy: AuthStrategy) => {
      clearBrowserSession();
      const session = sessionFromTokens(tokens, strategy);
      writeBrowserSession(session);
      setState(await load(session));
    },
    [load],
  );

  const logout = useCallback(async () => {
    const session = readBrowserSession();
    if (session) {
      // The session ends on the server first; a failed call must not keep the visitor in.
      await api.logout(session.refreshToken, session.token).catch(() => undefined);
    }
    clearBrowserSession();
    setState({ status: 'guest' });
  }, [api]);

  const value = useMemo(() => ({ state, signIn, logout }), [state, signIn, logout]);
  return <SessionReactContext.Provider value={value}>{children}</SessionReactContext.Provider>;
}

export function useSession(): SessionActions {
  const value = useContext(SessionReactContext);
  if (!value) throw new Error('useSession() needs a <SessionProvider>');
  return value;
}
