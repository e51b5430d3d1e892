import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { BOTTOM_ITEMS, isActive } from './nav-items';

/** The phone navigation: five items with the Create button raised in the middle. */
export function BottomBar() {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto flex max-w-md items-end justify-around px-2">
        {BOTTOM_ITEMS.map((item) => {
          const active = isActive(item, pathname);
          if (item.to === '/app/create') {
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  aria-label={item.label}
                  aria-current={active ? 'page' : undefined}
                  className="mb-2 inline-flex size-14 -translate-y-3 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg"
                >
                  <item.icon aria-hidden className="size-7" />
                </Link>
              </li>
            );
          }
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex h-16 w-16 flex-col items-center justify-center gap-1 text-[11px] font-medium',
                  active ? 'text-primary' : 'text-muted-foreground',
                )}
              >
                <item.icon aria-hidden className="size-5" />
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
