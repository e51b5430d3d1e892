import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { profileUpdateSchema, type Me } from '../../../../shared/schemas/profile';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { PanelSpinner } from '../../../components/ui/spinner';
import { ApiRequestError, errorMessage } from '../../../lib/api';
import { useMe } from '../../../lib/me';
import { useUpdateProfile } from '../api';
import { PlaceField, type PlaceValue } from '../../../components/place-field';
import { LoadError } from '../../../components/ui/load-error';
import { SectionCard } from '../../../components/section-card';
import { AddEmailCard } from './add-email-card';
import { t } from '../../../lib/i18n';
import { useTypedBeforeTakeover } from '../../../lib/first-screen';

const BIO_MAX = 500;

type FieldName = 'fullName' | 'bio' | 'placeId' | 'birthYear';
type FieldErrors = Partial<Record<FieldName, string>>;

export function ProfileTab() {
  const me = useMe();
  if (me.isPending) {
    return <PanelSpinner label={t('Loading profile')} />;
  }
  if (me.isError) {
    return (
      <LoadError message={t('Failed to load profile data.')} error={me.error} onRetry={() => void me.refetch()} retrying={me.isFetching} />
    );
  }
  // Keyed so a different account (after a switch) starts from its own values.
  return (
    <div className="grid gap-6">
      <ProfileForm key={me.data.userId} me={me.data} />
      {me.data.phoneNumber && !me.data.emailVerified ? <AddEmailCard me={me.data} /> : null}
    </div>
  );
}

function ProfileForm({ me }: { me: Me }) {
  const update = useUpdateProfile();
  const [fullName, setFullName] = useState(me.fullName);
  const [bio, setBio] = useState(me.bio ?? '');
  const [place, setPlace] = useState<PlaceValue | null>(savedPlace(me));
  /** Only a location the member changed is sent: an older city-only location stays as it is otherwise. */
  const [placeChanged, setPlaceChanged] = useState(false);
  const [birthYear, setBirthYear] = useState(me.birthYear ? String(me.birthYear) : '');
  useTypedBeforeTakeover(FIELD_IDS.fullName, fullName, setFullName);
  useTypedBeforeTakeover(FIELD_IDS.bio, bio, setBio);
  useTypedBeforeTakeover(FIELD_IDS.birthYear, birthYear, setBirthYear);
  const [errors, setErrors] = useState<FieldErrors>({});

  const clearError = (name: FieldName) => setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const year = birthYear.trim();
    const parsed = profileUpdateSchema.safeParse({
      fullName,
      bio: bio.trim() === '' ? null : bio,
      ...(placeChanged ? { placeId: place?.id ?? null } : {}),
      birthYear: year === '' ? null : /^\d+$/.test(year) ? Number(year) : year,
    });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as FieldName;
        next[name] ??= t(issue.message);
      }
      setErrors(next);
      focusFirstError(next);
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        setFullName(saved.fullName);
        setBio(saved.bio ?? '');
        setPlace(savedPlace(saved));
        setPlaceChanged(false);
        setBirthYear(saved.birthYear ? String(saved.birthYear) : '');
        toast.success(t('Profile updated'), { description: t('Your changes have been saved.') });
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) {
          const next: FieldErrors = {};
          for (const [name, message] of Object.entries(error.fields)) {
            if (name === 'fullName' || name === 'bio' || name === 'placeId' || name === 'birthYear') next[name] = message;
          }
          setErrors(next);
          focusFirstError(next);
        }
        toast.error(t('Error'), { description: t('Failed to update profile. {problem}', { problem: errorMessage(error) }) });
      },
    });
  }

  const describedBy = (name: FieldName, ...extra: string[]) =>
    [errors[name] ? `${FIELD_IDS[name]}-error` : null, ...extra].filter(Boolean).join(' ') || undefined;

  return (
    <SectionCard title={t('Profile')} description={t('How other members see you on LocalHub.')}>
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <Field id={FIELD_IDS.fullName} label={t('Full Name')} error={errors.fullName}>
          <Input
            id={FIELD_IDS.fullName}
            name="fullName"
            autoComplete="name"
            required
            aria-required="true"
            maxLength={100}
            value={fullName}
            onChange={(event) => {
              setFullName(event.target.value);
              clearError('fullName');
            }}
            aria-invalid={errors.fullName ? true : undefined}
            aria-describedby={describedBy('fullName')}
          />
        </Field>

        <Field id="profile-email" label={t('Email')} hint={t('Email cannot be changed')}>
          <Input id="profile-email" type="email" value={me.email ?? ''} disabled readOnly aria-describedby="profile-email-hint" />
        </Field>

        <Field id={FIELD_IDS.bio} label={t('Bio')} error={errors.bio}>
          <Textarea
            id={FIELD_IDS.bio}
            name="bio"
            rows={4}
            maxLength={BIO_MAX}
            placeholder={t('Tell people about yourself and what you do')}
            value={bio}
            onChange={(event) => {
              setBio(event.target.value);
              clearError('bio');
            }}
            aria-invalid={errors.bio ? true : undefined}
            aria-describedby={describedBy('bio', 'profile-bio-count')}
          />
          <p id="profile-bio-count" className="text-right text-xs text-muted-foreground">
            {bio.length}/{BIO_MAX}
            <span className="sr-only"> {t('characters')}</span>
          </p>
        </Field>

        <Field
          id={FIELD_IDS.placeId}
          label={t('Location')}
          error={errors.placeId}
          hint={t('Type your area, town or LGA, then pick it from the list.')}
        >
          <PlaceField
            id={FIELD_IDS.placeId}
            value={place}
            onChange={(next) => {
              setPlace(next);
              setPlaceChanged(true);
              clearError('placeId');
            }}
            invalid={Boolean(errors.placeId)}
            describedBy={describedBy('placeId', errors.placeId ? '' : `${FIELD_IDS.placeId}-hint`)}
          />
        </Field>

        <Field
          id={FIELD_IDS.birthYear}
          label={t('Birth year (optional)')}
          hint={t('Only used to show you advertisements meant for your age group. Never shown to others.')}
          error={errors.birthYear}
        >
          <Input
            id={FIELD_IDS.birthYear}
            name="birthYear"
            inputMode="numeric"
            autoComplete="bday-year"
            maxLength={4}
            value={birthYear}
            onChange={(event) => {
              setBirthYear(event.target.value);
              clearError('birthYear');
            }}
            aria-invalid={errors.birthYear ? true : undefined}
            aria-describedby={describedBy('birthYear', errors.birthYear ? '' : `${FIELD_IDS.birthYear}-hint`)}
          />
        </Field>

        <div>
          <Button type="submit" disabled={update.isPending} className="w-full sm:w-auto">
            {update.isPending ? t('Saving...') : t('Save Changes')}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}

const FIELD_IDS: Record<FieldName, string> = {
  fullName: 'profile-full-name',
  bio: 'profile-bio',
  placeId: 'profile-location',
  birthYear: 'profile-birth-year',
};

/** The member's saved place; an older location with only a city shows that city (id null: not a place to send). */
function savedPlace(me: Me): PlaceValue | null {
  if (me.placeId !== null && me.location) return { id: me.placeId, label: me.location };
  return me.location ? { id: null, label: me.location } : null;
}

function focusFirstError(errors: FieldErrors) {
  const first = (Object.keys(FIELD_IDS) as FieldName[]).find((name) => errors[name]);
  if (first) document.getElementById(FIELD_IDS[first])?.focus();
}
