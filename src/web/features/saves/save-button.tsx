import { Bookmark } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import type { SaveKind } from '../../../shared/schemas/saves';
import { Button, type ButtonProps } from '../../components/ui/button';
import { ApiRequestError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useSession } from '../auth/api';
import { signInHref } from '../auth';
import { setSaved, useSavedChanged, useSavedState } from './api';
import { removedToast, SAVE_NOUN, savedToast } from './texts';

/** Save / Saved for a business, professional or post; visitors are asked to sign in. */
export function SaveButton(props: {
  kind: SaveKind;
  id: number;
  /** Said to screen readers after "Save", e.g. the listing's name. */
  name: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}) {
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const state = useSavedState(props.kind, props.id, signedIn);
  const changed = useSavedChanged();
  const navigate = useNavigate();
  const location = useLocation();
  const [pending, setPending] = useState(false);
  const [shown, setShown] = useState<boolean | null>(null);
  const saved = shown ?? state.data ?? false;

  async function toggle() {
    if (!signedIn) {
      toast('Sign in to save', {
        description: 'Saved items are for members.',
        action: { label: 'Sign in', onClick: () => navigate(signInHref(location)) },
      });
      return;
    }
    if (pending) return;
    const wanted = !saved;
    setPending(true);
    setShown(wanted);
    try {
      const result = await setSaved(props.kind, props.id, wanted);
      await changed(props.kind, props.id, result.saved);
      if (result.saved) toast.success(savedToast(props.kind), { action: { label: 'View saves', onClick: () => navigate('/app/saves') } });
      else toast.success(removedToast(props.kind));
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) toast.error('Sign in to save');
      else
        toast.error('Error', { description: wanted ? `Failed to save ${SAVE_NOUN[props.kind].toLowerCase()}` : 'Failed to remove item' });
    } finally {
      setShown(null);
      setPending(false);
    }
  }

  return (
    <Button
      size={props.size ?? 'sm'}
      variant={props.variant ?? 'ghost'}
      aria-pressed={saved}
      onClick={toggle}
      className={cn(saved && 'text-primary', props.className)}
    >
      <Bookmark aria-hidden className={cn(saved && 'fill-current')} />
      {saved ? 'Saved' : 'Save'}
      <span className="sr-only"> {props.name}</span>
    </Button>
  );
}
