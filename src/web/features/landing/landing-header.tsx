import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { msg } from '../../../shared/i18n/msg';
import { Button } from '../../components/ui/button';
import { Wordmark } from '../../components/wordmark';
import { t } from '../../lib/i18n';

export const LANDING_ANCHORS = [
  { href: '#features', label: msg('Features') },
  { href: '#pricing', label: msg('Pricing') },
  { href: '#contact', label: msg('Contact') },
] as const;

export function LandingHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Wordmark />
        <nav aria-label={t('Main')} className="ml-6 hidden md:block">
          <ul className="flex items-center gap-1">
            {LANDING_ANCHORS.map((anchor) => (
              <li key={anchor.href}>
                <a
                  href={anchor.href}
                  className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
                >
                  {t(anchor.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <span className="hidden sm:contents">
            <Button asChild variant="ghost">
              <Link to="/auth">{t('Sign In')}</Link>
            </Button>
          </span>
          <Button asChild className="px-3 whitespace-nowrap sm:px-4">
            <Link to="/auth?tab=signup">{t('Get Started')}</Link>
          </Button>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}

/** Below the md breakpoint the anchors (and Sign In) fold into a disclosure menu. */
function MobileMenu() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div ref={rootRef} className="md:hidden">
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-expanded={open}
        aria-controls="landing-mobile-menu"
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        <span className="sr-only">{t('Menu')}</span>
      </Button>
      <nav
        id="landing-mobile-menu"
        aria-label={t('Main menu')}
        hidden={!open}
        className="absolute inset-x-0 top-16 border-b border-border bg-background shadow-lg"
      >
        <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">
          {LANDING_ANCHORS.map((anchor) => (
            <li key={anchor.href}>
              <a href={anchor.href} onClick={close} className="block rounded-md px-3 py-3 text-base font-medium hover:bg-muted">
                {t(anchor.label)}
              </a>
            </li>
          ))}
          <li className="sm:hidden">
            <Link to="/auth" onClick={close} className="block rounded-md px-3 py-3 text-base font-medium hover:bg-muted">
              {t('Sign In')}
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
