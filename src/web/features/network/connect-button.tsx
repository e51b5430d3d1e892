import { Clock, UserCheck, UserPlus } from 'lucide-react';
import { toast } from '../../lib/toast';
import { Button, type ButtonProps } from '../../components/ui/button';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';
import { useSession } from '../auth/api';
import { useAcceptRequest, useConnectionState, useSendRequest } from './api';
import { useNetworkLiveUpdates } from './use-network-live-updates';

/**
 * The viewer's relation with a member, and what can be done about it: send a connection request, or accept theirs.
 * `enabled` is false for visitors and for the viewer themself. The toasts come even when the control that started
 * the change is gone (a card's closed menu).
 */
export function useConnect(userId: string, name: string) {
  useNetworkLiveUpdates();
  const session = useSession();
  const viewerId = session.data?.user?.id;
  const enabled = Boolean(viewerId) && viewerId !== userId;
  const state = useConnectionState(userId, enabled);
  const send = useSendRequest();
  const accept = useAcceptRequest();
  const connectionId = state.data?.connectionId;

  async function connect() {
    try {
      await send.mutateAsync({ userId, fullName: name });
      toast.success(t('Connection request sent'));
    } catch (error) {
      toast.error(t('Failed to send connection request'), { description: errorMessage(error) });
    }
  }

  async function acceptRequest() {
    if (!connectionId) return;
    try {
      await accept.mutateAsync({ userId, fullName: name, connectionId });
      toast.success(t('You are now connected with {name}', { name }));
    } catch (error) {
      toast.error(t('Failed to accept the request'), { description: errorMessage(error) });
    }
  }

  const status = state.data?.status;
  return {
    enabled,
    /** 'incoming' only when the request can be accepted here. */
    status: status === 'incoming' && !connectionId ? undefined : status,
    loading: state.isPending,
    sending: send.isPending,
    accepting: accept.isPending,
    connect,
    accept: acceptRequest,
  };
}

/**
 * Connect with a member from anywhere (feed and search cards, listing pages): sends a connection request to them and
 * shows its state — Connect, "Request Pending" (disabled), Accept (they asked first) or Connected. Hidden for
 * visitors (docs/spec/part-2-management-detail-messaging-account-media.md §6: Connect appears only when signed in) and on the viewer's own listings and posts.
 */
export function ConnectButton(props: {
  userId: string;
  /** The member's name, for the toast and screen readers. */
  name: string;
  /** What the card is about when it is not the member's name (a listing), for screen readers. */
  label?: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  className?: string;
}) {
  const relation = useConnect(props.userId, props.name);
  if (!relation.enabled) return null;

  const size = props.size ?? 'sm';
  const variant = props.variant ?? 'ghost';
  const who = props.label ?? props.name;

  if (relation.status === 'connected') {
    return (
      <span
        className={cn(
          'inline-flex h-8 items-center gap-2 px-3 text-sm font-medium text-primary [&_svg]:size-4',
          size !== 'sm' && 'h-10',
          props.className,
        )}
      >
        <UserCheck aria-hidden />
        <span aria-hidden>{t('Connected')}</span>
        <span className="sr-only">{t('Connected with {name}', { name: who })}</span>
      </span>
    );
  }
  if (relation.status === 'outgoing') {
    return (
      <Button
        size={size}
        variant={variant}
        disabled
        className={props.className}
        aria-label={t('Request Pending with {name}', { name: who })}
      >
        <Clock aria-hidden />
        {t('Request Pending')}
      </Button>
    );
  }
  if (relation.status === 'incoming') {
    return (
      <Button
        size={size}
        variant={variant}
        className={props.className}
        disabled={relation.accepting}
        onClick={relation.accept}
        aria-label={t('Accept the connection request from {name}', { name: props.name })}
      >
        <UserCheck aria-hidden />
        {t('Accept')}
      </Button>
    );
  }
  const busy = relation.loading || relation.sending;
  return (
    <Button
      size={size}
      variant={variant}
      className={props.className}
      disabled={busy}
      aria-busy={busy}
      onClick={relation.connect}
      aria-label={t('Connect with {name}', { name: who })}
    >
      <UserPlus aria-hidden />
      {t('Connect')}
    </Button>
  );
}
