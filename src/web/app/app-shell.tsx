import { useEffect, useEffectEvent } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { useMe } from '../lib/me';
import { useServerLanguage } from '../features/account';
import { useSession } from '../features/auth/api';
import { useVerifiedNotice } from '../features/auth';
import { AppHeader, BottomBar, PATHS_WITHOUT_TOP_TABS, TopTabBar } from '../features/shell';
import { OutboxSender } from '../features/messages';
import { OfflineBanner } from '../features/offline';
import { PageDataUsed } from '../features/data-saver';
import { RealtimeProvider } from '../features/realtime';
import { t } from '../lib/i18n';
import { Redirect } from './redirect';
import { useTheme } from '../lib/theme';

/** Adopts the theme saved on the server, so a member sees their choice on every device. */
function useServerTheme(enabled: boolean) {
  const me = useMe(enabled);
  const { adoptSaved } = useTheme();
  const saved = me.data?.theme;
  const adopt = useEffectEvent((value: NonNullable<typeof saved>) => adoptSaved(value));
  useEffect(() => {
    // Only when the server's answer arrives; later local changes are saved by the page that makes them.
    if (saved) adopt(saved);
  }, [saved]);
}

export default function AppShell() {
  const session = useSession();
  const location = useLocation();
  const signedIn = Boolean(session.data?.user);
  useServerTheme(signedIn);
  useServerLanguage(signedIn);
  useVerifiedNotice();

  if (session.isPending) return <PageSpinner label={t('Loading your session')} />;
  if (!signedIn) {
    // A shared in-app link to a listing still works for a visitor: the public page shows the same listing.
    const listing = location.pathname.match(/^\/app(\/(business|profession)\/\d+)\/?$/);
    return <Redirect to={listing ? `${listing[1]}${location.hash}` : '/auth'} />;
  }

  const path = location.pathname.replace(/\/+$/, '');
  return (
    <RealtimeProvider userId={session.data!.user.id}>
      <div className="min-h-dvh bg-background">
        <AppHeader />
        <OfflineBanner />
        <OutboxSender userId={session.data!.user.id} />
        {PATHS_WITHOUT_TOP_TABS.includes(path) ? null : <TopTabBar />}
        <main id="main" className="mx-auto w-full max-w-6xl px-3 pb-28 pt-4 sm:px-4 md:pb-10 print:p-0">
          {/* At least a screen tall, so the data line below never moves on the first screen while a page loads. */}
          <div className="min-h-dvh print:min-h-0">
            <Outlet />
          </div>
          <PageDataUsed />
        </main>
        <BottomBar />
      </div>
    </RealtimeProvider>
  );
}
