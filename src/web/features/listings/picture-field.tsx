import { useEffect, useMemo, useRef } from 'react';
import { Camera, ImagePlus, Trash2, Undo2, type LucideIcon } from 'lucide-react';
import { t } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { imageSrc, imageSrcSet } from '../../../shared/media';
import { Button } from '../../components/ui/button';
import { IMAGE_ACCEPT, imageFileProblem } from './upload';

/** What the member did with the picture; applied after the listing itself is saved. */
export interface PictureChange {
  file: File | null;
  remove: boolean;
}

export const NO_PICTURE_CHANGE: PictureChange = { file: null, remove: false };

/** Choose an image, see it before saving; the upload happens after the listing is saved. */
export function PictureField(props: {
  id: string;
  /** Already translated; "Profile Picture" by default. */
  label?: string;
  /** Base URL of the picture saved now (shared/media.ts), if any. */
  current: string | null;
  value: PictureChange;
  onChange(next: PictureChange): void;
  placeholderIcon?: LucideIcon;
  disabled?: boolean;
}) {
  const { value, onChange } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (value.file ? URL.createObjectURL(value.file) : null), [value.file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const showsCurrent = !value.file && !value.remove && props.current;
  const hasPicture = Boolean(value.file) || Boolean(showsCurrent);
  const Placeholder = props.placeholderIcon ?? Camera;
  const hintId = `${props.id}-hint`;

  async function onFiles(files: FileList | null) {
    const file = files?.[0];
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const problem = await imageFileProblem(file);
    if (problem) {
      toast.error(t('Error'), { description: problem });
      return;
    }
    onChange({ file, remove: false });
  }

  return (
    <div className="grid gap-1.5">
      <label htmlFor={props.id} className="text-sm font-medium">
        {props.label ?? t('Profile Picture')}
      </label>
      <div className="flex items-center gap-4">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-border bg-muted">
          {value.file && preview ? (
            <img src={preview} alt={t('New picture preview')} className="size-full object-cover" />
          ) : showsCurrent && props.current ? (
            <img
              src={imageSrc(props.current, 160)}
              srcSet={imageSrcSet(props.current)}
              sizes="80px"
              alt={t('Current picture')}
              className="size-full object-cover"
            />
          ) : (
            <Placeholder aria-hidden className="size-8 text-muted-foreground" />
          )}
        </div>
        <div className="grid gap-2">
          <input
            ref={inputRef}
            id={props.id}
            type="file"
            accept={IMAGE_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            disabled={props.disabled}
            aria-describedby={hintId}
            onChange={(event) => void onFiles(event.target.files)}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" size="sm" disabled={props.disabled} onClick={() => inputRef.current?.click()}>
              <ImagePlus aria-hidden />
              {hasPicture ? t('Change image') : t('Choose image')}
            </Button>
            {value.file || value.remove ? (
              <Button type="button" variant="ghost" size="sm" disabled={props.disabled} onClick={() => onChange(NO_PICTURE_CHANGE)}>
                <Undo2 aria-hidden />
                {value.file ? t('Undo') : t('Keep picture')}
              </Button>
            ) : hasPicture ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={props.disabled}
                onClick={() => onChange({ file: null, remove: true })}
              >
                <Trash2 aria-hidden />
                {t('Remove')}
              </Button>
            ) : null}
          </div>
          <p id={hintId} className="text-xs text-muted-foreground">
            {value.file
              ? t('Ready to upload: {file}', { file: value.file.name })
              : value.remove
                ? t('The picture will be removed when you save.')
                : t('JPEG, PNG, WebP or GIF, up to 10 MB.')}
          </p>
        </div>
      </div>
    </div>
  );
}
