import { Briefcase, CalendarClock, FileText, UserRound } from 'lucide-react';
import { formatNaira } from '../../../shared/money';
import type { Profession } from '../../../shared/schemas/listings';
import { ExperienceSection } from './experience-section';
import { Fact } from './header';
import type { DetailListing } from './listing-detail-view';
import { PostsSection } from './posts-section';

/** A profile page: who offers it, the hourly rate in naira, availability, posts first and the experience. */
export function professionDetail(profession: Profession): DetailListing {
  const id = profession.professionId;
  const rate = profession.hourlyRateKobo !== null ? `${formatNaira(profession.hourlyRateKobo)}/hour` : null;
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
    place: profession.place,
    approximateArea: profession.approximateArea,
    isOwner: profession.isOwner,
    shareTitle: `${profession.title} · ${profession.owner.fullName}`,
    lead: rate ? (
      <p className="text-base font-semibold text-primary">
        <span className="sr-only">Hourly rate: </span>
        {rate}
      </p>
    ) : null,
    factsFirst: (
      <Fact icon={UserRound} label="Offered by">
        {profession.owner.fullName}
      </Fact>
    ),
    facts: profession.availabilityHours ? (
      <Fact icon={CalendarClock} label="Availability">
        {profession.availabilityHours}
      </Fact>
    ) : null,
    editHref: `/app/profession?edit=${id}`,
    tabsLabel: 'Profile sections',
    tabs: () => [
      { value: 'posts', label: 'Posts', icon: FileText, content: <PostsSection kind="profession" id={id} isOwner={profession.isOwner} /> },
      {
        value: 'experience',
        label: 'Experience',
        icon: Briefcase,
        content: <ExperienceSection professionId={id} isOwner={profession.isOwner} />,
      },
    ],
    about: (location) => [
      { label: 'Specialty', value: profession.professionType?.name ?? 'Not specified' },
      { label: 'Hourly rate', value: rate ?? 'Not specified' },
      { label: 'Availability', value: profession.availabilityHours ?? 'Hours not specified' },
      { label: 'Location', value: location ?? 'Location not specified' },
    ],
  };
}
