import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { PageSpinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { t } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSearchParamUpdates, type UpdateParams } from '../../lib/use-search-param-updates';
import { useSession } from '../auth/api';
import type { MyListings } from './listing-api';
import { ListingFormDialog, type FormListing, type ListingFormKind } from './listing-form-dialog';
import { AuthRequired } from './page-states';
import { AddListingButton, PlanUsageNote, type ListingKind } from './plan-usage';

/** What a kind's manager (the slot) receives: the owner's listings, the list of cards, and the page's URL state. */
export interface ManageProps<Item> {
  items: Item[];
  /** The list of cards; `select` marks the managed one. */
  list(select?: { selectedId: number | null; onSelect(item: Item): void }): ReactNode;
  params: URLSearchParams;
  updateParams: UpdateParams;
  openForm(item: Item | null): void;
}

/**
 * A kind of listing as its owner's page needs it: words, data hooks, its card, its form, and an optional manager. Its
 * words are English marked with `msg()` (the page shows them with `t()`); `remove.describe` runs while rendering and
 * returns its text already translated.
 */
export interface MyListingsKind<Item extends FormListing, Input> {
  kind: ListingKind;
  title: string;
  description: string;
  signInMessage: string;
  addLabel: string;
  icon: LucideIcon;
  loadingLabel: string;
  failedMessage: string;
  empty: { title: string; description: string };
  useMine(): UseQueryResult<MyListings<Item>>;
  useDelete(): UseMutationResult<void, Error, number>;
  idOf(item: Item): number;
  form: ListingFormKind<Item, Input>;
  remove: { title: string; describe(item: Item): string; confirmLabel: string; done: string; failed: string };
  Card(props: { item: Item; selected?: boolean; onSelect?(): void; onEdit(): void; onDelete(): void }): ReactNode;
  /** What the owner manages inside one listing (a business's categories and products), wrapped around the list. */
  Manage?(props: ManageProps<Item>): ReactNode;
  /** After a new listing is saved / a listing is deleted: the manager's URL state follows. */
  onCreated?(item: Item, updateParams: UpdateParams): void;
  onDeleted?(id: number, params: URLSearchParams, updateParams: UpdateParams): void;
}

/** My Businesses / My Professions: the owner's listings with plan usage; ?edit={id} and ?new={kind} open the form. */
export function MyListingsPage<Item extends FormListing, Input>({ kind }: { kind: MyListingsKind<Item, Input> }) {
  useDocumentTitle(t(kind.title));
  const session = useSession();
  if (session.isPending) return <PageSpinner label={t('Loading your session')} />;
  if (!session.data?.user) {
    return (
      <>
        <PageHeader title={t(kind.title)} />
        <AuthRequired message={t(kind.signInMessage)} />
      </>
    );
  }
  return <MyListingsView kind={kind} />;
}

function MyListingsView<Item extends FormListing, Input>({ kind }: { kind: MyListingsKind<Item, Input> }) {
  const listings = kind.useMine();
  const remove = kind.useDelete();
  const [params, updateParams] = useSearchParamUpdates();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Item | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const items = listings.data?.items ?? [];

  useEffect(() => {
    if (listings.isError) toast.error(t('Error'), { id: `${kind.kind}-list-load-error`, description: t(kind.failedMessage) });
  }, [listings.isError, listings.errorUpdatedAt, kind.kind, kind.failedMessage]);

  function openForm(item: Item | null) {
    setEditing(item);
    setFormOpen(true);
  }

  // ?edit={id} or ?new={kind} (from a listing's page) opens the form once the list is here.
  const handleRequest = useEffectEvent(() => {
    if (!listings.isSuccess) return;
    const editId = Number(params.get('edit'));
    const creating = params.get('new') === kind.kind;
    if (!editId && !creating) return;
    updateParams((next) => {
      next.delete('edit');
      if (creating) next.delete('new');
    });
    const target = items.find((item) => kind.idOf(item) === editId);
    if (target) openForm(target);
    else if (creating && listings.data.usage.canCreate) openForm(null);
    else if (creating) {
      toast.error(t('Plan limit reached'), {
        description:
          kind.kind === 'business' ? t('Your plan does not allow another business.') : t('Your plan does not allow another profession.'),
      });
    }
  });
  useEffect(() => handleRequest(), [listings.isSuccess, params]);

  function confirmDelete() {
    if (!deleting) return;
    const id = kind.idOf(deleting);
    remove.mutate(id, {
      onSuccess: () => {
        toast.success(t(kind.remove.done));
        setDeleting(null);
        kind.onDeleted?.(id, params, updateParams);
      },
      onError: (error) => toast.error(t('Error'), { description: `${t(kind.remove.failed)} ${errorMessage(error)}` }),
    });
  }

  const list = (select?: { selectedId: number | null; onSelect(item: Item): void }) =>
    items.length === 0 ? (
      <EmptyState icon={kind.icon} title={t(kind.empty.title)} description={t(kind.empty.description)} />
    ) : (
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={kind.idOf(item)} className="grid gap-2">
            <kind.Card
              item={item}
              selected={select ? kind.idOf(item) === select.selectedId : undefined}
              onSelect={select ? () => select.onSelect(item) : undefined}
              onEdit={() => openForm(item)}
              onDelete={() => setDeleting(item)}
            />
            {/* An old listing nothing could place is shown nowhere until its owner gives it one (decision 0029). */}
            {item.place.precision === null ? (
              <p className="text-sm text-destructive">
                {t('Needs a place: no one can find it. Edit it and choose its state, city and area.')}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    );

  return (
    <>
      <PageHeader
        title={t(kind.title)}
        description={t(kind.description)}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <Link to="/app/ads">{t('Your ads')}</Link>
            </Button>
            <AddListingButton
              kind={kind.kind}
              usage={listings.data?.usage}
              label={t(kind.addLabel)}
              onAdd={() => openForm(null)}
              loading={listings.isPending}
            />
          </div>
        }
      />
      <PlanUsageNote kind={kind.kind} usage={listings.data?.usage} />

      {listings.isPending ? (
        <PageSpinner label={t(kind.loadingLabel)} />
      ) : listings.isError ? (
        <LoadError
          message={t(kind.failedMessage)}
          error={listings.error}
          onRetry={() => void listings.refetch()}
          retrying={listings.isFetching}
        />
      ) : kind.Manage ? (
        <kind.Manage items={items} list={list} params={params} updateParams={updateParams} openForm={openForm} />
      ) : (
        list()
      )}

      <ListingFormDialog
        kind={kind.form}
        open={formOpen}
        onOpenChange={setFormOpen}
        item={editing}
        onSaved={(saved) => {
          if (!editing) kind.onCreated?.(saved, updateParams);
        }}
      />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title={t(kind.remove.title)}
        description={deleting ? kind.remove.describe(deleting) : ''}
        confirmLabel={t(kind.remove.confirmLabel)}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
