import type { MouseEvent } from 'react';
import { CircleCheck, Clock, ExternalLink, Globe, MapPin, Pencil, Store, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { AnalyticsLink } from '../analytics';
import type { Business } from '../../../shared/schemas/listings';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { ContactLinks, ListingPicture, RatingBadge } from '../../components/listing/listing-display';
import { formatPlace } from '../../lib/format';
import { t } from '../../lib/i18n';

const websiteLabel = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

/** An owner's business: clicking it selects it for the Categories and Products tabs. */
export function BusinessCard(props: { business: Business; selected: boolean; onSelect(): void; onEdit(): void; onDelete(): void }) {
  const { business } = props;
  const place = formatPlace(business.place);

  // A click on the card's background selects it; links and buttons inside keep their own meaning.
  const onCardClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a, button, input, select, textarea')) return;
    props.onSelect();
  };

  return (
    <Card
      onClick={onCardClick}
      data-selected={props.selected || undefined}
      className={cn(
        'flex cursor-pointer flex-col gap-3 p-4 transition-shadow hover:shadow-md',
        props.selected && 'border-primary ring-2 ring-primary',
      )}
    >
      <div className="flex gap-3">
        <ListingPicture base={business.profilePicture} alt="" icon={Store} className="size-16" sizes="64px" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-base font-semibold" title={business.name}>
            {business.name}
          </h2>
          {business.businessType ? <p className="truncate text-sm text-muted-foreground">{business.businessType.name}</p> : null}
          <RatingBadge rating={business.rating} className="mt-1" />
        </div>
      </div>

      {business.description ? <p className="line-clamp-3 text-sm text-muted-foreground">{business.description}</p> : null}

      <ul className="grid gap-1.5 text-sm">
        {place ? (
          <li className="flex gap-2">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <span className="min-w-0">
              {place}
              {business.place.landmark ? <span className="text-muted-foreground"> · {business.place.landmark}</span> : null}
            </span>
          </li>
        ) : null}
        {business.openingHours ? (
          <li className="flex gap-2">
            <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <span className="min-w-0">{business.openingHours}</span>
          </li>
        ) : null}
        {business.websiteUrl ? (
          <li className="flex gap-2">
            <Globe aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <a
              href={business.websiteUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="min-w-0 truncate text-primary underline-offset-4 hover:underline"
            >
              {websiteLabel(business.websiteUrl)}
            </a>
          </li>
        ) : null}
        {business.contactPhone ? (
          <li>
            <ContactLinks phone={business.contactPhone} name={business.name} verified={business.contactPhoneVerified} />
          </li>
        ) : null}
      </ul>

      <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-border pt-3">
        <Button size="sm" variant={props.selected ? 'secondary' : 'outline'} aria-pressed={props.selected} onClick={props.onSelect}>
          {props.selected ? <CircleCheck aria-hidden className="text-primary" /> : null}
          <span aria-hidden>{props.selected ? t('Managing') : t('Manage')}</span>
          <span className="sr-only">
            {props.selected ? t('Managing {name}', { name: business.name }) : t('Manage {name}', { name: business.name })}
          </span>
        </Button>
        <Button size="sm" variant="ghost" asChild>
          <Link to={`/app/business/${business.businessId}`}>
            <ExternalLink aria-hidden />
            <span aria-hidden>{t('View page')}</span>
            <span className="sr-only">{t('View page of {name}', { name: business.name })}</span>
          </Link>
        </Button>
        <AnalyticsLink kind="business" id={business.businessId} size="sm" variant="ghost" />
        <span className="ml-auto flex gap-1">
          <Button size="sm" variant="ghost" onClick={props.onEdit}>
            <Pencil aria-hidden />
            {t('Edit')}
            <span className="sr-only"> {business.name}</span>
          </Button>
          <Button size="sm" variant="ghost" className="text-destructive" onClick={props.onDelete}>
            <Trash2 aria-hidden />
            {t('Delete')}
            <span className="sr-only"> {business.name}</span>
          </Button>
        </span>
      </div>
    </Card>
  );
}
