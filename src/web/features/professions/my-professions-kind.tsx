import { Briefcase } from 'lucide-react';
import type { Profession, ProfessionInput } from '../../../shared/schemas/listings';
import type { MyListingsKind } from '../listings';
import { msg } from '../../../shared/i18n/msg';
import { t } from '../../lib/i18n';
import { useDeleteProfession, useMyProfessions } from './api';
import { ProfessionCard } from './profession-card';
import { professionFormKind } from './profession-form-kind';

/** My Professions: how customers nearby find and hire the member. Its words are marked here and translated where shown. */
export const myProfessionsKind: MyListingsKind<Profession, ProfessionInput> = {
  kind: 'profession',
  title: msg('My Professions'),
  description: msg('How customers nearby find and hire you.'),
  signInMessage: msg('Please log in to manage your professions'),
  addLabel: msg('Add Profession'),
  icon: Briefcase,
  loadingLabel: msg('Loading your professions'),
  failedMessage: msg('Failed to fetch professions'),
  empty: {
    title: msg('No professions yet'),
    description: msg('Add your trade or profession so customers nearby can find and hire you.'),
  },
  useMine: () => useMyProfessions(),
  useDelete: useDeleteProfession,
  idOf: (profession) => profession.professionId,
  form: professionFormKind,
  remove: {
    title: msg('Delete profession?'),
    describe: (profession) =>
      t('Are you sure you want to delete this profession? “{title}” will be removed from LocalHub. This cannot be undone.', {
        title: profession.title,
      }),
    confirmLabel: msg('Delete Profession'),
    done: msg('Profession deleted successfully'),
    failed: msg('Failed to delete profession.'),
  },
  Card: ({ item, onEdit, onDelete }) => <ProfessionCard profession={item} onEdit={onEdit} onDelete={onDelete} />,
};
