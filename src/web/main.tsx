import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/router';
import { AppToaster } from './components/app-toaster';
import { ServiceWorkerUpdates } from './features/offline';
import { LanguageRoot } from './lib/language-root';
import { activateLanguage, initialLanguage } from './lib/i18n';
import { ThemeProvider } from './lib/theme';
import { toastIfRateLimited } from './lib/rate-limit-toast';
import './styles.css';

const queryClient = new QueryClient({
  // A 429 says when to try again: every action that hits an abuse limit shows it as a toast.
  mutationCache: new MutationCache({ onError: toastIfRateLimited }),
  defaultOptions: {
    // Queries always try: offline, the service worker answers with what was seen last. Mutations fail at once with
    // "No connection" rather than waiting unseen (messages have their own outbox).
    queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1, networkMode: 'offlineFirst' },
    mutations: { networkMode: 'always' },
  },
});

// The first render as a transition: React renders it in slices of a few milliseconds, so a cheap phone's main thread
// is never blocked for long while the app starts (Lighthouse's blocking time).
const render = () =>
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <ThemeProvider>
            <LanguageRoot>
              <RouterProvider router={router} />
              <AppToaster />
            </LanguageRoot>
            <ServiceWorkerUpdates />
          </ThemeProvider>
        </QueryClientProvider>
      </StrictMode>,
    ),
  );

// English is built in; another language's translations arrive before the first screen, so it never flashes English.
activateLanguage(initialLanguage()).then(render, render);
