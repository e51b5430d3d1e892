import { FileText, Plus } from 'lucide-react';
import { useState } from 'react';
import type { Post } from '../../../shared/schemas/listings';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { PageSpinner, Spinner } from '../../components/ui/spinner';
import { usePosts } from './api';
import { type ListingKind } from '../../lib/listing-detail-keys';
import { CreatePostDialog } from './create-post-dialog';
import { formatDate } from '../../lib/format';
import { t } from '../../lib/i18n';
import { LoadError } from '../../components/ui/load-error';

/**
 * A post is stored as "title, blank line, content" and its title is the first 50 characters. Show the
 * title's first line as the heading and, when the stored text starts with that line, the rest as the body.
 */
export function splitPost(post: Post): { heading: string; body: string } {
  const heading = post.title.split('\n')[0].trim() || post.title.trim();
  const [firstLine, ...rest] = post.content.split('\n');
  if (firstLine.trim() === heading) return { heading, body: rest.join('\n').trim() };
  return { heading: heading.length < firstLine.trim().length ? `${heading}…` : heading, body: post.content };
}

/** A business's or profession's posts, newest first; its owner creates them here. */
export function PostsSection({ kind, id, isOwner }: { kind: ListingKind; id: number; isOwner: boolean }) {
  const posts = usePosts(kind, id);
  const [creating, setCreating] = useState(false);
  const items = posts.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby="posts-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="posts-heading" className="text-lg font-semibold">
          {t('Posts')}
        </h2>
        {isOwner ? (
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden />
            {t('Create Post')}
          </Button>
        ) : null}
      </div>

      {posts.isPending ? (
        <PageSpinner label={t('Loading posts')} />
      ) : posts.isError ? (
        <LoadError message={t('Failed to load posts')} error={posts.error} onRetry={() => posts.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={FileText}
          title={t('No posts yet')}
          description={isOwner ? t('Create your first post to tell visitors what you are working on.') : undefined}
        />
      ) : (
        <>
          <ul className="grid gap-3">
            {items.map((post) => {
              const { heading, body } = splitPost(post);
              return (
                <li key={post.postId}>
                  <Card className="p-4 sm:p-5">
                    <article>
                      <h3 className="break-words font-semibold">{heading}</h3>
                      <p className="mt-0.5 text-xs text-muted-foreground">
                        <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
                      </p>
                      {body ? <p className="mt-3 whitespace-pre-line break-words text-sm">{body}</p> : null}
                    </article>
                  </Card>
                </li>
              );
            })}
          </ul>
          {posts.hasNextPage ? (
            <div className="flex justify-center">
              <Button variant="outline" onClick={() => posts.fetchNextPage()} disabled={posts.isFetchingNextPage}>
                {posts.isFetchingNextPage ? <Spinner label={t('Loading more posts')} /> : null}
                {t('Load more')}
              </Button>
            </div>
          ) : null}
        </>
      )}

      {isOwner ? <CreatePostDialog open={creating} onOpenChange={setCreating} kind={kind} id={id} /> : null}
    </section>
  );
}
