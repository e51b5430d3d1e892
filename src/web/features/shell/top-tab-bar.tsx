import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';
import { isActive, TOP_TABS } from './nav-items';

export function TopTabBar() {
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('Sections')} className="border-b border-border bg-background print:hidden">
      <div className="scroll-hints mx-auto max-w-6xl">
        <ul className="flex scroll-px-12 gap-1 overflow-x-auto px-2 [scrollbar-width:none] sm:px-4">
          {TOP_TABS.map((item) => {
            const active = isActive(item, pathname);
            return (
              <li key={item.to} className="shrink-0">
                <Link
                  to={item.to}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'inline-flex h-11 items-center gap-2 border-b-2 px-3 text-sm font-medium transition-colors',
                    active ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
                  )}
                >
                  <item.icon aria-hidden className="size-4" />
                  {t(item.label)}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
