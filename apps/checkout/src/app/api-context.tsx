import type { ApiClient } from '@shop/api-client';
import { createContext, useContext, type ReactNode } from 'react';

const ApiReactContext = createContext<ApiClient | null>(null);

/** The front API client of the page (store, device and language headers set once). */
export function ApiProvider({ value, children }: { value: ApiClient; children: ReactNode }) {
  return <ApiReactContext.Provider value={value}>{children}</ApiReactContext.Provider>;
}

export function useApi(): ApiClient {
  const value = useContext(ApiReactContext);
  if (!value) throw new Error('useApi() needs an <ApiProvider>');
  return value;
}
