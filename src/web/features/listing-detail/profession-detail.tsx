import { Briefcase, CalendarClock, FileText, UserRound } from 'lucide-react';
import { formatNaira } from '../../../shared/money';
import type { Profession } from '../../../shared/schemas/listings';
import { t } from '../../lib/i18n';
import { ExperienceSection } from './experience-section';
import { Fact } from './header';
import type { DetailListing } from './listing-detail-view';
import { PostsSection } from './posts-section';

/**
 * A profile page: who offers it, the hourly rate in naira, availability, posts first and the experience. Made while
 * rendering, so its words are in the reader's language.
 */
export function professionDetail(profession: Profession): DetailListing {
  const id = profession.professionId;
  const rate = profession.hourlyRateKobo !== null ? t('{amount}/hour', { amount: formatNaira(profession.hourlyRateKobo) }) : null;
  return {
    kind: 'profession',
    id,
    name: profession.title,
    noun: 'profile',
    icon: UserRound,
    roundPicture: true,
    profilePicture: profession.profilePicture,
    typeName: profession.professionType?.name ?? null,
    ownerPro: profession.verified,
    ownerIdentityVerified: profession.ownerIdentityVerified,
    rating: profession.rating,
    description: profession.description,
    contactPhone: profession.contactPhone,
    contactPhoneVerified: profession.contactPhoneVerified,
    place: profession.place,
    approximateArea: profession.approximateArea,
    isOwner: profession.isOwner,
    owner: profession.owner,
    shareTitle: `${profession.title} · ${profession.owner.fullName}`,
    lead: rate ? (
      <p className="text-base font-semibold text-primary">
        <span className="sr-only">{t('Hourly rate:')} </span>
        {rate}
      </p>
    ) : null,
    factsFirst: (
      <Fact icon={UserRound} label={t('Offered by')}>
        {profession.owner.fullName}
      </Fact>
    ),
    facts: profession.availabilityHours ? (
      <Fact icon={CalendarClock} label={t('Availability')}>
        {profession.availabilityHours}
      </Fact>
    ) : null,
    editHref: `/app/profession?edit=${id}`,
    tabsLabel: t('Profile sections'),
    tabs: () => [
      {
        value: 'posts',
        label: t('Posts'),
        icon: FileText,
        content: <PostsSection kind="profession" id={id} isOwner={profession.isOwner} />,
      },
      {
        value: 'experience',
        label: t('Experience'),
        icon: Briefcase,
        content: <ExperienceSection professionId={id} isOwner={profession.isOwner} />,
      },
    ],
    about: (location) => [
      { label: t('Specialty'), value: profession.professionType?.name ?? t('Not specified') },
      { label: t('Hourly rate'), value: rate ?? t('Not specified') },
      { label: t('Availability'), value: profession.availabilityHours ?? t('Hours not specified') },
      { label: t('Location'), value: location ?? t('Location not specified') },
    ],
  };
}
