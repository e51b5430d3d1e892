import { Share2 } from 'lucide-react';
import { toast } from '../../lib/toast';
import { Button, type ButtonProps } from '../ui/button';

/** The phone's share sheet when there is one, else the link goes to the clipboard. */
export function ShareButton(props: {
  url: string;
  title: string;
  text?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
  /** Said to screen readers after "Share", e.g. the listing's name. */
  label?: string;
}) {
  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: props.title, text: props.text, url: props.url });
        return;
      } catch (error) {
        // The member closed the sheet: nothing to do. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(props.url);
      toast.success('Link copied');
    } catch {
      toast.error('Could not copy the link', { description: props.url });
    }
  }

  return (
    <Button variant={props.variant ?? 'outline'} size={props.size} className={props.className} onClick={share}>
      <Share2 aria-hidden />
      Share
      {props.label ? <span className="sr-only"> {props.label}</span> : null}
    </Button>
  );
}
