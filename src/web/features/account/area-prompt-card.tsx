import { useState } from 'react';
import { Link } from 'react-router';
import { MapPin, Store } from 'lucide-react';
import { PlaceField } from '../../components/place-field';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api';
import { t } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useMe } from '../../lib/me';
import { useUpdateProfile } from './api';

/**
 * Home's question to a member with no area yet (issue 35, point 4): where they are, answered in place, so what they
 * publish is found near them and what they see starts there; and the way to add their business beside it. Gone once
 * the area is saved. Visitors and members with an area see nothing.
 */
export default function AreaPromptCard() {
  const me = useMe();
  const update = useUpdateProfile();
  const [error, setError] = useState<string | null>(null);
  if (!me.data || me.data.placeId !== null || me.data.location !== null) return null;
  const { fullName, bio } = me.data;
  const id = 'home-area';

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground">
      <div className="flex items-start gap-3">
        <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="grid gap-1">
          <h2 id={`${id}-title`} className="text-base font-semibold">
            {t('Where are you?')}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t('Add your area so people near you find what you post, and you see what is near you.')}
          </p>
        </div>
      </div>
      <label htmlFor={id} className="sr-only">
        {t('Your area')}
      </label>
      <PlaceField
        id={id}
        value={null}
        disabled={update.isPending}
        invalid={error !== null}
        describedBy={error ? `${id}-error` : undefined}
        placeholder={t('e.g. Yaba, Wuse 2, Rumuokoro')}
        onChange={(place) => {
          if (!place) return;
          setError(null);
          update.mutate(
            { fullName, bio, placeId: place.id },
            {
              onSuccess: () => toast.success(t('Your area is saved: {place}', { place: place.label })),
              onError: (failure) => setError(errorMessage(failure)),
            },
          );
        }}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button asChild variant="outline" className="justify-self-start">
        <Link to="/app/business?new=business">
          <Store aria-hidden />
          {t('Add your business')}
        </Link>
      </Button>
    </section>
  );
}
