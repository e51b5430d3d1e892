import { MessageCircle } from 'lucide-react';
import { t } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { whatsappNumber } from '../../../shared/phone';
import { Button, type ButtonProps } from '../ui/button';

/**
 * Opens WhatsApp with a prefilled greeting (docs/product-decisions.md §23). Rendered only when there is a phone;
 * a number WhatsApp cannot use gets the spec's "not available" message instead of a broken link.
 */
export function WhatsAppButton(props: {
  phone: string | null;
  message: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
  /** Said to screen readers after "WhatsApp", e.g. the listing's name. */
  label?: string;
}) {
  if (!props.phone) return null;
  const number = whatsappNumber(props.phone);
  if (!number) {
    return (
      <Button
        variant={props.variant ?? 'outline'}
        size={props.size}
        className={props.className}
        onClick={() => toast.error(t('WhatsApp contact not available'))}
      >
        <MessageCircle aria-hidden />
        WhatsApp
        {props.label ? <span className="sr-only"> {props.label}</span> : null}
      </Button>
    );
  }
  return (
    <Button asChild variant={props.variant ?? 'outline'} size={props.size} className={props.className}>
      <a href={`https://wa.me/${number}?text=${encodeURIComponent(props.message)}`} target="_blank" rel="noopener noreferrer">
        <MessageCircle aria-hidden />
        WhatsApp
        <span className="sr-only">
          {' '}
          {props.label ? t('{name} (opens in a new tab)', { name: props.label }) : t('(opens in a new tab)')}
        </span>
      </a>
    </Button>
  );
}
