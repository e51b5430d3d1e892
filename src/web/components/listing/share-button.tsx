import { Share2 } from 'lucide-react';
import { t } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { Button, type ButtonProps } from '../ui/button';

export interface ShareTarget {
  url: string;
  title: string;
  text?: string;
}

/** The phone's share sheet when there is one, else the link goes to the clipboard. */
export async function shareLink(target: ShareTarget) {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: target.title, text: target.text, url: target.url });
      return;
    } catch (error) {
      // The member closed the sheet: nothing to do. Any other failure falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(target.url);
    toast.success(t('Link copied'));
  } catch {
    toast.error(t('Could not copy the link'), { description: target.url });
  }
}

export function ShareButton(
  props: ShareTarget & {
    variant?: ButtonProps['variant'];
    size?: ButtonProps['size'];
    className?: string;
    /** Said to screen readers after "Share", e.g. the listing's name. */
    label?: string;
  },
) {
  return (
    <Button variant={props.variant ?? 'outline'} size={props.size} className={props.className} onClick={() => shareLink(props)}>
      <Share2 aria-hidden />
      {t('Share')}
      {props.label ? <span className="sr-only"> {props.label}</span> : null}
    </Button>
  );
}
