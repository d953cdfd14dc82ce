import type { LegalLinks } from '@kennel/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { HttpClientProvider } from '../shared/api/index.ts';
import { LegalLinksProvider, WebConfigProvider } from '../shared/config/index.ts';
import { HydratingProvider } from '../shared/hydration/index.ts';
import { KeepMoneyAttempts } from '../shared/money-action/attempt-keys.tsx';
import { ThemeProvider } from '../shared/theme/index.ts';
import { DeferredToaster } from './deferred-toaster.tsx';
import { AppErrorBoundary } from './error-screen/app-error-boundary.tsx';
import { appRoutes } from './routes.tsx';
import type { CriticalServices } from './startup/build-critical-services.ts';

export interface AppProps {
  services: CriticalServices;
  legalLinks: LegalLinks;
  /** Tests pass a memory router; the app uses the browser's address bar. */
  createRouter?: typeof createBrowserRouter;
  /** The first render hydrates the server's page (ADR 0046): it draws what the server drew. */
  hydrating?: boolean;
}

/** The services built at start-up, provided to every page (the running app and the build's prerender). */
export function AppProviders({
  services,
  legalLinks,
  hydrating = false,
  children,
}: Pick<AppProps, 'legalLinks' | 'hydrating'> & {
  services: Omit<CriticalServices, 'stopSessionRefresh'>;
  children: ReactNode;
}) {
  return (
    <AppErrorBoundary>
      <HydratingProvider hydrating={hydrating}>
        <WebConfigProvider config={services.config}>
          <HttpClientProvider client={services.http}>
            <QueryClientProvider client={services.queryClient}>
              <LegalLinksProvider links={legalLinks}>
                {/* A paid request whose answer was lost keeps its key when its sheet or page closes. */}
                <KeepMoneyAttempts>
                  <ThemeProvider>{children}</ThemeProvider>
                </KeepMoneyAttempts>
              </LegalLinksProvider>
            </QueryClientProvider>
          </HttpClientProvider>
        </WebConfigProvider>
      </HydratingProvider>
    </AppErrorBoundary>
  );
}

/** The running app: the services built at start-up, provided to every page. */
export function App({ services, legalLinks, createRouter = createBrowserRouter, hydrating }: AppProps) {
  const [router] = useState(() => createRouter(appRoutes));
  return (
    <AppProviders services={services} legalLinks={legalLinks} hydrating={hydrating}>
      <RouterProvider router={router} />
      <DeferredToaster />
    </AppProviders>
  );
}
