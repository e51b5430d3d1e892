import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { imageSrc, imageSrcSet } from '../../../shared/media';
import type { ProductImage } from '../../../shared/schemas/listings';
import { t } from '../../lib/i18n';
import { Button } from '../ui/button';
import Dialog from '../ui/dialog-view';

export interface ImageViewerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  images: ProductImage[];
  startIndex?: number;
}

/** A product's pictures, one at a time: primary first, previous/next wrap around, arrow keys work too. */
export default function ImageViewer(props: ImageViewerProps) {
  const { images } = props;
  const [index, setIndex] = useState(props.startIndex ?? 0);
  useEffect(() => {
    if (props.open) setIndex(props.startIndex ?? 0);
  }, [props.open, props.startIndex]);

  const total = images.length;
  const current = images[Math.min(index, total - 1)];
  const step = (delta: number) => setIndex((value) => (value + delta + total) % total);

  // Arrow keys step through the pictures wherever the focus is inside the dialog.
  useEffect(() => {
    if (!props.open || total < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      setIndex((value) => (value + (event.key === 'ArrowLeft' ? -1 : 1) + total) % total);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [props.open, total]);

  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange} title={props.title} className="sm:max-w-2xl lg:max-w-3xl">
      {current ? (
        <div className="grid gap-3">
          <div className="relative overflow-hidden rounded-md bg-muted">
            <img
              key={current.imageId}
              src={imageSrc(current.url, 1280)}
              srcSet={imageSrcSet(current.url)}
              sizes="(min-width: 800px) 768px, 100vw"
              alt={t('{title}, picture {number} of {total}', { title: props.title, number: index + 1, total })}
              decoding="async"
              className="mx-auto max-h-[65dvh] w-full object-contain"
            />
          </div>
          {total > 1 ? (
            <div className="flex items-center justify-between gap-2">
              <Button variant="outline" onClick={() => step(-1)} aria-label={t('Previous picture')}>
                <ChevronLeft aria-hidden />
                <span className="hidden sm:inline">{t('Previous')}</span>
              </Button>
              <p className="text-sm tabular-nums text-muted-foreground" aria-live="polite">
                {index + 1} / {total}
              </p>
              <Button variant="outline" onClick={() => step(1)} aria-label={t('Next picture')}>
                <span className="hidden sm:inline">{t('Next')}</span>
                <ChevronRight aria-hidden />
              </Button>
            </div>
          ) : null}
        </div>
      ) : (
        <p className="py-12 text-center text-sm text-muted-foreground">{t('No image')}</p>
      )}
    </Dialog>
  );
}
