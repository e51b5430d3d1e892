import { Fragment, type ReactNode } from 'react';
import { useLanguage } from './i18n';

/**
 * Renders the app afresh when the language changes: every `t()` then runs again, including those in components
 * that would not re-render on their own. Data already fetched stays (it lives in the query cache).
 */
export function LanguageRoot({ children }: { children: ReactNode }) {
  return <Fragment key={useLanguage()}>{children}</Fragment>;
}
