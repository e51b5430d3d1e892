import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import { FolderOpen, Pencil, Plus, Trash2 } from 'lucide-react';
import { toast } from '../../lib/toast';
import { categoryInputSchema, type Business, type Category } from '../../../shared/schemas/listings';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog } from '../../components/ui/dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { describedBy, Field } from '../../components/ui/field';
import { apiFieldErrors, zodFieldErrors } from '../../lib/form-utils';
import { LoadError } from '../../components/ui/load-error';
import { t } from '../../lib/i18n';
import { useCategories, useDeleteCategory, useSaveCategory } from './api';

const productsLabel = (count: number) => t('{count, plural, one {# product} other {# products}}', { count });

/** The selected business's product categories: list with product counts, add, rename, delete. */
export function CategoriesTab(props: { business: Business; openNew?: boolean; onOpenNewHandled?(): void }) {
  const { business } = props;
  const categories = useCategories(business.businessId);
  const remove = useDeleteCategory(business.businessId);
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);

  useEffect(() => {
    if (categories.isError) toast.error(t('Error'), { id: 'categories-load-error', description: t('Failed to fetch categories') });
  }, [categories.isError, categories.errorUpdatedAt]);

  // Deep link (?new=category) from the business page's owner controls.
  const openNewHandled = useEffectEvent(() => props.onOpenNewHandled?.());
  useEffect(() => {
    if (!props.openNew) return;
    setEditing('new');
    openNewHandled();
  }, [props.openNew]);

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.categoryId, {
      onSuccess: () => {
        toast.success(t('Category deleted successfully'));
        setDeleting(null);
      },
      onError: (error) => toast.error(t('Error'), { description: t('Failed to delete category. {error}', { error: errorMessage(error) }) }),
    });
  }

  return (
    <section aria-labelledby="categories-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="categories-heading" className="text-lg font-semibold">
            {t('Categories')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('Group the products and services of {name}.', { name: business.name })}</p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden />
          {t('Add Category')}
        </Button>
      </div>

      {categories.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label={t('Loading categories')} className="[&_svg]:size-7" />
        </div>
      ) : categories.isError ? (
        <LoadError
          message={t('Failed to fetch categories')}
          error={categories.error}
          onRetry={() => void categories.refetch()}
          retrying={categories.isFetching}
        />
      ) : categories.data.length === 0 ? (
        <EmptyState
          icon={FolderOpen}
          title={t('No categories yet')}
          description={t('Create a category (for example “Fabrics” or “Repairs”) before adding products.')}
          action={
            <Button className="mt-2" onClick={() => setEditing('new')}>
              <Plus aria-hidden />
              {t('Add Category')}
            </Button>
          }
        />
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {categories.data.map((category) => (
            <li key={category.categoryId}>
              <Card className="flex items-center gap-3 p-3">
                <FolderOpen aria-hidden className="size-5 shrink-0 text-muted-foreground" />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium" title={category.name}>
                    {category.name}
                  </p>
                  <p className="text-xs text-muted-foreground">{productsLabel(category.productCount)}</p>
                </div>
                <Button
                  size="icon"
                  variant="ghost"
                  className="size-9"
                  onClick={() => setEditing(category)}
                  aria-label={t('Rename {name}', { name: category.name })}
                >
                  <Pencil aria-hidden />
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  className="size-9 text-destructive"
                  onClick={() => setDeleting(category)}
                  aria-label={t('Delete {name}', { name: category.name })}
                >
                  <Trash2 aria-hidden />
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}

      <CategoryFormDialog
        businessId={business.businessId}
        category={editing === 'new' ? null : editing}
        open={editing !== null}
        onOpenChange={(open) => (open ? null : setEditing(null))}
      />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title={t('Delete category?')}
        description={
          !deleting
            ? ''
            : deleting.productCount === 0
              ? t('This cannot be undone. “{name}” and no products will be deleted.', { name: deleting.name })
              : t('This cannot be undone. “{name}” and its {count, plural, one {# product} other {# products}} will be deleted.', {
                  name: deleting.name,
                  count: deleting.productCount,
                })
        }
        confirmLabel={t('Delete Category')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}

function CategoryFormDialog(props: { businessId: number; category: Category | null; open: boolean; onOpenChange(open: boolean): void }) {
  const save = useSaveCategory(props.businessId);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (props.open) {
      setName(props.category?.name ?? '');
      setError(undefined);
    }
  }, [props.open, props.category]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = categoryInputSchema.safeParse({ name });
    if (!parsed.success) {
      const problem = zodFieldErrors(parsed.error).name;
      // The schema's messages are English (marked with msg() where written): shown in the reader's language.
      setError(problem && t(problem));
      document.getElementById('category-name')?.focus();
      return;
    }
    const isNew = props.category === null;
    save.mutate(
      { categoryId: props.category?.categoryId ?? null, name: parsed.data.name },
      {
        onSuccess: () => {
          toast.success(isNew ? t('Category created successfully') : t('Category updated successfully'));
          props.onOpenChange(false);
        },
        onError: (failure) => {
          setError(apiFieldErrors(failure).name);
          toast.error(t('Error'), { description: t('Failed to save category. {error}', { error: errorMessage(failure) }) });
        },
      },
    );
  }

  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => (!open && save.isPending ? null : props.onOpenChange(open))}
      title={props.category ? t('Edit Category') : t('Add Category')}
      footer={
        <>
          <Button variant="outline" onClick={() => props.onOpenChange(false)} disabled={save.isPending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" form="category-form" disabled={save.isPending}>
            {save.isPending ? t('Saving...') : t('Save Category')}
          </Button>
        </>
      }
    >
      <form id="category-form" noValidate onSubmit={onSubmit}>
        <Field id="category-name" label={t('Category Name')} required error={error}>
          <Input
            id="category-name"
            required
            aria-required="true"
            maxLength={80}
            placeholder={t('e.g. Fabrics')}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError(undefined);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy('category-name', error)}
          />
        </Field>
      </form>
    </Dialog>
  );
}
