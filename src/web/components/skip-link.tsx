import { t } from '../lib/i18n';

/** The first stop of the keyboard on a page with a header: straight to its main content (`#main`). */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2 focus:shadow"
    >
      {t('Skip to content')}
    </a>
  );
}
