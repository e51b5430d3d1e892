import { Briefcase } from 'lucide-react';
import type { Profession, ProfessionInput } from '../../../shared/schemas/listings';
import type { MyListingsKind } from '../listings';
import { useDeleteProfession, useMyProfessions } from './api';
import { ProfessionCard } from './profession-card';
import { professionFormKind } from './profession-form-kind';

/** My Professions: how customers nearby find and hire the member. */
export const myProfessionsKind: MyListingsKind<Profession, ProfessionInput> = {
  kind: 'profession',
  title: 'My Professions',
  description: 'How customers nearby find and hire you.',
  signInMessage: 'Please log in to manage your professions',
  addLabel: 'Add Profession',
  icon: Briefcase,
  loadingLabel: 'Loading your professions',
  failedMessage: 'Failed to fetch professions',
  empty: { title: 'No professions yet', description: 'Add your trade or profession so customers nearby can find and hire you.' },
  useMine: () => useMyProfessions(),
  useDelete: useDeleteProfession,
  idOf: (profession) => profession.professionId,
  form: professionFormKind,
  remove: {
    title: 'Delete profession?',
    describe: (profession) =>
      `Are you sure you want to delete this profession? “${profession.title}” will be removed from LocalHub. This cannot be undone.`,
    confirmLabel: 'Delete Profession',
    done: 'Profession deleted successfully',
    failed: 'Failed to delete profession.',
  },
  Card: ({ item, onEdit, onDelete }) => <ProfessionCard profession={item} onEdit={onEdit} onDelete={onDelete} />,
};
