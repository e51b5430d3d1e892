import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';
import { UnreadBadge, unreadLabel, useUnread, type UnreadKind } from '../messages';
import { BOTTOM_ITEMS, isActive } from './nav-items';

/** Items that carry an unread count (messages and notifications, kept live by the realtime client). */
const BADGES: Record<string, UnreadKind> = { '/app/messages': 'messages', '/app/notifications': 'notifications' };

/** The phone navigation: five items with the Create button raised in the middle. */
export function BottomBar() {
  const { pathname } = useLocation();
  const unread = useUnread();
  return (
    <nav
      aria-label={t('Main')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden print:hidden"
    >
      <ul className="mx-auto flex max-w-md items-end justify-around px-2">
        {BOTTOM_ITEMS.map((item) => {
          const active = isActive(item, pathname);
          if (item.to === '/app/create') {
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  aria-label={t(item.label)}
                  aria-current={active ? 'page' : undefined}
                  className="mb-2 inline-flex size-14 -translate-y-3 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg"
                >
                  <item.icon aria-hidden className="size-7" />
                </Link>
              </li>
            );
          }
          const badge = BADGES[item.to];
          const count = badge ? unread[badge] : 0;
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                aria-current={active ? 'page' : undefined}
                aria-label={badge ? unreadLabel(t(item.label), count) : undefined}
                className={cn(
                  'flex h-16 w-16 flex-col items-center justify-center gap-1 text-[11px] font-medium',
                  active ? 'text-primary' : 'text-muted-foreground',
                )}
              >
                <span className="relative">
                  <item.icon aria-hidden className="size-5" />
                  <UnreadBadge count={count} className="-right-2.5 -top-2" />
                </span>
                {t(item.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
