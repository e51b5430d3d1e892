import { Ban, ShieldCheck } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api';
import { useSetBlocked } from './api';
import { t } from '../../lib/i18n';

/** Block or unblock the partner, after a confirmation that says what it does. */
export function BlockButton({ userId, name, blocked }: { userId: string; name: string; blocked: boolean }) {
  const [open, setOpen] = useState(false);
  const mutation = useSetBlocked(userId);

  function confirm() {
    mutation.mutate(!blocked, {
      onSuccess: () => {
        setOpen(false);
        toast.success(blocked ? t('{name} is unblocked', { name }) : t('{name} is blocked', { name }));
      },
      onError: (error) => toast.error(blocked ? t('Failed to unblock') : t('Failed to block'), { description: errorMessage(error) }),
    });
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className={blocked ? undefined : 'text-destructive'}
          // Named after the member as a whole message ("Block Ada"): word order differs between languages.
          aria-label={blocked ? t('Unblock {name}', { name }) : t('Block {name}', { name })}
        >
          {blocked ? <ShieldCheck aria-hidden /> : <Ban aria-hidden />}
          {blocked ? t('Unblock') : t('Block')}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border border-border bg-card p-5 text-card-foreground shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">
            {blocked ? t('Unblock {name}?', { name }) : t('Block {name}?', { name })}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            {blocked
              ? t('{name} will be able to message you again, and you them.', { name })
              : t(
                  '{name} will no longer be able to message you, and you will not be able to message them until you unblock them. Your conversation stays here.',
                  { name },
                )}
          </AlertDialog.Description>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{t('Cancel')}</Button>
            </AlertDialog.Cancel>
            <Button variant={blocked ? 'default' : 'destructive'} disabled={mutation.isPending} onClick={confirm}>
              {mutation.isPending ? (blocked ? t('Unblocking…') : t('Blocking…')) : blocked ? t('Unblock') : t('Block')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
