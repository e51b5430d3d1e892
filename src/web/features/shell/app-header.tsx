import { Bell, MessageCircle, Plus, User } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { TAGLINE } from '../../../shared/brand';
import { Wordmark } from '../../components/wordmark';
import { t } from '../../lib/i18n';
import { UnreadBadge, unreadLabel, useUnread } from '../messages';

export function AppHeader() {
  const unread = useUnread();
  const { pathname } = useLocation();
  const current = (to: string) => (pathname.replace(/\/+$/, '') === to ? 'page' : undefined);
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-background/95 backdrop-blur print:hidden">
      <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-3 px-3 sm:px-4">
        <div className="flex min-w-0 items-center gap-3">
          <Wordmark to="/app" />
          <p data-testid="tagline" className="hidden truncate text-sm text-muted-foreground md:block">
            {t(TAGLINE)}
          </p>
        </div>
        {/* Phones reach Create from the bottom bar; Videos has no other way in, so it stays here at every width. */}
        <nav aria-label={t('Shortcuts')} className="flex items-center gap-1">
          <Link
            to="/app/videos"
            aria-current={current('/app/videos')}
            className="inline-flex h-10 items-center rounded-md px-2.5 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground aria-[current=page]:text-primary"
          >
            {t('Videos')}
          </Link>
          <Link
            to="/app/create"
            aria-current={current('/app/create')}
            className="me-2 hidden h-9 items-center gap-1.5 rounded-md bg-primary px-3 text-sm font-medium text-primary-foreground hover:opacity-90 md:inline-flex"
          >
            <Plus aria-hidden className="size-4" />
            {t('Create')}
          </Link>
          <HeaderLink to="/app/messages" label={t('Messages')} icon={MessageCircle} count={unread.messages} />
          <HeaderLink to="/app/notifications" label={t('Notifications')} icon={Bell} count={unread.notifications} />
          <HeaderLink to="/app/account" label={t('Account')} icon={User} />
        </nav>
      </div>
    </header>
  );
}

function HeaderLink({ to, label, icon: Icon, count = 0 }: { to: string; label: string; icon: typeof Bell; count?: number }) {
  return (
    <Link
      to={to}
      aria-label={unreadLabel(label, count)}
      title={unreadLabel(label, count)}
      className="relative hidden size-10 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground md:inline-flex"
    >
      <Icon aria-hidden className="size-5" />
      <UnreadBadge count={count} className="right-0.5 top-0.5" />
    </Link>
  );
}
