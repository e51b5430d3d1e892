import { lazy, Suspense, useState } from 'react';
import type { DialogProps } from './dialog-view';

const DialogView = lazy(() => import('./dialog-view'));

/**
 * A modal dialog (see dialog-view.tsx). The dialog machinery (focus trap, scroll lock, portal: about 10 KB gzip) is
 * downloaded the first time a dialog opens, not with every page that merely offers one — a feed card's Report, a
 * product's pictures.
 */
export function Dialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DialogView {...props} />
    </Suspense>
  );
}
