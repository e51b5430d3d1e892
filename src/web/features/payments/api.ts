import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  AccessToken,
  AccessTokenCreate,
  AccessTokenCreated,
  BillingHistory,
  PaymentCreate,
  PaymentStarted,
  PaymentStatusView,
  Receipt,
  Subscription,
  SubscriptionUpdate,
} from '../../../shared/schemas/payments';
import { api } from '../../lib/api';
import { pollingInterval } from '../../lib/automatic-requests';

/**
 * Plans and payments (issue 11). Three families (decision 0010): `['subscription']` (the member's plan and usage),
 * `['payments', …]` (billing history, one payment's verified status, receipts) and `['access-tokens']` (Pro's API tokens).
 */
export const paymentKeys = {
  subscription: ['subscription'] as const,
  all: ['payments'] as const,
  history: ['payments', 'history'] as const,
  status: (reference: string) => ['payments', 'status', reference] as const,
  receipt: (reference: string) => ['payments', 'receipt', reference] as const,
  tokens: ['access-tokens'] as const,
};

export const HISTORY_PAGE_SIZE = 10;

const path = (reference: string) => `/api/v1/payments/${encodeURIComponent(reference)}`;

export const paymentsApi = {
  subscription: () => api<Subscription>('/api/v1/subscription'),
  updateSubscription: (update: SubscriptionUpdate) => api<Subscription>('/api/v1/subscription', { method: 'PATCH', body: update }),
  start: (input: PaymentCreate) => api<PaymentStarted>('/api/v1/payments', { method: 'POST', body: input }),
  status: (reference: string) => api<PaymentStatusView>(path(reference)),
  cancel: (reference: string) => api<PaymentStatusView>(`${path(reference)}/cancel`, { method: 'POST' }),
  history: (cursor: string | null) =>
    api<BillingHistory>(`/api/v1/payments?limit=${HISTORY_PAGE_SIZE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`),
  receipt: (reference: string) => api<Receipt>(`${path(reference)}/receipt`),
  tokens: () => api<{ items: AccessToken[] }>('/api/v1/me/tokens').then((data) => data.items),
  createToken: (input: AccessTokenCreate) => api<AccessTokenCreated>('/api/v1/me/tokens', { method: 'POST', body: input }),
  revokeToken: (id: number) => api<unknown>(`/api/v1/me/tokens/${id}`, { method: 'DELETE' }),
};

/**
 * After a plan changes: the subscription and billing history, the profile (its `plan` drives gating across the app),
 * and discovery (the Discover note names the plan; the radius changes with it).
 */
export function invalidateAfterPlanChange(client: QueryClient) {
  void client.invalidateQueries({ queryKey: paymentKeys.subscription });
  void client.invalidateQueries({ queryKey: paymentKeys.history });
  void client.invalidateQueries({ queryKey: paymentKeys.tokens });
  void client.invalidateQueries({ queryKey: ['me'] });
  void client.invalidateQueries({ queryKey: ['discover'] });
}

/** The member's plan (Account → Subscription). */
export const subscriptionQuery = () => queryOptions({ queryKey: paymentKeys.subscription, queryFn: paymentsApi.subscription });

export function useSubscription() {
  return useQuery(subscriptionQuery());
}

export function useUpdateSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: paymentsApi.updateSubscription,
    onSuccess: (subscription) => client.setQueryData(paymentKeys.subscription, subscription),
  });
}

export function useStartPayment() {
  return useMutation({ mutationFn: paymentsApi.start });
}

/**
 * A payment's status, verified with the provider by the server. On the return page it is asked again every 3 s while
 * still pending; `watch` (the tab that opened the checkout in another tab) asks again only when the member comes back
 * to this tab, so an unfinished checkout does not make the server call the provider over and over.
 */
export function usePaymentStatus(reference: string | null, options: { watch?: boolean } = {}) {
  const client = useQueryClient();
  return useQuery({
    queryKey: paymentKeys.status(reference ?? ''),
    queryFn: async () => {
      const payment = await paymentsApi.status(reference!);
      if (payment.status !== 'pending') invalidateAfterPlanChange(client);
      return payment;
    },
    enabled: Boolean(reference),
    retry: 1,
    refetchOnWindowFocus: options.watch ? 'always' : false,
    refetchInterval: (query) =>
      !options.watch && query.state.data?.status === 'pending' ? pollingInterval(3000, query.state.fetchFailureCount) : false,
  });
}

/** The payment as a return page last read it (no request of its own): what the page's frame needs to link back. */
export function useKnownPayment(reference: string | null) {
  return useQuery({
    queryKey: paymentKeys.status(reference ?? ''),
    queryFn: () => paymentsApi.status(reference!),
    enabled: false,
  }).data;
}

/** The payer left the checkout: the server marks the payment cancelled (409 when it was in fact paid). */
export function useCancelPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: paymentsApi.cancel,
    onSuccess: (payment) => {
      client.setQueryData(paymentKeys.status(payment.reference), payment);
      void client.invalidateQueries({ queryKey: paymentKeys.history });
    },
  });
}

/** The member's payments, newest first (under the subscription's summary). */
export const billingHistoryQuery = () =>
  infiniteQueryOptions({
    queryKey: paymentKeys.history,
    queryFn: ({ pageParam }) => paymentsApi.history(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useBillingHistory() {
  return useInfiniteQuery(billingHistoryQuery());
}

/** One of the member's receipts; one that is not there is not asked for again (the query client's default). */
export const receiptQuery = (reference: string) =>
  queryOptions({ queryKey: paymentKeys.receipt(reference), queryFn: () => paymentsApi.receipt(reference) });

export function useReceipt(reference: string) {
  return useQuery(receiptQuery(reference));
}

/** A Pro member's personal access tokens. */
export const accessTokensQuery = () => queryOptions({ queryKey: paymentKeys.tokens, queryFn: paymentsApi.tokens });

export function useAccessTokens(enabled: boolean) {
  return useQuery({ ...accessTokensQuery(), enabled });
}

export function useCreateAccessToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: paymentsApi.createToken,
    onSuccess: () => void client.invalidateQueries({ queryKey: paymentKeys.tokens }),
  });
}

export function useRevokeAccessToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: paymentsApi.revokeToken,
    onSuccess: () => void client.invalidateQueries({ queryKey: paymentKeys.tokens }),
  });
}

/** For a page that only offers paying (Your ads): the dialog's code, fetched when first opened. */
export const loadAdPaymentDialog = () => import('./ad-payment-dialog');
