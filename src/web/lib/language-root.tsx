import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import { useLanguage } from './i18n';

/**
 * Renders the app afresh when the language changes: every `t()` then runs again, including those in components
 * that would not re-render on their own. Data already fetched stays on screen and is fetched again, since the server
 * words some of it (type names, notifications) in the reader's language.
 */
export function LanguageRoot({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const client = useQueryClient();
  const shown = useRef(language);
  useEffect(() => {
    if (shown.current === language) return;
    shown.current = language;
    void client.invalidateQueries();
  }, [client, language]);
  return <Fragment key={language}>{children}</Fragment>;
}
