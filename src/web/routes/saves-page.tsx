import { Bookmark, Briefcase, FileText, LogIn, Store, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import type { SavedItem, SaveKind } from '../../shared/schemas/saves';
import { Button } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { PageHeader } from '../components/ui/page-header';
import { PageSpinner } from '../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { useSession } from '../features/auth/api';
import { ListingCard, PostCard } from '../features/cards';
import { signInHref } from '../features/auth';
import { useSaveCounts } from '../features/saves/api';
import { SavedList } from '../features/saves';
import { msg } from '../../shared/i18n/msg';
import { t } from '../lib/i18n';
import { useDocumentTitle } from '../lib/use-document-title';

const TABS: Array<{ value: string; kind: SaveKind; label: string; icon: LucideIcon }> = [
  { value: 'businesses', kind: 'business', label: msg('Businesses'), icon: Store },
  { value: 'professionals', kind: 'profession', label: msg('Professionals'), icon: Briefcase },
  { value: 'posts', kind: 'post', label: msg('Posts'), icon: FileText },
];
const DEFAULT_TAB = 'businesses';

/** A saved item's card, as the feed shows it but without a distance. */
function savedCard(item: SavedItem) {
  if (item.kind === 'business') return <ListingCard kind="business" listing={item.business} distanceKm={null} />;
  if (item.kind === 'profession') return <ListingCard kind="profession" listing={item.profession} distanceKm={null} />;
  return <PostCard post={item.post} distanceKm={null} />;
}

function SignedOut() {
  return (
    <EmptyState
      icon={Bookmark}
      title={t('Sign in to view your saves')}
      description={t('Save businesses, professionals and posts to find them again here.')}
      action={
        <Button asChild className="mt-2">
          <Link to={signInHref({ pathname: '/app/saves' })}>
            <LogIn aria-hidden />
            {t('Sign In')}
          </Link>
        </Button>
      }
    />
  );
}

/** Saved Items: three tabs with their real counts; visitors (at /saves) are asked to sign in. */
export default function SavesPage() {
  useDocumentTitle(t('Saved Items'));
  const session = useSession();
  const location = useLocation();
  const [sessionEnded, setSessionEnded] = useState(false);

  if (session.isPending) return <PageSpinner label={t('Loading your session')} />;
  const signedIn = Boolean(session.data?.user) && !sessionEnded;
  if (signedIn && !location.pathname.startsWith('/app/')) return <Navigate to="/app/saves" replace />;

  return (
    <div className="min-w-0">
      <PageHeader title={t('Saved Items')} description={signedIn ? t('Businesses, professionals and posts you saved.') : undefined} />
      {signedIn ? <SavedTabs onSignedOut={() => setSessionEnded(true)} /> : <SignedOut />}
    </div>
  );
}

function SavedTabs({ onSignedOut }: { onSignedOut(): void }) {
  const counts = useSaveCounts();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = TABS.some((item) => item.value === requested) ? requested! : DEFAULT_TAB;

  function onTabChange(value: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === DEFAULT_TAB) next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <Tabs value={tab} onValueChange={onTabChange} className="min-w-0">
      {/* Three equal columns on a phone, so the third tab is never scrolled out of sight. */}
      <TabsList aria-label={t('Saved item kinds')} className="grid w-full grid-cols-3 sm:inline-flex sm:w-auto">
        {TABS.map(({ value, kind, label, icon: Icon }) => (
          <TabsTrigger key={value} value={value} className="min-w-0 justify-center gap-1 px-1.5 text-xs sm:px-3 sm:text-sm">
            <Icon aria-hidden className="hidden size-4 sm:block" />
            {t(label)}
            {counts.data ? <span className="tabular-nums">({counts.data[kind]})</span> : null}
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map(({ value, kind }) => (
        <TabsContent key={value} value={value}>
          <SavedList kind={kind} card={savedCard} onSignedOut={onSignedOut} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
