import { Link } from 'react-router';
import { TAGLINE } from '../../../shared/brand';
import { t } from '../../lib/i18n';
import { LANDING_ANCHORS } from './landing-header';
import { LanguageSelect } from '../../components/language-select';
import { Wordmark } from '../../components/wordmark';

const linkClass = 'rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground';

export function LandingFooter() {
  return (
    <footer className="border-t border-border bg-background">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm">
          <Wordmark />
          <p className="mt-3 text-sm text-muted-foreground">{t(TAGLINE)}</p>
          <LanguageSelect className="mt-4" />
        </div>
        <nav aria-label={t('Footer')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-3">
            {LANDING_ANCHORS.map((anchor) => (
              <li key={anchor.href}>
                <a href={anchor.href} className={linkClass}>
                  {t(anchor.label)}
                </a>
              </li>
            ))}
            <li>
              <Link to="/auth" className={linkClass}>
                {t('Sign In')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted-foreground sm:px-6">
          {t('© {year} LocalHub. All rights reserved.', { year: String(new Date().getFullYear()) })}
        </p>
      </div>
    </footer>
  );
}
