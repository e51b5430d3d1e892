import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { PageLoadFailure } from '../../components/page-load-failure';
import { NotFoundNotice } from '../../components/ui/not-found-notice';
import { t } from '../../lib/i18n';
import { isNotFound } from '../../lib/load-failure';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { HeaderSkeleton } from './header';

/** The page's words, in English (marked with `msg()` where written); shown with `t()`. */
export interface DetailTexts {
  notFound: string;
  notFoundDescription: string;
  failed: string;
  loading: string;
  /** Round picture placeholder (professions). */
  round?: boolean;
}

/**
 * The title, and what to show instead of a detail page while it loads, when it does not exist or when it failed
 * (with the spec's error toast). Returns null once the listing is there.
 */
export function useDetailState<T>(
  id: number | null,
  query: UseQueryResult<T>,
  title: (data: T) => string,
  texts: DetailTexts,
): ReactNode | null {
  const notFound = id === null || isNotFound(query.error);
  const failed = query.isError && !notFound;
  useDocumentTitle(query.data ? title(query.data) : notFound ? t(texts.notFound) : undefined);

  useEffect(() => {
    if (failed) toast.error(t('Error'), { id: `${texts.failed}-toast`, description: t(texts.failed) });
  }, [failed, query.errorUpdatedAt, texts.failed]);

  const notFoundTexts = { title: t(texts.notFound), description: t(texts.notFoundDescription) };
  if (notFound) return <NotFoundNotice {...notFoundTexts} />;
  if (failed)
    return <PageLoadFailure error={query.error} notFound={notFoundTexts} failed={t(texts.failed)} onRetry={() => query.refetch()} />;
  if (!query.data) {
    return (
      <div>
        <span role="status" className="sr-only">
          {t(texts.loading)}
        </span>
        <HeaderSkeleton round={texts.round} />
      </div>
    );
  }
  return null;
}
