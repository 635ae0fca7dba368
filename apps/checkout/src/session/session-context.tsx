import {
  callWithRefresh,
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
import { clearPaymentChoice } from '../payment/payment-store';
import { clearDeliveryChoice } from '../shipping/delivery-store';

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
  /**
   * A call of the signed-in customer with the access token, the tokens refreshed once on a 401
   * (section 4). A session that cannot be renewed logs the visitor out; the call then fails.
   */
  callAsCustomer<T>(call: (token: string) => Promise<T>): Promise<T>;
  /** Section 3's addresses after a change of the address book, read again from the API. */
  reloadAddresses(): Promise<TAddress[]>;
  /** Replaces the addresses the session holds (when the new list is already known). */
  setAddresses(addresses: TAddress[]): void;
  /** Replaces the profile the session holds, with the one a profile change answered. */
  setProfile(profile: TCustomerProfile): void;
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
      clearDeliveryChoice();
      clearPaymentChoice();
      const session = sessionFromTokens(tokens, strategy);
      writeBrowserSession(session);
      setState(await load(session));
    },
    [load],
  );

  const logout = useCallback(async () => {
    const session = readBrowserSession();
    if (session) {
      // The session ends on the server first (which also drops its HttpOnly refresh cookie);
      // a failed call must not keep the visitor in.
      await api.logout({ token: session.token }).catch(() => undefined);
    }
    clearBrowserSession();
    clearDeliveryChoice();
    clearPaymentChoice();
    setState({ status: 'guest' });
  }, [api]);

  const callAsCustomer = useCallback(
    async <T,>(call: (token: string) => Promise<T>): Promise<T> => {
      const session = readBrowserSession();
      if (!session) {
        setState({ status: 'guest' });
        throw new SessionExpiredError('No session');
      }
      try {
        const result = await callWithRefresh(api, session, call);
        if (result.refreshed) writeBrowserSession(result.session);
        return result.value;
      } catch (error) {
        if (error instanceof SessionExpiredError) {
          clearBrowserSession();
          clearDeliveryChoice();
          clearPaymentChoice();
          setState({ status: 'guest' });
        }
        throw error;
      }
    },
    [api],
  );

  const setAddresses = useCallback((addresses: TAddress[]) => {
    setState((current) => (current.status === 'customer' ? { ...current, addresses } : current));
  }, []);

  const setProfile = useCallback((profile: TCustomerProfile) => {
    setState((current) => (current.status === 'customer' ? { ...current, profile } : current));
  }, []);

  const reloadAddresses = useCallback(async () => {
    const addresses = await callAsCustomer((token) => api.addresses(token));
    setAddresses(addresses);
    return addresses;
  }, [api, callAsCustomer, setAddresses]);

  const value = useMemo(
    () => ({ state, signIn, logout, callAsCustomer, reloadAddresses, setAddresses, setProfile }),
    [state, signIn, logout, callAsCustomer, reloadAddresses, setAddresses, setProfile],
  );
  return <SessionReactContext.Provider value={value}>{children}</SessionReactContext.Provider>;
}

export function useSession(): SessionActions {
  const value = useContext(SessionReactContext);
  if (!value) throw new Error('useSession() needs a <SessionProvider>');
  return value;
}
