import { Phone } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { ConnectButton } from '../network';
import { DetailFollowButton } from '../follows';
import { DetailSaveButton } from '../saves';
import { MessageOwnerButton } from '../messages';
import { telHref } from '../../lib/format';
import { t } from '../../lib/i18n';
import { ShareButton } from '../../components/listing/share-button';
import { WhatsAppButton } from '../../components/listing/whatsapp-button';
import { ReportButton } from '../reports';

/** What a visitor can do with a listing: call, WhatsApp (when there is a phone), share, message and connect with its owner. */
export function ContactActions(props: {
  /** The listing's name (a business's name, a professional's title). */
  name: string;
  owner: { userId: string; fullName: string };
  phone: string | null;
  whatsappMessage: string;
  shareUrl: string;
  shareTitle: string;
  report: { kind: 'business' | 'profession'; id: number; noun: string };
}) {
  return (
    <>
      {props.phone ? (
        <Button asChild>
          <a href={telHref(props.phone)} data-tap="call">
            <Phone aria-hidden />
            {t('Call')}
          </a>
        </Button>
      ) : null}
      {/* Marked for the owner's analytics (the page reports taps on marked elements). */}
      <span className="contents" data-tap="message">
        <MessageOwnerButton ownerId={props.owner.userId} name={props.name} />
      </span>
      <span className="contents" data-tap="whatsapp">
        <WhatsAppButton phone={props.phone} message={props.whatsappMessage} />
      </span>
      <ShareButton url={props.shareUrl} title={props.shareTitle} />
      {/* Wide enough for their longest label (Connected, Saved, Following), so the row does not re-wrap when the
          member's own state arrives after the page and push the tabs below it down. */}
      <span className="inline-flex min-w-[8.5rem] empty:hidden [&>*]:w-full">
        <ConnectButton
          userId={props.owner.userId}
          name={props.owner.fullName}
          label={t('{owner}, owner of {name}', { owner: props.owner.fullName, name: props.name })}
          size="md"
          variant="outline"
        />
      </span>
      <span className="inline-flex min-w-[8.5rem] empty:hidden [&>*]:w-full">
        <DetailSaveButton />
      </span>
      <span className="inline-flex min-w-[8.5rem] empty:hidden [&>*]:w-full">
        <DetailFollowButton />
      </span>
      <ReportButton kind={props.report.kind} id={props.report.id} noun={props.report.noun} />
    </>
  );
}
