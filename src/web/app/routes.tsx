import { Navigate, useLocation, type RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import { PageSpinner } from '../components/ui/spinner';
import { accountLoader } from './loaders/account-loader';
import { appShellLoader, rootLoader } from './loaders/frame-loaders';
import { feedLoader, searchLoader } from './loaders/discovery-loaders';
import { listingLoader } from './loaders/listing-loader';
import { messagesLoader } from './loaders/messages-loader';
import { networkLoader } from './loaders/network-loader';
import { notificationsLoader } from './loaders/notifications-loader';
import { authLoader, landingLoader } from './loaders/visitor-loaders';
import { adsLoader } from './loaders/ads-loader';
import { eventLoader } from './loaders/event-loader';
import { mapLoader } from './loaders/map-loader';
import { receiptLoader } from './loaders/receipt-loader';
import { videoLoader, videosLoader } from './loaders/video-loaders';
import { RouteError } from './route-error';

type PageModule = Promise<{ default: ComponentType }>;
const page = (load: () => PageModule) => async () => ({ Component: (await load()).default });

function RedirectKeepingQuery({ to }: { to: string }) {
  const location = useLocation();
  return <Navigate to={`${to}${location.search}`} replace />;
}

/** A layout's pages, whose failure to load (offline, a page never opened) shows inside the layout: its header and navigation stay. */
const inLayout = (children: RouteObject[]): RouteObject[] => [{ errorElement: <RouteError inLayout />, children }];

/**
 * Every page of the app: the browser's router and the server's first render (entry-server.tsx) both use them. A
 * page's loader fetches what it reads first (decision 0040): the server waits for it and draws once; the browser
 * starts it beside the page's own module.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    loader: rootLoader,
    // Shown while the first page's lazy module loads on a full page load (without it the router warns on every load).
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { path: '/', loader: landingLoader, lazy: page(() => import('../routes/landing-page')) },
      { path: '/auth', loader: authLoader, lazy: page(() => import('../routes/auth-page')) },
      { path: '/auth/reset-password', lazy: page(() => import('../routes/reset-password-page')) },
      { path: '/search', element: <RedirectKeepingQuery to="/app/search" /> },
      { path: '/network', element: <Navigate to="/app/network" replace /> },
      // Staff only: its loader comes with the page's module, out of every other page's first script.
      {
        path: '/admin',
        lazy: async () => {
          const [{ adminLoader }, module] = await Promise.all([import('./loaders/admin-loader'), import('../routes/admin-page')]);
          return { loader: adminLoader, Component: module.default };
        },
      },
      {
        lazy: page(() => import('./public-layout')),
        children: inLayout([
          { path: '/business/:id', loader: listingLoader, lazy: page(() => import('../routes/listing-detail-page')) },
          { path: '/profession/:id', loader: listingLoader, lazy: page(() => import('../routes/listing-detail-page')) },
          { path: '/events/:id', loader: eventLoader, lazy: page(() => import('../routes/event-page')) },
          { path: '/videos/:id', loader: videoLoader, lazy: page(() => import('../routes/video-page')) },
          // Visitors are asked to sign in to view their saves; members continue to /app/saves.
          { path: '/saves', lazy: page(() => import('../routes/saves-page')) },
        ]),
      },
      {
        // The provider's redirects land here (issue 11); outside the signed-in shell, see payment-layout.tsx.
        lazy: page(() => import('./payment-layout')),
        children: [
          { path: '/payment-success', lazy: page(() => import('../routes/payment-success-page')) },
          { path: '/payment-canceled', lazy: page(() => import('../routes/payment-canceled-page')) },
        ],
      },
      {
        path: '/app',
        loader: appShellLoader,
        lazy: page(() => import('./app-shell')),
        children: inLayout([
          { index: true, loader: feedLoader, lazy: page(() => import('../routes/feed-page')) },
          { path: 'profession', lazy: page(() => import('../routes/my-listings-page')) },
          { path: 'business', lazy: page(() => import('../routes/my-listings-page')) },
          { path: 'business/:id', loader: listingLoader, lazy: page(() => import('../routes/listing-detail-page')) },
          { path: 'profession/:id', loader: listingLoader, lazy: page(() => import('../routes/listing-detail-page')) },
          { path: 'business/:id/analytics', lazy: page(() => import('../routes/listing-analytics-page')) },
          { path: 'profession/:id/analytics', lazy: page(() => import('../routes/listing-analytics-page')) },
          { path: 'network', loader: networkLoader, lazy: page(() => import('../routes/network-page')) },
          { path: 'maps', loader: mapLoader, lazy: page(() => import('../routes/maps-page')) },
          { path: 'saves', lazy: page(() => import('../routes/saves-page')) },
          { path: 'search', loader: searchLoader, lazy: page(() => import('../routes/search-page')) },
          { path: 'messages', loader: messagesLoader, lazy: page(() => import('../routes/messages-page')) },
          { path: 'notifications', loader: notificationsLoader, lazy: page(() => import('../routes/notifications-page')) },
          { path: 'account', loader: accountLoader, lazy: page(() => import('../routes/account-page')) },
          { path: 'account/receipts/:reference', loader: receiptLoader, lazy: page(() => import('../routes/receipt-page')) },
          { path: 'create', lazy: page(() => import('../routes/create-page')) },
          { path: 'ads', loader: adsLoader, lazy: page(() => import('../routes/ads-page')) },
          { path: 'events/:id', loader: eventLoader, lazy: page(() => import('../routes/event-page')) },
          { path: 'members/:userId', lazy: page(() => import('../routes/member-page')) },
          { path: 'videos', loader: videosLoader, lazy: page(() => import('../routes/videos-page')) },
          { path: '*', lazy: page(() => import('../routes/not-found-page')) },
        ]),
      },
      { path: '*', lazy: page(() => import('../routes/not-found-page')) },
    ],
  },
];
