import { UserRoundPlus } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import type { Suggestion } from '../../../shared/schemas/network';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { t } from '../../lib/i18n';
import { CardSkeleton } from '../../components/cards/card-row';
import { LoadError } from '../../components/ui/load-error';
import { useSuggestions } from './api';
import { PersonCard } from './person-card';
import { RelationActions } from './relation-actions';

/** "2 mutual connections · Also in Lagos · Same line of work: Tailor": the real reasons a member is suggested. */
export function suggestionReasons(suggestion: Suggestion): string {
  const reasons: string[] = [];
  if (suggestion.mutualConnections > 0) {
    reasons.push(t('{count, plural, one {# mutual connection} other {# mutual connections}}', { count: suggestion.mutualConnections }));
  }
  if (suggestion.sharedCity) reasons.push(t('Also in {city}', { city: suggestion.sharedCity }));
  if (suggestion.sharedType) reasons.push(t('Same line of work: {type}', { type: suggestion.sharedType }));
  return reasons.join(' · ');
}

/** People You May Know: members who share connections, a city or a line of work with the viewer. */
export function SuggestionsSection() {
  const headingId = useId();
  const suggestions = useSuggestions();

  useEffect(() => {
    if (suggestions.isError) toast.error(t('Could not load People You May Know'), { id: 'suggestions-error' });
  }, [suggestions.isError, suggestions.errorUpdatedAt]);

  return (
    <section aria-labelledby={headingId} aria-busy={suggestions.isPending}>
      <h2 id={headingId} className="mb-3 text-lg font-semibold">
        {t('People You May Know')}
      </h2>
      {suggestions.isPending ? (
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          <CardSkeleton />
          <CardSkeleton />
          <CardSkeleton className="hidden sm:block" />
        </div>
      ) : suggestions.isError ? (
        <LoadError
          message={t('Could not load People You May Know')}
          error={suggestions.error}
          onRetry={() => suggestions.refetch()}
          retrying={suggestions.isFetching}
        />
      ) : suggestions.data.length === 0 ? (
        <EmptyState
          icon={UserRoundPlus}
          title={t('No suggestions yet')}
          description={t(
            'Add your city to your profile, or list your business or profession, to meet people near you and in your line of work.',
          )}
          action={
            <Button asChild variant="outline" size="sm" className="mt-2">
              <Link to="/app/account">{t('Edit profile')}</Link>
            </Button>
          }
        />
      ) : (
        <ul aria-label={t('Suggested people')} className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {suggestions.data.map((suggestion) => (
            <li key={suggestion.userId} className="min-w-0">
              <PersonCard person={suggestion} note={suggestionReasons(suggestion)} actions={<RelationActions person={suggestion} />} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
