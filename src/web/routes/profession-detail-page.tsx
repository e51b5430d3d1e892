import { Briefcase, CalendarClock, FileText, Info, MapPin, Pencil, Phone, Star, UserRound } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PRODUCT_NAME } from '../../shared/brand';
import { formatNaira } from '../../shared/money';
import type { Profession } from '../../shared/schemas/listings';
import { Button } from '../components/ui/button';
import { useSession } from '../features/auth/api';
import { parseId, useProfession } from '../features/listing-detail/api';
import { ContactActions } from '../features/listing-detail/contact-actions';
import { ExperienceSection } from '../features/listing-detail/experience-section';
import { formatPhone, hasCoordinates, formatPlace, publicUrl, telHref } from '../lib/format';
import { Fact, ListingHeader, ListingPicture, RatingLine, TypeBadge } from '../features/listing-detail/header';
import { LocationButton } from '../features/listing-detail/location-dialog';
import { PostsSection } from '../features/listing-detail/posts-section';
import { ReviewsSection } from '../features/listing-detail/reviews-section';
import { ShareButton } from '../components/listing/share-button';
import { AboutList, ListingTabs, useListingTab } from '../features/listing-detail/tabs';
import { useDetailState, type DetailTexts } from '../features/listing-detail/use-detail-state';

const PROFILE_TEXTS: DetailTexts = { notFound: 'Profile not found', notFoundDescription: 'This profile may have been removed, or the link is not quite right.', failed: 'Failed to fetch profession details', loading: 'Loading profile', round: true };

export default function ProfessionDetailPage() {
  const id = parseId(useParams().id);
  const profession = useProfession(id);
  const state = useDetailState(id, profession, (data) => data.title, PROFILE_TEXTS);
  if (state || !profession.data) return state;
  return <ProfessionDetail key={profession.data.professionId} profession={profession.data} />;
}

function ProfessionDetail({ profession }: { profession: Profession }) {
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const { tab, setTab, showReviews } = useListingTab('posts');
  const id = profession.professionId;
  const location = (formatPlace(profession.place, { landmark: true }) || null);
  const url = publicUrl('profession', id);
  const rate = profession.hourlyRateKobo !== null ? `${formatNaira(profession.hourlyRateKobo)}/hour` : null;

  return (
    <div className="min-w-0">
      <ListingHeader
        picture={<ListingPicture src={profession.profilePicture} icon={UserRound} round className="size-24 sm:size-32" />}
        title={profession.title}
        badge={profession.professionType ? <TypeBadge name={profession.professionType.name} /> : null}
        rating={<RatingLine rating={profession.rating} onShowReviews={showReviews} />}
        lead={
          rate ? (
            <p className="text-base font-semibold text-primary">
              <span className="sr-only">Hourly rate: </span>
              {rate}
            </p>
          ) : null
        }
        description={profession.description}
        facts={
          <>
            <Fact icon={UserRound} label="Offered by">
              {profession.owner.fullName}
            </Fact>
            {profession.contactPhone ? (
              <Fact icon={Phone} label="Phone">
                <a href={telHref(profession.contactPhone)} className="font-medium text-primary hover:underline">
                  {formatPhone(profession.contactPhone)}
                </a>
              </Fact>
            ) : null}
            {profession.availabilityHours ? (
              <Fact icon={CalendarClock} label="Availability">
                {profession.availabilityHours}
              </Fact>
            ) : null}
            <Fact icon={MapPin} label="Location">
              <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
                <span>{location ?? 'Location not specified'}</span>
                {location || hasCoordinates(profession.place) ? <LocationButton place={profession.place} name={profession.title} /> : null}
              </span>
            </Fact>
          </>
        }
        actions={
          profession.isOwner ? (
            <>
              <Button asChild>
                <Link to={`/app/profession?edit=${profession.professionId}`}>
                  <Pencil aria-hidden />
                  Edit
                </Link>
              </Button>
              <ShareButton url={url} title={profession.title} />
            </>
          ) : (
            <ContactActions
              phone={profession.contactPhone}
              whatsappMessage={`Hello! I found your profile "${profession.title}" on ${PRODUCT_NAME}: ${url}`}
              shareUrl={url}
              shareTitle={`${profession.title} · ${profession.owner.fullName}`}
            />
          )
        }
      />

      <ListingTabs
        label="Profile sections"
        value={tab}
        onValueChange={setTab}
        tabs={[
          { value: 'posts', label: 'Posts', icon: FileText, content: <PostsSection kind="profession" id={id} isOwner={profession.isOwner} /> },
          {
            value: 'experience',
            label: 'Experience',
            icon: Briefcase,
            content: <ExperienceSection professionId={id} isOwner={profession.isOwner} />,
          },
          {
            value: 'about',
            label: 'About',
            icon: Info,
            content: (
              <AboutList
                rows={[
                  { label: 'Description', value: profession.description ?? 'No description available.' },
                  { label: 'Specialty', value: profession.professionType?.name ?? 'Not specified' },
                  { label: 'Hourly rate', value: rate ?? 'Not specified' },
                  { label: 'Availability', value: profession.availabilityHours ?? 'Hours not specified' },
                  { label: 'Location', value: location ?? 'Location not specified' },
                ]}
              />
            ),
          },
          {
            value: 'reviews',
            label: 'Reviews',
            icon: Star,
            content: (
              <ReviewsSection kind="profession" listingId={id} listingName={profession.title} isOwner={profession.isOwner} signedIn={signedIn} />
            ),
          },
        ]}
      />
    </div>
  );
}
