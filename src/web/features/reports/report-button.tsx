import { useState } from 'react';
import { Flag } from 'lucide-react';
import type { ReportKind } from '../../../shared/reports';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { lazyWhenOpen } from '../../lib/lazy-when-open';
import { useSession } from '../auth/api';
import { t } from '../../lib/i18n';
import { reportThis } from './report-this';

// The form and its dialog load when a member first taps Report: every card offers it, few use it.
export const ReportDialog = lazyWhenOpen(() => import('./report-dialog'));

/** Whether the viewer may report something: signed in, and not its owner. */
export function useCanReport(ownerId?: string): boolean {
  const me = useSession().data?.user.id;
  return Boolean(me) && me !== ownerId;
}

/**
 * "Report" on anything a member can see, as a dialog: a reason and optional words. Only signed-in members who are not
 * its owner see it; the owner is never told who reported.
 */
export function ReportButton(props: {
  kind: ReportKind;
  id: number | string;
  ownerId?: string;
  noun: string;
  compact?: boolean;
  className?: string;
}) {
  const canReport = useCanReport(props.ownerId);
  const [open, setOpen] = useState(false);
  if (!canReport) return null;
  return (
    <>
      <Button
        variant="ghost"
        size={props.compact ? 'sm' : 'md'}
        className={cn('text-muted-foreground', props.className)}
        onClick={() => setOpen(true)}
        aria-label={reportThis(props.noun)}
      >
        <Flag aria-hidden className="size-4" />
        {props.compact ? null : t('Report')}
      </Button>
      <ReportDialog kind={props.kind} id={props.id} noun={props.noun} open={open} onOpenChange={setOpen} />
    </>
  );
}
