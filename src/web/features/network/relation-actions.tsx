import { Check, Clock, MessageCircle, UserPlus, X } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import type { Person } from '../../../shared/schemas/network';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api';
import { messageLink, useAcceptRequest, useDeclineRequest, useSendRequest, useWithdrawRequest } from './api';

export function MessageButton({ person }: { person: Person }) {
  return (
    <Button size="sm" asChild>
      <Link to={messageLink(person.userId)}>
        <MessageCircle aria-hidden />
        Message<span className="sr-only"> {person.fullName}</span>
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
      onClick={() =>
        send.mutate(person, {
          onSuccess: () => toast.success('Connection request sent'),
          onError: (error) => toast.error('Failed to send connection request', { description: errorMessage(error) }),
        })
      }
    >
      <UserPlus aria-hidden />
      {send.isPending ? 'Sending...' : 'Connect'}
      <span className="sr-only"> with {person.fullName}</span>
    </Button>
  );
}

export function PendingLabel({ person }: { person: Person }) {
  return (
    <Button size="sm" variant="secondary" disabled>
      <Clock aria-hidden />
      Request Pending<span className="sr-only"> with {person.fullName}</span>
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
            onSuccess: () => toast.success(`You are now connected with ${person.fullName}`),
            onError: (error) => toast.error('Failed to accept the request', { description: errorMessage(error) }),
          })
        }
      >
        <Check aria-hidden />
        Accept<span className="sr-only"> the request from {person.fullName}</span>
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={busy}
        onClick={() =>
          decline.mutate(ref, {
            onSuccess: () => toast.success('Request declined'),
            onError: (error) => toast.error('Failed to decline the request', { description: errorMessage(error) }),
          })
        }
      >
        <X aria-hidden />
        Decline<span className="sr-only"> the request from {person.fullName}</span>
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
            onSuccess: () => toast.success('Request withdrawn'),
            onError: (error) => toast.error('Failed to withdraw the request', { description: errorMessage(error) }),
          },
        )
      }
    >
      <X aria-hidden />
      Withdraw<span className="sr-only"> the request to {person.fullName}</span>
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
