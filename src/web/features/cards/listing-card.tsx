import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../shared/brand';
import { CardActionRow, NarrowOnly, WideOnly } from '../../components/cards/card-row';
import { listingOnCard, ListingCardView, type ListingCardProps } from '../../components/cards/listing-card-view';
import { ShareButton } from '../../components/listing/share-button';
import { WhatsAppButton } from '../../components/listing/whatsapp-button';
import { Button } from '../../components/ui/button';
import { publicUrl } from '../../lib/format';
import { t } from '../../lib/i18n';
import { TapReporter } from '../analytics';
import { ConnectButton } from '../network';
import { ReportButton } from '../reports';
import { SaveButton } from '../saves';
import { CardMore } from './card-more';
import { LikeButton } from './like-button';

/** The greeting a WhatsApp message starts with (docs/spec/part-1-access-shell-home-search-plans.md §5): it names LocalHub and the listing's public link. */
function listingGreeting(props: ListingCardProps): string {
  const url = publicUrl(props.kind, props.kind === 'business' ? props.listing.businessId : props.listing.professionId);
  return props.kind === 'business'
    ? t('Hello! I found your business "{name}" on {brand}: {url}', { name: props.listing.name, brand: PRODUCT_NAME, url })
    : t('Hello! I found your profile "{name}" on {brand}: {url}', { name: props.listing.title, brand: PRODUCT_NAME, url });
}

/** A listing card's actions: like, comment, share, save, connect with the owner, report, WhatsApp; the secondary ones under "…" on a narrow card. */
function ListingActions(props: ListingCardProps) {
  const { kind, listing } = props;
  const { id, name, detail } = listingOnCard(props);
  const report = { kind, id, ownerId: listing.owner.userId, noun: kind === 'business' ? 'business' : 'profile' };
  return (
    <CardActionRow>
      <LikeButton kind={kind} id={id} liked={listing.likedByMe} likeCount={listing.likeCount} name={name} />
      <Button size="sm" variant="ghost" asChild>
        <Link to={`${detail}#comments`} aria-label={t('Comment on {name}', { name })}>
          <MessageSquare aria-hidden />
          <span className="@max-sm:sr-only">{t('Comment')}</span>
        </Link>
      </Button>
      <WideOnly>
        <ShareButton
          size="sm"
          variant="ghost"
          url={publicUrl(kind, id)}
          title={name}
          text={listing.description ?? undefined}
          label={name}
        />
        <SaveButton kind={kind} id={id} name={name} />
        <ConnectButton
          userId={listing.owner.userId}
          name={listing.owner.fullName}
          label={t('{owner}, owner of {name}', { owner: listing.owner.fullName, name })}
        />
        <ReportButton {...report} compact />
      </WideOnly>
      <TapReporter kind={kind} id={id} tap="whatsapp">
        <WhatsAppButton
          size="sm"
          variant="ghost"
          phone={listing.contactPhone}
          message={listingGreeting(props)}
          label={name}
          className="text-primary"
        />
      </TapReporter>
      <NarrowOnly>
        <CardMore
          className="ml-auto"
          actions={{
            name,
            share: { url: publicUrl(kind, id), title: name, text: listing.description ?? undefined },
            save: { kind, id },
            connect: { userId: listing.owner.userId, name: listing.owner.fullName },
            report,
          }}
        />
      </NarrowOnly>
    </CardActionRow>
  );
}

/** A business or a professional with the card's actions. */
export function ListingCard(props: ListingCardProps) {
  return <ListingCardView {...props} actions={<ListingActions {...props} />} />;
}
