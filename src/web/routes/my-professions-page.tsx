import { useEffect, useEffectEvent, useState } from 'react';
import { Briefcase } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { Profession } from '../../shared/schemas/listings';
import { ConfirmDialog } from '../components/ui/confirm-dialog';
import { EmptyState } from '../components/ui/empty-state';
import { PageHeader } from '../components/ui/page-header';
import { PageSpinner } from '../components/ui/spinner';
import { useSession } from '../features/auth/api';
import { AuthRequired } from '../features/listings';
import { LoadError } from '../components/ui/load-error';
import { AddListingButton, ListingFormDialog, PlanUsageNote } from '../features/listings';
import { useDeleteProfession, useMyProfessions } from '../features/professions/api';
import { ProfessionCard } from '../features/professions/profession-card';
import { professionFormKind } from '../features/professions/profession-form-kind';
import { errorMessage } from '../lib/api';
import { useDocumentTitle } from '../lib/use-document-title';

export default function MyProfessionsPage() {
  useDocumentTitle('My Professions');
  const session = useSession();
  if (session.isPending) return <PageSpinner label="Loading your session" />;
  if (!session.data?.user) {
    return (
      <>
        <PageHeader title="My Professions" />
        <AuthRequired message="Please log in to manage your professions" />
      </>
    );
  }
  return <MyProfessions />;
}

/** Own professions; ?edit={id} or ?new=profession opens the form (the profession page links here). */
function MyProfessions() {
  const professions = useMyProfessions();
  const remove = useDeleteProfession();
  const [params, setParams] = useSearchParams();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Profession | null>(null);
  const [deleting, setDeleting] = useState<Profession | null>(null);
  const items = professions.data?.items ?? [];

  useEffect(() => {
    if (professions.isError) toast.error('Error', { id: 'professions-load-error', description: 'Failed to fetch professions' });
  }, [professions.isError, professions.errorUpdatedAt]);

  const handleRequest = useEffectEvent(() => {
    if (!professions.isSuccess) return;
    const editId = Number(params.get('edit'));
    const request = params.get('new');
    if (!editId && !request) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('edit');
        next.delete('new');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    const target = items.find((profession) => profession.professionId === editId);
    if (target) openForm(target);
    else if (request === 'profession' && professions.data.usage.canCreate) openForm(null);
  });
  useEffect(() => handleRequest(), [professions.isSuccess]);

  function openForm(profession: Profession | null) {
    setEditing(profession);
    setFormOpen(true);
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.professionId, {
      onSuccess: () => {
        toast.success('Profession deleted successfully');
        setDeleting(null);
      },
      onError: (error) => toast.error('Error', { description: `Failed to delete profession. ${errorMessage(error)}` }),
    });
  }

  return (
    <>
      <PageHeader
        title="My Professions"
        description="How customers nearby find and hire you."
        actions={
          <AddListingButton kind="profession" usage={professions.data?.usage} label="Add Profession" onAdd={() => openForm(null)} loading={professions.isPending} />
        }
      />
      <PlanUsageNote kind="profession" usage={professions.data?.usage} />

      {professions.isPending ? (
        <PageSpinner label="Loading your professions" />
      ) : professions.isError ? (
        <LoadError
          message="Failed to fetch professions"
          detail={errorMessage(professions.error)}
          onRetry={() => void professions.refetch()}
          retrying={professions.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={Briefcase}
          title="No professions yet"
          description="Add your trade or profession so customers nearby can find and hire you."
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {items.map((profession) => (
            <li key={profession.professionId} className="grid">
              <ProfessionCard profession={profession} onEdit={() => openForm(profession)} onDelete={() => setDeleting(profession)} />
            </li>
          ))}
        </ul>
      )}

      <ListingFormDialog kind={professionFormKind} open={formOpen} onOpenChange={setFormOpen} item={editing} />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title="Delete profession?"
        description={
          deleting ? `Are you sure you want to delete this profession? “${deleting.title}” will be removed from LocalHub. This cannot be undone.` : ''
        }
        confirmLabel="Delete Profession"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
