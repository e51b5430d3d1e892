import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { AppToaster } from '../components/app-toaster';
import { ServiceWorkerUpdates } from '../features/offline';
import { LanguageRoot } from '../lib/language-root';
import { ThemeProvider } from '../lib/theme';

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
        </ThemeProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
