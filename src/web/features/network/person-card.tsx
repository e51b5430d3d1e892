import { Briefcase, MapPin, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../shared/brand';
import { imageSrc } from '../../../shared/media';
import type { Person, PersonListing } from '../../../shared/schemas/network';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { WhatsAppButton } from '../../components/listing/whatsapp-button';
import { initials } from '../../lib/initials';
import { t } from '../../lib/i18n';

export function PersonAvatar({ person, className }: { person: Pick<Person, 'fullName' | 'profilePicture'>; className?: string }) {
  if (person.profilePicture) {
    return (
      <img
        src={imageSrc(person.profilePicture, 160)}
        alt=""
        loading="lazy"
        className={cn('size-12 shrink-0 rounded-full bg-muted object-cover', className)}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-12 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground',
        className,
      )}
    >
      {initials(person.fullName)}
    </span>
  );
}

function ListingChip({ listing }: { listing: PersonListing }) {
  const Icon = listing.kind === 'business' ? Store : Briefcase;
  return (
    <li className="min-w-0 max-w-full">
      <Link
        to={`/app/${listing.kind}/${listing.id}`}
        aria-label={
          listing.kind === 'business' ? t('Business: {name}', { name: listing.name }) : t('Profession: {name}', { name: listing.name })
        }
        className="inline-flex max-w-full items-center gap-1 rounded-full bg-accent px-2.5 py-0.5 text-xs font-medium text-accent-foreground hover:underline focus-visible:underline"
        title={listing.typeName ? `${listing.name} · ${listing.typeName}` : listing.name}
      >
        <Icon aria-hidden className="size-3 shrink-0" />
        <span className="truncate">{listing.name}</span>
      </Link>
    </li>
  );
}

/** The greeting a WhatsApp message to a member starts with. */
export const personGreeting = (person: Person) =>
  t('Hello {name}! I found you on {brand} and would like to connect.', { name: person.fullName, brand: PRODUCT_NAME });

/**
 * A member: avatar, name, @username, city, up to two businesses and two professions ("+N more"), an optional line
 * (why they are suggested, when a request was sent), the given actions and WhatsApp when they have a phone.
 */
export function PersonCard(props: { person: Person; note?: ReactNode; actions: ReactNode; headingLevel?: 'h3' | 'h4' }) {
  const { person } = props;
  const Heading = props.headingLevel ?? 'h3';
  const chips = [...person.businesses, ...person.professions];
  return (
    <Card className="flex h-full min-w-0 flex-col p-4" data-person={person.userId}>
      <div className="flex min-w-0 gap-3">
        <PersonAvatar person={person} />
        <div className="min-w-0 flex-1">
          <Heading className="truncate font-semibold leading-tight">{person.fullName}</Heading>
          <p className="truncate text-xs text-muted-foreground">@{person.username}</p>
          {person.location ? (
            <p className="mt-0.5 flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
              <MapPin aria-hidden className="size-3 shrink-0" />
              <span className="sr-only">{t('Location: {place}', { place: person.location })}</span>
              <span aria-hidden className="truncate">
                {person.location}
              </span>
            </p>
          ) : null}
        </div>
      </div>
      {chips.length > 0 ? (
        <ul
          aria-label={t("{name}'s businesses and professions", { name: person.fullName })}
          className="mt-3 flex min-w-0 flex-wrap items-center gap-1.5"
        >
          {chips.map((listing) => (
            <ListingChip key={`${listing.kind}-${listing.id}`} listing={listing} />
          ))}
          {person.moreListings > 0 ? (
            <li className="text-xs font-medium text-muted-foreground">{t('+{count} more', { count: person.moreListings })}</li>
          ) : null}
        </ul>
      ) : null}
      {props.note ? <div className="mt-2 text-xs text-muted-foreground">{props.note}</div> : null}
      <div className="mt-auto pt-3">
        <div className="flex flex-wrap items-center gap-2 border-t border-border pt-3">
          {props.actions}
          <WhatsAppButton
            size="sm"
            variant="ghost"
            phone={person.phone}
            message={personGreeting(person)}
            label={person.fullName}
            className="text-primary"
          />
        </div>
      </div>
    </Card>
  );
}
