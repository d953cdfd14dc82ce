import { createContext, type ReactNode, useContext } from 'react';
import type { WebConfig } from './web-config.ts';

const WebConfigContext = createContext<WebConfig | null>(null);

export function WebConfigProvider({ config, children }: { config: WebConfig; children: ReactNode }) {
  return <WebConfigContext.Provider value={config}>{children}</WebConfigContext.Provider>;
}

/** The build-time settings validated at start-up. */
export function useWebConfig(): WebConfig {
  const config = useContext(WebConfigContext);
  if (!config) throw new Error('useWebConfig needs a WebConfigProvider (built at start-up).');
  return config;
}
