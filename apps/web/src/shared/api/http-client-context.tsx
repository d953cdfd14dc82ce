import { createContext, type ReactNode, useContext } from 'react';
import type { HttpClient } from './http-client.ts';

const HttpClientContext = createContext<HttpClient | null>(null);

export function HttpClientProvider({ client, children }: { client: HttpClient; children: ReactNode }) {
  return <HttpClientContext.Provider value={client}>{children}</HttpClientContext.Provider>;
}

/** The HTTP client built at start-up. */
export function useHttpClient(): HttpClient {
  const client = useContext(HttpClientContext);
  if (!client) throw new Error('useHttpClient needs an HttpClientProvider (built at start-up).');
  return client;
}
