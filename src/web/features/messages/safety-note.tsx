import { ShieldAlert } from 'lucide-react';
import { SAFETY_NOTE } from '../../../shared/safety';
import { t } from '../../lib/i18n';

/** The safety note under a stranger's first message or a request for payment (decision 0019). */
export function SafetyNote() {
  return (
    <p
      role="note"
      data-testid="safety-note"
      className="mt-1 flex max-w-[85%] items-start gap-2 rounded-md border border-amber-500/40 bg-amber-50 px-3 py-2 text-xs text-amber-950 sm:max-w-[70%] dark:bg-amber-950/40 dark:text-amber-100"
    >
      <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{t(SAFETY_NOTE)}</span>
    </p>
  );
}
