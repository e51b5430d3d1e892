import { MutationCache, QueryClient } from '@tanstack/react-query';
import { retryDelay } from '../lib/automatic-requests';
import { isNotFound } from '../lib/load-failure';
import { toastIfRateLimited } from '../lib/rate-limit-toast';

/** The app's query client; the server's first render makes one per page, without retries (it never waits twice). */
export function createQueryClient(options: { retry?: number } = {}): QueryClient {
  return new QueryClient({
    // A 429 says when to try again: every action that hits an abuse limit shows it as a toast.
    mutationCache: new MutationCache({ onError: toastIfRateLimited }),
    defaultOptions: {
      // Queries always try: offline, the service worker answers with what was seen last. Mutations fail at once with
      // "No connection" rather than waiting unseen (messages have their own outbox).
      // A retry waits as every automatic request does (lib/automatic-requests); what is not there is not asked again.
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => !isNotFound(error) && count < (options.retry ?? 1),
        retryDelay,
        networkMode: 'offlineFirst',
      },
      mutations: { networkMode: 'always' },
    },
  });
}
