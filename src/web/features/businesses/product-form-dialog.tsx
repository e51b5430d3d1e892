import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { formatNaira } from '../../../shared/money';
import { discountedPriceKobo, productInputSchema, type Category, type Product, type ProductImage } from '../../../shared/schemas/listings';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Input, Textarea } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { ApiRequestError, errorMessage } from '../../lib/api';
import { describedBy, Field, RequiredNote } from '../../components/ui/field';
import {
  apiFieldErrors,
  focusFirstError,
  koboToNairaText,
  nairaToKobo,
  parseNumber,
  zodFieldErrors,
  type FieldErrors,
} from '../../lib/form-utils';
import { t } from '../../lib/i18n';
import { businessesApi, invalidateCatalogue } from './api';
import { initialImages, ProductImagesEditor, type ImagesState } from './product-images-editor';

const FORM_ID = 'product-form';
const ID = {
  name: 'product-name',
  description: 'product-description',
  priceKobo: 'product-price',
  discountPercent: 'product-discount',
  categoryId: 'product-category',
  images: 'product-images',
} as const;

/** The toast for adding a product to a business without categories (docs/spec/part-2-management-detail-messaging-account-media.md §2.8). */
export function toastNoCategories() {
  toast.error(t('No Categories'), { description: t('Please create at least one category before adding products') });
}

/**
 * The server refuses a product for a business without categories with 422 (NO_CATEGORIES_MESSAGE, in the reader's
 * language): told by its status, not its words.
 */
const isNoCategories = (error: unknown) => error instanceof ApiRequestError && error.status === 422 && error.code === 'UNPROCESSABLE';

/** The schema's messages are English (marked with msg() where written): each shown in the reader's language. */
const inReadersLanguage = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, message && t(message)]));

interface FormState {
  name: string;
  description: string;
  price: string;
  discount: string;
  categoryId: string;
  images: ImagesState;
}

/** Add or edit a product; its images are uploaded after the product itself is saved. */
export function ProductFormDialog(props: {
  businessId: number;
  categories: Category[];
  /** null to add a new product. */
  product: Product | null;
  /** Preselected category for a new product. */
  defaultCategoryId?: number | null;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const [saving, setSaving] = useState(false);
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => (!open && saving ? null : props.onOpenChange(open))}
      title={props.product ? t('Edit Product') : t('Add Product')}
      description={props.product ? undefined : t('Products and services customers can ask you about.')}
      footer={
        <>
          <Button variant="outline" onClick={() => props.onOpenChange(false)} disabled={saving}>
            {t('Cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} disabled={saving}>
            {saving ? t('Saving...') : t('Save Product')}
          </Button>
        </>
      }
    >
      {props.open ? (
        <ProductForm
          key={props.product?.productId ?? 'new'}
          {...props}
          onSavingChange={setSaving}
          onSaved={() => props.onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}

interface SaveOutcome {
  product: Product;
  failedUploads: number;
  removeError: unknown;
  primaryError: unknown;
}

function ProductForm(props: {
  businessId: number;
  categories: Category[];
  product: Product | null;
  defaultCategoryId?: number | null;
  onSavingChange(saving: boolean): void;
  onSaved(): void;
}) {
  const client = useQueryClient();
  const { product, categories } = props;
  const isNew = product === null;
  const [state, setState] = useState<FormState>(() => ({
    name: product?.name ?? '',
    description: product?.description ?? '',
    price: product ? koboToNairaText(product.priceKobo) : '',
    discount: product && product.discountPercent > 0 ? String(product.discountPercent) : '',
    categoryId: String(product?.categoryId ?? props.defaultCategoryId ?? (categories.length === 1 ? categories[0].categoryId : '')),
    images: initialImages(product?.images ?? []),
  }));
  const [errors, setErrors] = useState<FieldErrors>({});

  const set = <K extends keyof FormState>(key: K, value: FormState[K], field: string = key) => {
    setState((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const save = useMutation({
    mutationFn: async (input: ReturnType<typeof productInputSchema.parse>): Promise<SaveOutcome> => {
      const saved = product
        ? await businessesApi.updateProduct(product.productId, input)
        : await businessesApi.createProduct(props.businessId, input);
      const { items, primaryKey, removed } = state.images;
      const originalPrimary = product?.images.find((image) => image.isPrimary)?.imageId ?? null;

      let removeError: unknown = null;
      for (const image of removed) {
        try {
          await businessesApi.removeProductImage(saved.productId, image.imageId);
        } catch (error) {
          removeError = error;
        }
      }

      const idOfKey = new Map<string, number>();
      let failedUploads = 0;
      let uploaded = false;
      for (const item of items) {
        if (item.kind === 'saved') {
          idOfKey.set(item.key, item.image.imageId);
          continue;
        }
        try {
          const image: ProductImage = await businessesApi.uploadProductImage(saved.productId, item.file);
          idOfKey.set(item.key, image.imageId);
          uploaded = true;
        } catch {
          failedUploads += 1;
        }
      }

      let primaryError: unknown = null;
      const wanted = primaryKey ? idOfKey.get(primaryKey) : undefined;
      if (wanted !== undefined && (wanted !== originalPrimary || removed.length > 0 || uploaded)) {
        try {
          await businessesApi.setPrimaryImage(saved.productId, wanted);
        } catch (error) {
          primaryError = error;
        }
      }
      return { product: saved, failedUploads, removeError, primaryError };
    },
    onMutate: () => props.onSavingChange(true),
    onSettled: () => {
      props.onSavingChange(false);
      invalidateCatalogue(client, props.businessId);
    },
    onSuccess: ({ failedUploads, removeError, primaryError }) => {
      toast.success(isNew ? t('Product created successfully') : t('Product updated successfully'));
      if (failedUploads > 0) {
        toast.error(t('Error'), {
          description: t(
            '{count, plural, one {Failed to upload image.} other {Failed to upload images (#).}} The product was saved; you can add images again by editing it.',
            { count: failedUploads },
          ),
        });
      } else if (removeError) {
        toast.error(t('Error'), { description: t('Failed to remove image. {error}', { error: errorMessage(removeError) }) });
      } else if (primaryError) {
        toast.error(t('Error'), { description: t('Failed to set primary image. {error}', { error: errorMessage(primaryError) }) });
      }
      props.onSaved();
    },
    onError: (error) => {
      if (isNoCategories(error)) {
        toastNoCategories();
        return;
      }
      const fields = apiFieldErrors(error);
      if (Object.keys(fields).length > 0) {
        setErrors(fields);
        focusFirstError(fields, Object.entries(ID));
      }
      toast.error(t('Error'), { description: t('Failed to save product. {error}', { error: errorMessage(error) }) });
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    if (categories.length === 0) {
      toastNoCategories();
      return;
    }
    const priceKobo = nairaToKobo(state.price);
    const discount = parseNumber(state.discount);
    const parsed = productInputSchema.safeParse({
      name: state.name,
      description: state.description,
      priceKobo: priceKobo === null || Number.isNaN(priceKobo) ? undefined : priceKobo,
      discountPercent: discount === null ? 0 : Number.isNaN(discount) ? discount : Math.round(discount * 100) / 100,
      categoryId: state.categoryId ? Number(state.categoryId) : undefined,
    });
    const next: FieldErrors = parsed.success ? {} : inReadersLanguage(zodFieldErrors(parsed.error));
    if (priceKobo !== null && Number.isNaN(priceKobo)) next.priceKobo = t('Price must be a number');
    if (discount !== null && Number.isNaN(discount)) next.discountPercent = t('Discount must be a number');
    if (!parsed.success || Object.values(next).some(Boolean)) {
      setErrors(next);
      focusFirstError(next, Object.entries(ID));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  }

  const err = (field: keyof typeof ID) => errors[field];
  const previewKobo = nairaToKobo(state.price);
  const previewDiscount = parseNumber(state.discount);
  const showsDiscount =
    previewKobo !== null && !Number.isNaN(previewKobo) && previewDiscount !== null && previewDiscount > 0 && previewDiscount <= 100;

  return (
    <form id={FORM_ID} noValidate onSubmit={onSubmit} className="grid gap-5">
      <RequiredNote />
      <Field id={ID.name} label={t('Product Name')} required error={err('name')}>
        <Input
          id={ID.name}
          required
          aria-required="true"
          maxLength={120}
          value={state.name}
          onChange={(event) => set('name', event.target.value)}
          aria-invalid={err('name') ? true : undefined}
          aria-describedby={describedBy(ID.name, err('name'))}
        />
      </Field>

      <Field id={ID.description} label={t('Description')} error={err('description')}>
        <Textarea
          id={ID.description}
          rows={3}
          maxLength={2000}
          value={state.description}
          onChange={(event) => set('description', event.target.value)}
          aria-invalid={err('description') ? true : undefined}
          aria-describedby={describedBy(ID.description, err('description'))}
        />
      </Field>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={ID.priceKobo} label={t('Price (₦)')} required error={err('priceKobo')}>
          <Input
            id={ID.priceKobo}
            type="number"
            inputMode="decimal"
            step="0.01"
            min={0}
            required
            aria-required="true"
            placeholder="0.00"
            value={state.price}
            onChange={(event) => set('price', event.target.value, 'priceKobo')}
            aria-invalid={err('priceKobo') ? true : undefined}
            aria-describedby={describedBy(ID.priceKobo, err('priceKobo'))}
          />
        </Field>
        <Field
          id={ID.discountPercent}
          label={t('Discount (%)')}
          error={err('discountPercent')}
          hint={
            showsDiscount
              ? t('Customers pay {price}', { price: formatNaira(discountedPriceKobo(previewKobo, previewDiscount)) })
              : t('Optional, from 0 to 100')
          }
        >
          <Input
            id={ID.discountPercent}
            type="number"
            inputMode="decimal"
            step="0.01"
            min={0}
            max={100}
            placeholder="0"
            value={state.discount}
            onChange={(event) => set('discount', event.target.value, 'discountPercent')}
            aria-invalid={err('discountPercent') ? true : undefined}
            aria-describedby={describedBy(ID.discountPercent, err('discountPercent'), true)}
          />
        </Field>
      </div>

      <Field id={ID.categoryId} label={t('Category')} required error={err('categoryId')}>
        <CategorySelect
          categories={categories}
          value={state.categoryId}
          onChange={(value) => set('categoryId', value)}
          error={err('categoryId')}
        />
      </Field>

      <ProductImagesEditor id={ID.images} value={state.images} onChange={(images) => set('images', images)} disabled={save.isPending} />
    </form>
  );
}

function CategorySelect(props: { categories: Category[]; value: string; onChange(value: string): void; error?: string }) {
  return (
    <Select
      id={ID.categoryId}
      required
      aria-required="true"
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      aria-invalid={props.error ? true : undefined}
      aria-describedby={describedBy(ID.categoryId, props.error)}
    >
      <option value="">{t('Select category')}</option>
      {props.categories.map((category) => (
        <option key={category.categoryId} value={category.categoryId}>
          {category.name}
        </option>
      ))}
    </Select>
  );
}
