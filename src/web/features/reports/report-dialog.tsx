import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { REPORT_DETAILS_MAX, REPORT_REASON_LABELS, REPORT_REASONS, type ReportKind, type ReportReason } from '../../../shared/reports';
import { Button } from '../../components/ui/button';
import Dialog from '../../components/ui/dialog-view';
import { Textarea } from '../../components/ui/input';
import { ApiRequestError, errorMessage } from '../../lib/api';
import { useReport } from './api';
import { t } from '../../lib/i18n';
import { reportThis } from './report-this';

/** The Report form: a reason and optional words; a second report of the same thing is told apart. */
export default function ReportDialog(props: {
  kind: ReportKind;
  id: number | string;
  noun: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const close = () => props.onOpenChange(false);
  const formId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const report = useReport();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) return;
    report.mutate(
      { kind: props.kind, id: String(props.id), reason, details: details.trim() || undefined },
      {
        onSuccess: () => {
          toast.success(t('Reported — thank you'), {
            description: t('Our moderators will look at it. We will not tell anyone who reported it.'),
          });
          close();
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.status === 409) {
            toast.info(t('Already reported'), { description: error.message });
            close();
          } else toast.error(t('Could not send the report'), { description: errorMessage(error) });
        },
      },
    );
  }

  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={reportThis(props.noun)}
      description={t('Tell us what is wrong. The person will not know who reported them.')}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            {t('Cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={!reason || report.isPending}>
            {report.isPending ? t('Sending...') : t('Send report')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="grid gap-4">
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t('Reason')}</legend>
          {REPORT_REASONS.map((value) => (
            <label
              key={value}
              className="flex min-h-10 items-center gap-3 rounded-md border border-border px-3 text-sm has-[:checked]:border-primary"
            >
              <input type="radio" name={`${formId}-reason`} value={value} checked={reason === value} onChange={() => setReason(value)} />
              {t(REPORT_REASON_LABELS[value])}
            </label>
          ))}
        </fieldset>
        <div className="grid gap-1.5">
          <label htmlFor={`${formId}-details`} className="text-sm font-medium">
            {t('More details (optional)')}
          </label>
          <Textarea
            id={`${formId}-details`}
            value={details}
            maxLength={REPORT_DETAILS_MAX}
            onChange={(event) => setDetails(event.target.value)}
          />
        </div>
      </form>
    </Dialog>
  );
}
