import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { errorMessage } from '../../lib/api';
import { t } from '../../lib/i18n';
import { msg } from '../../../shared/i18n/msg';
import { useModerationAction } from './api';

export type PendingAction =
  | { path: 'reports/dismiss' | 'hide' | 'restore'; kind: string; id: string; label: string }
  | { path: 'suspend' | 'unsuspend'; userId: string; label: string };

const TITLES: Record<PendingAction['path'], string> = {
  'reports/dismiss': msg('Dismiss the reports'),
  hide: msg('Hide this content'),
  restore: msg('Restore this content'),
  suspend: msg('Suspend this member'),
  unsuspend: msg('Lift the suspension'),
};

/** What the toast says once an action is done. */
const DONE: Record<PendingAction['path'], string> = {
  'reports/dismiss': msg('Dismiss the reports: done'),
  hide: msg('Hide this content: done'),
  restore: msg('Restore this content: done'),
  suspend: msg('Suspend this member: done'),
  unsuspend: msg('Lift the suspension: done'),
};

/** Every staff action asks why (it goes to the audit log); a suspension may also end on a date. */
export function ActionDialog({ action, onClose }: { action: PendingAction; onClose(): void }) {
  const formId = useId();
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState('');
  const run = useModerationAction();

  function submit(event: FormEvent) {
    event.preventDefault();
    const why = reason.trim();
    const request =
      'userId' in action
        ? action.path === 'suspend'
          ? { path: action.path, body: { userId: action.userId, reason: why, until: until ? new Date(until).toISOString() : undefined } }
          : { path: action.path, body: { userId: action.userId, reason: why } }
        : { path: action.path, body: { kind: action.kind, id: action.id, reason: why } };
    run.mutate(request as Parameters<typeof run.mutate>[0], {
      onSuccess: () => {
        toast.success(t(DONE[action.path]));
        onClose();
      },
      onError: (error) => toast.error(t('The action failed'), { description: errorMessage(error) }),
    });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t(TITLES[action.path])}
      description={action.label}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={action.path === 'hide' || action.path === 'suspend' ? 'destructive' : 'default'}
            disabled={reason.trim().length < 3 || run.isPending}
          >
            {run.isPending ? t('Working...') : t('Confirm')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="grid gap-4">
        <Field id={`${formId}-reason`} label={t('Reason')} required hint={t('Written to the audit log and sent to the member.')}>
          <Textarea
            id={`${formId}-reason`}
            value={reason}
            maxLength={500}
            required
            aria-describedby={`${formId}-reason-hint`}
            onChange={(event) => setReason(event.target.value)}
          />
        </Field>
        {action.path === 'suspend' ? (
          <Field id={`${formId}-until`} label={t('Ends on (optional)')} hint={t('Leave empty to suspend until staff lift it.')}>
            <Input
              id={`${formId}-until`}
              type="datetime-local"
              value={until}
              aria-describedby={`${formId}-until-hint`}
              onChange={(event) => setUntil(event.target.value)}
            />
          </Field>
        ) : null}
      </form>
    </Dialog>
  );
}
