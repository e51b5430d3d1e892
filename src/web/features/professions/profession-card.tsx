import { Briefcase, Clock, MapPin, Pencil, Trash2, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { AnalyticsLink } from '../analytics';
import { formatNaira } from '../../../shared/money';
import type { Profession } from '../../../shared/schemas/listings';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ContactLinks, ListingPicture, RatingBadge } from '../../components/listing/listing-display';
import { formatPlace } from '../../lib/format';
import { t } from '../../lib/i18n';

/** A profession in owner mode (docs/spec/part-2-management-detail-messaging-account-media.md §2.3): the details and Edit / Delete. */
export function ProfessionCard(props: { profession: Profession; onEdit(): void; onDelete(): void }) {
  const { profession } = props;
  const place = formatPlace(profession.place);
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex gap-3">
        <ListingPicture base={profession.profilePicture} alt="" icon={Briefcase} className="size-16 rounded-full" sizes="64px" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="min-w-0 truncate text-base font-semibold">
              <Link to={`/app/profession/${profession.professionId}`} className="underline-offset-4 hover:underline">
                {profession.title}
              </Link>
            </h2>
            <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">{t('Available')}</span>
          </div>
          {profession.professionType ? <p className="truncate text-sm text-muted-foreground">{profession.professionType.name}</p> : null}
          <RatingBadge rating={profession.rating} className="mt-1" />
        </div>
      </div>

      {profession.description ? <p className="line-clamp-3 text-sm text-muted-foreground">{profession.description}</p> : null}

      <ul className="grid gap-1.5 text-sm">
        {profession.hourlyRateKobo !== null ? (
          <li className="flex gap-2">
            <Wallet aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <span className="font-medium">{t('{amount}/hour', { amount: formatNaira(profession.hourlyRateKobo) })}</span>
          </li>
        ) : null}
        {place ? (
          <li className="flex gap-2">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <span className="min-w-0">
              {place}
              {profession.place.landmark ? <span className="text-muted-foreground"> · {profession.place.landmark}</span> : null}
            </span>
          </li>
        ) : null}
        {profession.availabilityHours ? (
          <li className="flex gap-2">
            <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <span className="min-w-0">{profession.availabilityHours}</span>
          </li>
        ) : null}
        {profession.contactPhone ? (
          <li>
            <ContactLinks phone={profession.contactPhone} name={profession.title} verified={profession.contactPhoneVerified} />
          </li>
        ) : null}
      </ul>

      <div className="mt-auto flex flex-wrap justify-end gap-1 border-t border-border pt-3">
        <AnalyticsLink kind="profession" id={profession.professionId} size="sm" variant="ghost" />
        <Button size="sm" variant="ghost" onClick={props.onEdit}>
          <Pencil aria-hidden />
          {t('Edit')}
          <span className="sr-only"> {profession.title}</span>
        </Button>
        <Button size="sm" variant="ghost" className="text-destructive" onClick={props.onDelete}>
          <Trash2 aria-hidden />
          {t('Delete')}
          <span className="sr-only"> {profession.title}</span>
        </Button>
      </div>
    </Card>
  );
}
