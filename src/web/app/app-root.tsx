import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { AppToaster } from '../components/app-toaster';
import { ServiceWorkerUpdates } from '../features/offline';
import { tookOver } from '../lib/first-screen';
import { LanguageRoot } from '../lib/language-root';
import { ThemeProvider } from '../lib/theme';

/**
 * Marks the document once React runs the page (`<html data-app="ready">`): a page the server drew shows before its
 * buttons work, and the browser journeys wait for this before they tap.
 */
function AppReady() {
  useEffect(() => {
    tookOver();
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

/** The providers around every page, the same in the browser and in the server's first render (so the two match). */
export function AppRoot({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        <ThemeProvider>
          <LanguageRoot>
            {children}
            <AppToaster />
          </LanguageRoot>
          <ServiceWorkerUpdates />
          <AppReady />
        </ThemeProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
