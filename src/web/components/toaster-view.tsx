import { useEffect } from 'react';
import { Toaster, toast, useSonner } from 'sonner';
import { t } from '../lib/i18n';
import { attachSonner } from '../lib/toast';
import { useTheme } from '../lib/theme';

/**
 * One toast at a time, 5 s (docs/spec/part-1-access-shell-home-search-plans.md §9). `visibleToasts={1}` only hides the older ones, which then show
 * one after another for 5 s each; a new toast therefore dismisses every older one.
 */
function OneToastAtATime() {
  const { toasts } = useSonner();
  useEffect(() => {
    for (const older of toasts.slice(1)) toast.dismiss(older.id);
  }, [toasts]);
  return null;
}

/** Sonner's toaster, loaded by AppToaster with the first toast. */
export default function ToasterView() {
  const { resolved } = useTheme();
  // Children's effects run first, so the Toaster is listening before the waiting toasts are replayed.
  useEffect(() => attachSonner(toast), []);
  return (
    <>
      <Toaster
        theme={resolved}
        visibleToasts={1}
        duration={5000}
        position="top-center"
        richColors
        closeButton
        containerAriaLabel={t('Notifications')}
        toastOptions={{ closeButtonAriaLabel: t('Close toast') }}
      />
      <OneToastAtATime />
    </>
  );
}
