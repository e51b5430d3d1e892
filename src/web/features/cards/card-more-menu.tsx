import { Bookmark, Clock, Flag, Share2, UserCheck, UserPlus } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useCallback, type ReactNode } from 'react';
import { shareLink } from '../../components/listing/share-button';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';
import { useConnect } from '../network';
import { reportThis, useCanReport } from '../reports';
import { useSaveToggle } from '../saves';
import { MoreTrigger, type CardMoreActions } from './card-more';

const ITEM =
  'flex min-h-10 cursor-pointer select-none items-center gap-3 rounded-md px-3 text-sm outline-none data-[highlighted]:bg-muted data-[disabled]:cursor-default data-[disabled]:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0';

/** The open "More" menu of a card (loaded by CardMore): Share, Save, Connect, Report, as each applies. */
export default function CardMoreMenu(props: {
  actions: CardMoreActions;
  className?: string;
  open: boolean;
  /** Opened from the keyboard before this code was loaded: the first item takes the focus, as Radix does after. */
  focusFirst: boolean;
  onOpenChange(open: boolean): void;
  onReport(): void;
}) {
  const { actions } = props;
  // Focused as it mounts, the menu's own focus-on-open leaves it there. Stable, so a re-render does not refocus it.
  const focusFirst = useCallback((item: HTMLDivElement | null) => item?.focus({ preventScroll: true }), []);
  return (
    <DropdownMenu.Root open={props.open} onOpenChange={props.onOpenChange} modal={false}>
      <DropdownMenu.Trigger asChild>
        <MoreTrigger name={actions.name} className={props.className} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          collisionPadding={8}
          className="z-50 min-w-48 rounded-lg border border-border bg-card p-1 text-card-foreground shadow-lg"
        >
          <DropdownMenu.Item
            ref={props.focusFirst ? focusFirst : undefined}
            className={ITEM}
            onSelect={() => void shareLink(actions.share)}
          >
            <Share2 aria-hidden />
            {t('Share')}
          </DropdownMenu.Item>
          {actions.save ? <SaveItem kind={actions.save.kind} id={actions.save.id} /> : null}
          {actions.connect ? <ConnectItem userId={actions.connect.userId} name={actions.connect.name} /> : null}
          {actions.report ? <ReportItem noun={actions.report.noun} ownerId={actions.report.ownerId} onSelect={props.onReport} /> : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function SaveItem({ kind, id }: Required<CardMoreActions>['save']) {
  const save = useSaveToggle(kind, id);
  return (
    <DropdownMenu.CheckboxItem className={ITEM} checked={save.saved} disabled={save.pending} onSelect={() => void save.toggle()}>
      <Bookmark aria-hidden className={cn(save.saved && 'fill-current text-primary')} />
      {save.saved ? t('Saved') : t('Save')}
    </DropdownMenu.CheckboxItem>
  );
}

function ConnectItem({ userId, name }: Required<CardMoreActions>['connect']) {
  const relation = useConnect(userId, name);
  if (!relation.enabled) return null;
  const item = (icon: ReactNode, label: string, onSelect?: () => void, disabled = !onSelect) => (
    <DropdownMenu.Item className={ITEM} disabled={disabled} onSelect={onSelect}>
      {icon}
      {label}
    </DropdownMenu.Item>
  );
  switch (relation.status) {
    case 'connected':
      return item(<UserCheck aria-hidden className="text-primary" />, t('Connected with {name}', { name }));
    case 'outgoing':
      return item(<Clock aria-hidden />, t('Request pending'));
    case 'incoming':
      return item(<UserCheck aria-hidden />, t("Accept {name}'s request", { name }), () => void relation.accept(), relation.accepting);
    default:
      return item(
        <UserPlus aria-hidden />,
        t('Connect with {name}', { name }),
        () => void relation.connect(),
        relation.loading || relation.sending,
      );
  }
}

function ReportItem({ noun, ownerId, onSelect }: { noun: string; ownerId?: string; onSelect(): void }) {
  if (!useCanReport(ownerId)) return null;
  return (
    <DropdownMenu.Item className={cn(ITEM, 'text-destructive')} onSelect={onSelect}>
      <Flag aria-hidden />
      {reportThis(noun)}
    </DropdownMenu.Item>
  );
}
