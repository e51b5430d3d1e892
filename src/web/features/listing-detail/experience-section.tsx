import { Award, Briefcase, GraduationCap, Pencil, Plus, Trash2, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { EXPERIENCE_TYPES } from '../../../shared/experience-types';
import type { Experience } from '../../../shared/schemas/listings';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { PageSpinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { t } from '../../lib/i18n';
import { msg } from '../../../shared/i18n/msg';
import { useDeleteExperience, useExperience } from './api';
import { ExperienceFormDialog } from './experience-form-dialog';
import { formatMonth } from '../../lib/format';
import { LoadError } from '../../components/ui/load-error';
import { compareCodes } from '../../lib/compare-codes';

type ExperienceType = (typeof EXPERIENCE_TYPES)[number];

const GROUPS: Record<ExperienceType, { heading: string; icon: LucideIcon; empty: string; add: string }> = {
  work: {
    heading: msg('Work Experience'),
    icon: Briefcase,
    empty: msg('No work experience added yet'),
    add: msg('Add work experience'),
  },
  education: { heading: msg('Education'), icon: GraduationCap, empty: msg('No education added yet'), add: msg('Add education') },
  certification: {
    heading: msg('Certifications'),
    icon: Award,
    empty: msg('No certifications added yet'),
    add: msg('Add certification'),
  },
};

/** "Mar 2021 – Present", "Mar 2021 – No Expiry", "Mar 2021 – Jun 2023" or just "Mar 2021". */
export function experienceDates(entry: Experience): string {
  const start = formatMonth(entry.startDate);
  if (entry.current) return entry.type === 'certification' ? t('{start} – No Expiry', { start }) : t('{start} – Present', { start });
  return entry.endDate ? `${start} – ${formatMonth(entry.endDate)}` : start;
}

/** Current entries first, then the most recent start. */
const byRecency = (a: Experience, b: Experience) =>
  Number(b.current) - Number(a.current) || compareCodes(b.startDate, a.startDate) || compareCodes(b.endDate ?? '', a.endDate ?? '');

export function ExperienceSection({ professionId, isOwner }: { professionId: number; isOwner: boolean }) {
  const experience = useExperience(professionId);
  const remove = useDeleteExperience(professionId);
  const [form, setForm] = useState<{ entry: Experience | null; type?: ExperienceType } | null>(null);
  const [deleting, setDeleting] = useState<Experience | null>(null);

  if (experience.isPending) return <PageSpinner label={t('Loading experience')} />;
  if (experience.isError)
    return <LoadError message={t('Failed to load experience')} error={experience.error} onRetry={() => experience.refetch()} />;

  const entries = experience.data;

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.experienceId, {
      onSuccess: () => {
        toast.success(t('Experience deleted'));
        setDeleting(null);
      },
      onError: (error) =>
        toast.error(t('Error'), { description: t('Failed to delete experience. {reason}', { reason: errorMessage(error) }) }),
    });
  }

  return (
    <section aria-labelledby="experience-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="experience-heading" className="text-lg font-semibold">
          {t('Experience')}
        </h2>
        {isOwner ? (
          <Button onClick={() => setForm({ entry: null })}>
            <Plus aria-hidden />
            {t('Add Experience')}
          </Button>
        ) : null}
      </div>

      {EXPERIENCE_TYPES.map((type) => {
        const group = GROUPS[type];
        const Icon = group.icon;
        const items = entries.filter((entry) => entry.type === type).sort(byRecency);
        return (
          <Card key={type} className="p-4 sm:p-5">
            <h3 className="flex items-center gap-2 font-semibold">
              <Icon aria-hidden className="size-5 text-primary" />
              {t(group.heading)}
            </h3>
            {items.length === 0 ? (
              <div className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-md border border-dashed border-border px-4 py-5 text-sm text-muted-foreground">
                <p>{t(group.empty)}</p>
                {isOwner ? (
                  <Button variant="outline" size="sm" onClick={() => setForm({ entry: null, type })}>
                    <Plus aria-hidden />
                    {t(group.add)}
                  </Button>
                ) : null}
              </div>
            ) : (
              <ul className="mt-3 divide-y divide-border">
                {items.map((entry) => (
                  <li
                    key={entry.experienceId}
                    className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0"
                  >
                    <div className="min-w-0 flex-1">
                      <p className="break-words font-medium">{entry.title}</p>
                      <p className="break-words text-sm">{entry.organization}</p>
                      <p className="text-sm text-muted-foreground">{experienceDates(entry)}</p>
                      {entry.description ? (
                        <p className="mt-2 whitespace-pre-line break-words text-sm text-muted-foreground">{entry.description}</p>
                      ) : null}
                    </div>
                    {isOwner ? (
                      <div className="flex gap-1">
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={t('Edit {title}', { title: entry.title })}
                          onClick={() => setForm({ entry })}
                        >
                          <Pencil aria-hidden />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          className="text-destructive"
                          aria-label={t('Delete {title}', { title: entry.title })}
                          onClick={() => setDeleting(entry)}
                        >
                          <Trash2 aria-hidden />
                        </Button>
                      </div>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </Card>
        );
      })}

      {isOwner ? (
        <>
          <ExperienceFormDialog
            open={form !== null}
            onOpenChange={(open) => !open && setForm(null)}
            professionId={professionId}
            entry={form?.entry ?? null}
            defaultType={form?.type}
          />
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(open) => !open && setDeleting(null)}
            title={t('Delete this entry?')}
            description={t('"{title}" will be removed from your profile. This cannot be undone.', { title: deleting?.title ?? '' })}
            confirmLabel={t('Delete')}
            pending={remove.isPending}
            onConfirm={confirmDelete}
          />
        </>
      ) : null}
    </section>
  );
}
