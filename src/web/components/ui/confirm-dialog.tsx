import { AlertDialog } from 'radix-ui';
import { t } from '../../lib/i18n';
import { Button } from './button';

/** Asks before something that cannot be undone; the confirm button says what will happen. */
export function ConfirmDialog(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  confirmLabel: string;
  pending?: boolean;
  /** The confirm button's text while pending ("Deleting..." unless told). */
  pendingLabel?: string;
  onConfirm(): void;
}) {
  return (
    <AlertDialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border border-border bg-card p-5 text-card-foreground shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">{props.title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">{props.description}</AlertDialog.Description>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{t('Cancel')}</Button>
            </AlertDialog.Cancel>
            <Button variant="destructive" disabled={props.pending} onClick={props.onConfirm}>
              {props.pending ? (props.pendingLabel ?? t('Deleting...')) : props.confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
