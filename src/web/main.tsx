import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/router';
import { AppToaster } from './components/app-toaster';
import { ThemeProvider } from './lib/theme';
import { toastIfRateLimited } from './lib/rate-limit-toast';
import './styles.css';

const queryClient = new QueryClient({
  // A 429 says when to try again: every action that hits an abuse limit shows it as a toast.
  mutationCache: new MutationCache({ onError: toastIfRateLimited }),
  defaultOptions: {
    queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
  },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <RouterProvider router={router} />
        <AppToaster />
      </ThemeProvider>
    </QueryClientProvider>
  </StrictMode>,
);
