import { Star } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';

const STARS = [1, 2, 3, 4, 5] as const;

/** Five stars filled to the value (fractions too), read out as "Rated 4.3 out of 5". */
export function RatingStars({ value, className, size = 'sm' }: { value: number; className?: string; size?: 'sm' | 'md' }) {
  const clamped = Math.max(0, Math.min(5, value));
  const star = size === 'md' ? 'size-5' : 'size-4';
  return (
    <span
      role="img"
      aria-label={t('Rated {value} out of 5', { value: clamped.toFixed(1).replace(/\.0$/, '') })}
      className={cn('relative inline-flex shrink-0', className)}
    >
      <span className="flex text-muted-foreground/40" aria-hidden>
        {STARS.map((n) => (
          <Star key={n} className={star} />
        ))}
      </span>
      <span
        className="absolute inset-y-0 left-0 flex overflow-hidden text-primary"
        style={{ width: `${(clamped / 5) * 100}%` }}
        aria-hidden
      >
        {STARS.map((n) => (
          <Star key={n} className={cn(star, 'shrink-0 fill-current')} />
        ))}
      </span>
    </span>
  );
}

/** 1–5 stars as a native radio group: arrow keys move, each star is labelled "n star(s)". */
export function RatingInput(props: { value: number | null; onChange(value: number): void; error?: string; legend?: string }) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={props.error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium">{props.legend ?? t('Your rating')}</legend>
      <div className="flex items-center gap-1">
        {STARS.map((n) => {
          const filled = props.value !== null && n <= props.value;
          const label = t('{count, plural, one {# star} other {# stars}}', { count: n });
          return (
            <label key={n} className="cursor-pointer">
              <input
                type="radio"
                name={name}
                value={n}
                checked={props.value === n}
                onChange={() => props.onChange(n)}
                aria-label={label}
                className="peer sr-only"
              />
              <span
                aria-hidden
                title={label}
                className="inline-flex size-10 items-center justify-center rounded-md peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring hover:bg-muted"
              >
                <Star className={cn('size-7', filled ? 'fill-current text-primary' : 'text-muted-foreground')} />
              </span>
            </label>
          );
        })}
        <span className="ml-2 text-sm text-muted-foreground" aria-hidden>
          {props.value ? `${props.value} / 5` : ''}
        </span>
      </div>
      {props.error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-destructive">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}
