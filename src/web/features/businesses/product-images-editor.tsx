import { useEffect, useRef } from 'react';
import { ImagePlus, Star, X } from 'lucide-react';
import { toast } from '../../lib/toast';
import { imageSrc, MAX_PRODUCT_IMAGES } from '../../../shared/media';
import type { ProductImage } from '../../../shared/schemas/listings';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';
import { IMAGE_ACCEPT, imageFileProblem } from '../listings';

export type EditorImage =
  { key: string; kind: 'saved'; image: ProductImage } | { key: string; kind: 'pending'; file: File; previewUrl: string };

/** The images of a product as the member arranges them; nothing reaches the server until Save. */
export interface ImagesState {
  items: EditorImage[];
  primaryKey: string | null;
  /** Saved images the member removed (deleted on save). */
  removed: ProductImage[];
}

export function initialImages(images: ProductImage[]): ImagesState {
  const items: EditorImage[] = images.map((image) => ({ key: `saved-${image.imageId}`, kind: 'saved', image }));
  const primary = images.find((image) => image.isPrimary) ?? images[0];
  return { items, primaryKey: primary ? `saved-${primary.imageId}` : null, removed: [] };
}

let nextKey = 0;

/**
 * Up to 5 images: the first added is primary, another can be made the (only) primary, any can be
 * removed. New ones are shown "Ready to upload" and uploaded after the product is saved.
 */
export function ProductImagesEditor(props: {
  id: string;
  value: ImagesState;
  onChange(next: ImagesState): void;
  disabled?: boolean;
  error?: string;
}) {
  const { value, onChange } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const room = MAX_PRODUCT_IMAGES - value.items.length;

  // Object URLs of queued files are freed when the editor goes away.
  const latest = useRef(value);
  latest.current = value;
  useEffect(
    () => () => {
      for (const item of latest.current.items) if (item.kind === 'pending') URL.revokeObjectURL(item.previewUrl);
    },
    [],
  );

  async function add(files: FileList | null) {
    const chosen = Array.from(files ?? []);
    if (inputRef.current) inputRef.current.value = '';
    if (chosen.length === 0) return;
    const problems: string[] = [];
    const accepted: EditorImage[] = [];
    const checks = await Promise.all(chosen.map(imageFileProblem));
    for (const [index, file] of chosen.entries()) {
      const problem = checks[index];
      if (problem) problems.push(problem);
      else if (accepted.length < room)
        accepted.push({ key: `pending-${++nextKey}`, kind: 'pending', file, previewUrl: URL.createObjectURL(file) });
    }
    const valid = chosen.length - problems.length;
    if (valid > room) problems.push(t('A product can have at most {max} images.', { max: MAX_PRODUCT_IMAGES }));
    if (problems.length > 0) toast.error(t('Error'), { description: [...new Set(problems)].join(' ') });
    if (accepted.length === 0) return;
    const items = [...value.items, ...accepted];
    onChange({ ...value, items, primaryKey: value.primaryKey ?? items[0].key });
  }

  function remove(key: string) {
    const item = value.items.find((candidate) => candidate.key === key);
    if (!item) return;
    if (item.kind === 'pending') URL.revokeObjectURL(item.previewUrl);
    const items = value.items.filter((candidate) => candidate.key !== key);
    onChange({
      items,
      primaryKey: value.primaryKey === key ? (items[0]?.key ?? null) : value.primaryKey,
      removed: item.kind === 'saved' ? [...value.removed, item.image] : value.removed,
    });
  }

  const pendingCount = value.items.filter((item) => item.kind === 'pending').length;

  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={props.id} className="text-sm font-medium">
          {t('Images')}
        </label>
        <span className="text-xs text-muted-foreground">
          {value.items.length} / {MAX_PRODUCT_IMAGES}
        </span>
      </div>
      <input
        ref={inputRef}
        id={props.id}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        className="sr-only"
        tabIndex={-1}
        disabled={props.disabled || room <= 0}
        aria-describedby={`${props.id}-hint`}
        onChange={(event) => void add(event.target.files)}
      />
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {value.items.map((item, index) => {
          const primary = item.key === value.primaryKey;
          const src = item.kind === 'pending' ? item.previewUrl : imageSrc(item.image.url, 160);
          return (
            <li
              key={item.key}
              className={cn(
                'flex flex-col overflow-hidden rounded-md border bg-card',
                primary ? 'border-primary ring-2 ring-primary' : 'border-border',
              )}
            >
              <div className="relative bg-muted">
                <img src={src} alt={t('Image {number}', { number: index + 1 })} className="aspect-square w-full object-cover" />
                <button
                  type="button"
                  onClick={() => remove(item.key)}
                  disabled={props.disabled}
                  className="absolute right-1 top-1 inline-flex size-7 items-center justify-center rounded-full bg-background/90 text-foreground shadow hover:bg-background"
                  aria-label={t('Remove image {number}', { number: index + 1 })}
                >
                  <X aria-hidden className="size-4" />
                </button>
              </div>
              <div className="grid gap-0.5 px-1 py-1 text-center text-[11px] leading-tight">
                {primary ? (
                  <span className="inline-flex items-center justify-center gap-1 font-semibold text-primary">
                    <Star aria-hidden className="size-3 fill-current" />
                    {t('Primary')}
                  </span>
                ) : (
                  <button
                    type="button"
                    disabled={props.disabled}
                    onClick={() => onChange({ ...value, primaryKey: item.key })}
                    className="rounded font-medium text-foreground underline-offset-2 hover:underline"
                    aria-label={t('Make image {number} the primary image', { number: index + 1 })}
                  >
                    {t('Make primary')}
                  </button>
                )}
                {item.kind === 'pending' ? <span className="text-muted-foreground">{t('Ready to upload')}</span> : null}
              </div>
            </li>
          );
        })}
        {room > 0 ? (
          <li>
            <button
              type="button"
              disabled={props.disabled}
              onClick={() => inputRef.current?.click()}
              className="flex aspect-square w-full flex-col items-center justify-center gap-1 rounded-md border border-dashed border-input text-center text-xs text-muted-foreground hover:bg-muted disabled:opacity-50"
            >
              <ImagePlus aria-hidden className="size-6" />
              {t('Add image')}
            </button>
          </li>
        ) : null}
      </ul>
      {props.error ? <p className="text-sm text-destructive">{props.error}</p> : null}
      <p id={`${props.id}-hint`} className="text-xs text-muted-foreground">
        {room > 0
          ? t('Up to {max} images, 10 MB each. The primary image is shown first.', { max: MAX_PRODUCT_IMAGES })
          : t("That's the maximum of {max} images.", { max: MAX_PRODUCT_IMAGES })}
        {pendingCount > 0 ? ` ${t('{count} ready to upload when you save.', { count: pendingCount })}` : ''}
      </p>
    </div>
  );
}
