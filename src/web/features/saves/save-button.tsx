import { Bookmark } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import type { SaveKind } from '../../../shared/schemas/saves';
import { Button, type ButtonProps } from '../../components/ui/button';
import { ApiRequestError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';
import { useSession } from '../auth/api';
import { signInHref } from '../auth';
import { setSaved, useSavedChanged, useSavedState } from './api';
import { removedToast, saveFailedText, savedToast } from './texts';

/**
 * Whether an item is saved, and a toggle that says how it went in a toast; visitors are asked to sign in. The toggle
 * finishes (and toasts) even when the control that started it is gone, as a card's closed menu is.
 */
export function useSaveToggle(kind: SaveKind, id: number) {
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const state = useSavedState(kind, id, signedIn);
  const changed = useSavedChanged();
  const navigate = useNavigate();
  const location = useLocation();
  const [pending, setPending] = useState(false);
  const [shown, setShown] = useState<boolean | null>(null);
  const saved = shown ?? state.data ?? false;

  async function toggle() {
    if (!signedIn) {
      toast(t('Sign in to save'), {
        description: t('Saved items are for members.'),
        action: { label: t('Sign in'), onClick: () => navigate(signInHref(location)) },
      });
      return;
    }
    if (pending) return;
    const wanted = !saved;
    setPending(true);
    setShown(wanted);
    try {
      const result = await setSaved(kind, id, wanted);
      await changed(kind, id, result.saved);
      if (result.saved) toast.success(savedToast(kind), { action: { label: t('View saves'), onClick: () => navigate('/app/saves') } });
      else toast.success(removedToast(kind));
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) toast.error(t('Sign in to save'));
      else toast.error(t('Error'), { description: wanted ? saveFailedText(kind) : t('Failed to remove item') });
    } finally {
      setShown(null);
      setPending(false);
    }
  }

  return { saved, pending, toggle };
}

/** Save / Saved for a business, professional or post. */
export function SaveButton(props: {
  kind: SaveKind;
  id: number;
  /** Said to screen readers after "Save", e.g. the listing's name. */
  name: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}) {
  const { saved, toggle } = useSaveToggle(props.kind, props.id);
  return (
    <Button
      size={props.size ?? 'sm'}
      variant={props.variant ?? 'ghost'}
      aria-pressed={saved}
      onClick={toggle}
      aria-label={saved ? t('Saved {name}', { name: props.name }) : t('Save {name}', { name: props.name })}
      className={cn(saved && 'text-primary', props.className)}
    >
      <Bookmark aria-hidden className={cn(saved && 'fill-current')} />
      {saved ? t('Saved') : t('Save')}
    </Button>
  );
}
