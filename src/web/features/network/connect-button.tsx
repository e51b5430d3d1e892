import { Clock, UserCheck, UserPlus } from 'lucide-react';
import { toast } from '../../lib/toast';
import { Button, type ButtonProps } from '../../components/ui/button';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useSession } from '../auth/api';
import { useAcceptRequest, useConnectionState, useSendRequest } from './api';
import { useNetworkLiveUpdates } from './use-network-live-updates';

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
  useNetworkLiveUpdates();
  const session = useSession();
  const viewerId = session.data?.user?.id;
  const enabled = Boolean(viewerId) && viewerId !== props.userId;
  const state = useConnectionState(props.userId, enabled);
  const send = useSendRequest();
  const accept = useAcceptRequest();
  if (!enabled) return null;

  const size = props.size ?? 'sm';
  const variant = props.variant ?? 'ghost';
  const who = <span className="sr-only"> with {props.label ?? props.name}</span>;
  const status = state.data?.status;

  if (status === 'connected') {
    return (
      <span
        className={cn(
          'inline-flex h-8 items-center gap-2 px-3 text-sm font-medium text-primary [&_svg]:size-4',
          size !== 'sm' && 'h-10',
          props.className,
        )}
      >
        <UserCheck aria-hidden />
        Connected{who}
      </span>
    );
  }
  if (status === 'outgoing') {
    return (
      <Button size={size} variant={variant} disabled className={props.className}>
        <Clock aria-hidden />
        Request Pending{who}
      </Button>
    );
  }
  if (status === 'incoming' && state.data?.connectionId) {
    const connectionId = state.data.connectionId;
    return (
      <Button
        size={size}
        variant={variant}
        className={props.className}
        disabled={accept.isPending}
        onClick={() =>
          accept.mutate(
            { userId: props.userId, fullName: props.name, connectionId },
            {
              onSuccess: () => toast.success(`You are now connected with ${props.name}`),
              onError: (error) => toast.error('Failed to accept the request', { description: errorMessage(error) }),
            },
          )
        }
      >
        <UserCheck aria-hidden />
        Accept<span className="sr-only"> the connection request from {props.name}</span>
      </Button>
    );
  }
  return (
    <Button
      size={size}
      variant={variant}
      className={props.className}
      disabled={state.isPending || send.isPending}
      aria-busy={state.isPending || send.isPending}
      onClick={() =>
        send.mutate(
          { userId: props.userId, fullName: props.name },
          {
            onSuccess: () => toast.success('Connection request sent'),
            onError: (error) => toast.error('Failed to send connection request', { description: errorMessage(error) }),
          },
        )
      }
    >
      <UserPlus aria-hidden />
      Connect{who}
    </Button>
  );
}
