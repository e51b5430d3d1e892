import { lazyWhenOpen } from '../../lib/lazy-when-open';
import type { DialogProps } from './dialog-view';

/** A modal dialog (dialog-view.tsx); its machinery (focus trap, scroll lock, portal: bench/RESULTS.md) loads when it first opens. */
export const Dialog = lazyWhenOpen<DialogProps>(() => import('./dialog-view'));
