import { Check, Clock, MessageCircle, UserPlus, X } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import type { Person } from '../../../shared/schemas/network';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api';
import { t } from '../../lib/i18n';
import { messageLink, useAcceptRequest, useDeclineRequest, useSendRequest, useWithdrawRequest } from './api';

export function MessageButton({ person }: { person: Person }) {
  return (
    <Button size="sm" asChild>
      <Link to={messageLink(person.userId)} aria-label={t('Message {name}', { name: person.fullName })}>
        <MessageCircle aria-hidden />
        {t('Message')}
      </Link>
    </Button>
  );
}

export function ConnectAction({ person }: { person: Person }) {
  const send = useSendRequest();
  return (
    <Button
      size="sm"
      disabled={send.isPending}
      aria-label={
        send.isPending ? t('Sending a request to {name}…', { name: person.fullName }) : t('Connect with {name}', { name: person.fullName })
      }
      onClick={() =>
        send.mutate(person, {
          onSuccess: () => toast.success(t('Connection request sent')),
          onError: (error) => toast.error(t('Failed to send connection request'), { description: errorMessage(error) }),
        })
      }
    >
      <UserPlus aria-hidden />
      {send.isPending ? t('Sending...') : t('Connect')}
    </Button>
  );
}

export function PendingLabel({ person }: { person: Person }) {
  return (
    <Button size="sm" variant="secondary" disabled aria-label={t('Request Pending with {name}', { name: person.fullName })}>
      <Clock aria-hidden />
      {t('Request Pending')}
    </Button>
  );
}

/** Accept and Decline for a request the member received. */
export function AnswerActions({ person, connectionId }: { person: Person; connectionId: number }) {
  const accept = useAcceptRequest();
  const decline = useDeclineRequest();
  const busy = accept.isPending || decline.isPending;
  const ref = { userId: person.userId, fullName: person.fullName, connectionId };
  return (
    <>
      <Button
        size="sm"
        disabled={busy}
        onClick={() =>
          accept.mutate(ref, {
            onSuccess: () => toast.success(t('You are now connected with {name}', { name: person.fullName })),
            onError: (error) => toast.error(t('Failed to accept the request'), { description: errorMessage(error) }),
          })
        }
        aria-label={t('Accept the request from {name}', { name: person.fullName })}
      >
        <Check aria-hidden />
        {t('Accept')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={busy}
        onClick={() =>
          decline.mutate(ref, {
            onSuccess: () => toast.success(t('Request declined')),
            onError: (error) => toast.error(t('Failed to decline the request'), { description: errorMessage(error) }),
          })
        }
        aria-label={t('Decline the request from {name}', { name: person.fullName })}
      >
        <X aria-hidden />
        {t('Decline')}
      </Button>
    </>
  );
}

/** Withdraw for a request the member sent. */
export function WithdrawAction({ person, connectionId }: { person: Person; connectionId: number }) {
  const withdraw = useWithdrawRequest();
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={withdraw.isPending}
      onClick={() =>
        withdraw.mutate(
          { userId: person.userId, fullName: person.fullName, connectionId },
          {
            onSuccess: () => toast.success(t('Request withdrawn')),
            onError: (error) => toast.error(t('Failed to withdraw the request'), { description: errorMessage(error) }),
          },
        )
      }
      aria-label={t('Withdraw the request to {name}', { name: person.fullName })}
    >
      <X aria-hidden />
      {t('Withdraw')}
    </Button>
  );
}

/** The spec's card states: none → Connect, pending → "Request Pending" (or Accept / Decline when they asked), accepted → Message. */
export function RelationActions({ person }: { person: Person }) {
  const { status, connectionId } = person.connection;
  if (status === 'connected') return <MessageButton person={person} />;
  if (status === 'outgoing') return <PendingLabel person={person} />;
  if (status === 'incoming' && connectionId) return <AnswerActions person={person} connectionId={connectionId} />;
  return <ConnectAction person={person} />;
}
