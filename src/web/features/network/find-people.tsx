import { Search, UserRoundSearch } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { PEOPLE_QUERY_MIN } from '../../../shared/schemas/network';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { t } from '../../lib/i18n';
import { LoadError } from '../../components/ui/load-error';
import { usePeopleSearch } from './api';
import { PersonCard } from './person-card';
import { RelationActions } from './relation-actions';
import { useDebounced } from '../../lib/use-debounced';

const DEBOUNCE_MS = 350;

/** "Find People": search members by name as you type (debounced), or at once with the Search button. */
export function FindPeople() {
  const inputId = useId();
  const headingId = useId();
  const [text, setText] = useState('');
  const debounced = useDebounced(text, DEBOUNCE_MS);
  const [submitted, setSubmitted] = useState<string | null>(null);
  // The Search button searches now; typing searches once the member pauses.
  const query = (submitted !== null && submitted === text ? submitted : debounced).trim();
  const people = usePeopleSearch(query);
  const tooShort = text.trim().length > 0 && text.trim().length < PEOPLE_QUERY_MIN;

  useEffect(() => {
    if (people.isError) toast.error(t('Failed to search users'), { id: 'people-search-error', description: errorMessage(people.error) });
  }, [people.isError, people.error, people.errorUpdatedAt]);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(text);
  }

  const searching = query.length >= PEOPLE_QUERY_MIN;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border bg-card p-4 text-card-foreground">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('Find People')}
      </h2>
      <form role="search" onSubmit={submit} className="mt-3 flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('Search people by name')}
        </label>
        <div className="relative min-w-0 flex-1">
          <UserRoundSearch
            aria-hidden
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={inputId}
            type="search"
            autoComplete="off"
            placeholder={t('Search by name…')}
            className="pl-9"
            maxLength={100}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={tooShort ? `${inputId}-hint` : undefined}
          />
        </div>
        <Button type="submit">
          <Search aria-hidden />
          {t('Search')}
        </Button>
      </form>
      {tooShort ? (
        <p id={`${inputId}-hint`} className="mt-2 text-xs text-muted-foreground">
          {t('{count, plural, one {Type at least # letter of a name.} other {Type at least # letters of a name.}}', {
            count: PEOPLE_QUERY_MIN,
          })}
        </p>
      ) : null}

      {searching ? (
        <div className="mt-4" aria-live="polite" aria-busy={people.isFetching}>
          {people.isPending ? (
            <Spinner label={t('Searching people')} />
          ) : people.isError ? (
            <LoadError
              message={t('Failed to search users')}
              error={people.error}
              onRetry={() => people.refetch()}
              retrying={people.isFetching}
            />
          ) : people.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('No people found for “{query}”.', { query })}</p>
          ) : (
            <>
              <p className="sr-only">{t('{count, plural, one {# person found} other {# people found}}', { count: people.data.length })}</p>
              <ul aria-label={t('People found')} className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
                {people.data.map((person) => (
                  <li key={person.userId} className="min-w-0">
                    <PersonCard person={person} actions={<RelationActions person={person} />} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}
