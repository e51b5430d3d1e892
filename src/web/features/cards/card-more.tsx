import { Ellipsis } from 'lucide-react';
import { forwardRef, lazy, Suspense, useState } from 'react';
import type { ReportKind } from '../../../shared/reports';
import type { SaveKind } from '../../../shared/schemas/saves';
import type { ShareTarget } from '../../components/listing/share-button';
import { Button, type ButtonProps } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';
import { ReportDialog } from '../reports';

/** What a card's "More" menu offers; each is left out when absent (and Save, Connect, Report when not allowed). */
export interface CardMoreActions {
  /** What the card shows, for the button's name: "More actions for Kemi Bakery". */
  name: string;
  share: ShareTarget;
  save?: { kind: SaveKind; id: number };
  connect?: { userId: string; name: string };
  report?: { kind: ReportKind; id: number; ownerId?: string; noun: string };
}

const loadMenu = () => import('./card-more-menu');
const CardMoreMenu = lazy(loadMenu);

/** The "…" button; the same look before and after the menu's code has arrived. */
export const MoreTrigger = forwardRef<HTMLButtonElement, ButtonProps & { name: string }>(function MoreTrigger(
  { name, className, ...props },
  ref,
) {
  return (
    <Button ref={ref} size="sm" variant="ghost" aria-haspopup="menu" className={cn('px-2', className)} {...props}>
      <Ellipsis aria-hidden />
      <span className="sr-only">{t('More actions for {name}', { name })}</span>
    </Button>
  );
});

/**
 * A card's secondary actions behind "…", so that its main ones fit one row on a phone. The menu (Radix, with its
 * positioning code) is downloaded when first wanted — pointed at, focused or pressed — not with the feed. A report
 * started from it opens its dialog here, since the menu closes as the item is chosen.
 */
export function CardMore({ actions, className }: { actions: CardMoreActions; className?: string }) {
  const [menu, setMenu] = useState<{ open: boolean; byKeyboard: boolean } | null>(null);
  const [reporting, setReporting] = useState(false);
  const trigger = (
    <MoreTrigger
      name={actions.name}
      className={className}
      aria-expanded={menu?.open ?? false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      // A click from Enter or Space has no pointer position (detail 0): then the first item takes the focus.
      onClick={(event) => setMenu({ open: true, byKeyboard: event.detail === 0 })}
    />
  );
  return (
    <>
      {menu === null ? (
        trigger
      ) : (
        <Suspense fallback={trigger}>
          <CardMoreMenu
            actions={actions}
            className={className}
            open={menu.open}
            focusFirst={menu.byKeyboard}
            onOpenChange={(open) => setMenu({ open, byKeyboard: false })}
            onReport={() => setReporting(true)}
          />
        </Suspense>
      )}
      {actions.report ? (
        <ReportDialog
          kind={actions.report.kind}
          id={actions.report.id}
          noun={actions.report.noun}
          open={reporting}
          onOpenChange={setReporting}
        />
      ) : null}
    </>
  );
}
