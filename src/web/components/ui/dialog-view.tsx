import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
}

/** A modal dialog: focus trapped, Escape closes, scrolls inside on small screens. Loaded by `Dialog` when first opened. */
export default function DialogView(props: DialogProps) {
  return (
    <RadixDialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <RadixDialog.Content
          className={cn(
            'fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col',
            'rounded-lg border border-border bg-card text-card-foreground shadow-xl',
            props.className,
          )}
          {...(props.description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start justify-between gap-4 border-b border-border p-4">
            <div>
              <RadixDialog.Title className="text-lg font-semibold">{props.title}</RadixDialog.Title>
              {props.description ? (
                <RadixDialog.Description className="mt-1 text-sm text-muted-foreground">{props.description}</RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close
              aria-label={t('Close')}
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-muted"
            >
              <X aria-hidden className="size-4" />
            </RadixDialog.Close>
          </div>
          <div className="overflow-y-auto p-4">{props.children}</div>
          {props.footer ? <div className="flex flex-wrap justify-end gap-2 border-t border-border p-4">{props.footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
